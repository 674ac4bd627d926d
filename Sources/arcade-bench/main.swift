print("arcade-bench: arrives with the benchmark issue")
