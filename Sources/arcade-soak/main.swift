print("arcade-soak: arrives with the benchmark issue")
