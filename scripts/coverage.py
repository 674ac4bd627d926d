"""Line coverage per target, from llvm-cov's summary of the test run (`make coverage`)."""
import collections
import glob
import json
import os
import shutil
import subprocess
import sys

codecov_json = sys.argv[1] if len(sys.argv) > 1 else ""
build = os.path.dirname(os.path.dirname(codecov_json)) if codecov_json else ".build/debug"
profdata = os.path.join(build, "codecov", "default.profdata")
binaries = glob.glob(os.path.join(build, "*PackageTests.xctest"))
toolchain_cov = os.path.join(os.path.dirname(os.path.realpath(shutil.which("swift"))), "llvm-cov")
llvm_cov = toolchain_cov if os.path.exists(toolchain_cov) else shutil.which("llvm-cov")
if not binaries or not os.path.exists(profdata):
    sys.exit("coverage: no profile found; run `swift test --enable-code-coverage` first")
out = subprocess.run([llvm_cov, "export", "-summary-only", binaries[0], f"-instr-profile={profdata}"],
                     capture_output=True, text=True, check=True).stdout
totals = collections.defaultdict(lambda: [0, 0])
root = os.getcwd() + "/Sources/"
for f in json.loads(out)["data"][0]["files"]:
    name = f["filename"]
    if not name.startswith(root):
        continue
    target = name[len(root):].split("/")[0]
    lines = f["summary"]["lines"]
    totals[target][0] += lines["covered"]
    totals[target][1] += lines["count"]
print(f"{'target':<18} {'lines':>7} {'covered':>8} {'cover':>7}")
for target in sorted(totals):
    covered, count = totals[target]
    pct = 100.0 * covered / count if count else 100.0
    print(f"{target:<18} {count:>7} {covered:>8} {pct:>6.1f}%")
