"""check_mask_stream.py - the Python half of tests/check-mask-stream.sh,
which runs it (its header says what is checked, and against what)."""
import os
import shlex
import subprocess

ATTN = shlex.split(os.environ["ATTN"])
WIDTH = 8

def files(rows):
    for name, line in (("S", "0.5,-1,2,0.25,1,-0.5,3,0\n"),
                       ("M", "1,0,1,1,0,1,1,1\n"),
                       ("B", "0,1,-inf,0.5,0,0,-2,0\n"),
                       ("Q", "1,0.5,-2\n"),
                       # four heads of d_k = 3; a mask block per head
                       ("QH", "1,0.5,-2,0,1,1,2,-1,0.25,1,1,-3\n"),
                       ("MH", "1,0,1,1,0,1,1,1," * 3 + "1,1,0,1,1,0,1,1\n"),
                       ("SH", "0.5,-1,2,0.25,1,-0.5,3,0," * 3 +
                        "1,2,3,4,5,6,7,8\n")):
        with open("%s%d.csv" % (name, rows), "w") as f:
            f.write(line * rows)
    with open("K.csv", "w") as f:
        f.write("1,0,2\n" * WIDTH)
    with open("KH.csv", "w") as f:
        f.write("1,0,2,-1,0.5,1\n" * WIDTH)

def peak(args):
    """Peak resident size in KiB of one run of attn ARGS.  Measured by
    /usr/bin/time, not by this process's wait4: a child forked from
    Python starts with Python's resident size as its peak, which would
    hide anything attn itself holds below it."""
    with open(os.devnull, "w") as null:
        status = subprocess.call(["/usr/bin/time", "-f", "%M", "-o", "rss"]
                                 + ATTN + args, stdout=null)
    if status != 0:
        raise SystemExit("FAIL: attn %s exited with %d" % (args, status))
    with open("rss") as f:
        return int(f.read().split()[-1])

runs = {
    "weights": lambda n: ["weights", "--causal", "--window", "3", "--offset",
                          "-2", "--mask", "M%d.csv" % n, "--bias",
                          "B%d.csv" % n, "--temperature", "2", "--softcap",
                          "5", "S%d.csv" % n],
    "scores": lambda n: ["scores", "-k", "K.csv", "-q", "Q%d.csv" % n,
                         "--window", "2", "--mask", "M%d.csv" % n,
                         "--bias", "B%d.csv" % n],
    "attend": lambda n: ["attend", "-k", "K.csv", "-v", "K.csv", "-q",
                         "Q%d.csv" % n, "--causal", "--mask", "M%d.csv" % n,
                         "--bias", "B%d.csv" % n, "--masked-rows", "uniform"],
    "weights --heads": lambda n: ["weights", "--heads", "4", "--causal",
                                  "--mask", "MH%d.csv" % n, "--bias",
                                  "B%d.csv" % n, "SH%d.csv" % n],
    "scores --heads": lambda n: ["scores", "--heads", "4", "--kv-heads",
                                 "2", "-k", "KH.csv", "-q", "QH%d.csv" % n,
                                 "--window", "2", "--mask", "MH%d.csv" % n],
    "attend --heads": lambda n: ["attend", "--heads", "4", "--kv-heads", "2",
                                 "-k", "KH.csv", "-v", "KH.csv", "-q",
                                 "QH%d.csv" % n, "--causal", "--bias",
                                 "B%d.csv" % n, "--mask", "MH%d.csv" % n],
    "apply --heads": lambda n: ["apply", "--heads", "4", "--kv-heads", "2",
                                "-v", "KH.csv", "MH%d.csv" % n],
    # the masks of current models; --causal=lower-right reads its operand
    # twice, counting its rows first, and holds none of them
    "weights --prefix --chunk --causal=lower-right":
        lambda n: ["weights", "--prefix", "2", "--chunk", "3",
                   "--causal=lower-right", "--mask", "M%d.csv" % n,
                   "S%d.csv" % n],
    "attend --bidirectional --causal=lower-right --heads":
        lambda n: ["attend", "--heads", "4", "--kv-heads", "2", "-k",
                   "KH.csv", "-v", "KH.csv", "-q", "QH%d.csv" % n,
                   "--bidirectional", "[0,1,1,1,0,2,2,0]", "--chunk", "4",
                   "--causal=lower-right"],
}
small, big = 1000, 100000
files(small)
files(big)
passed = failed = 0
for name, args in runs.items():
    a, b = peak(args(small)), peak(args(big))
    # A whole 100,000-row matrix would take 6 MiB at least; allow 1 MiB
    # of noise (allocator, stdio), as check-memory.sh does: measured
    # growth is 0.1 to 0.4 MiB.
    if b - a <= 1024:
        passed += 1
        print("ok %s: peak %d KiB for %d rows, %d KiB for %d rows"
              % (name, a, small, b, big))
    else:
        failed += 1
        print("FAIL %s: peak %d KiB for %d rows, %d KiB for %d rows"
              % (name, a, small, b, big))
print("%d passed, %d failed" % (passed, failed))
raise SystemExit(1 if failed else 0)
