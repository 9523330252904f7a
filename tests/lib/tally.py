"""tally.py - the count of a check script written in Python: result(OK,
WHAT) for each check, a line "FAIL WHAT" for each that fails; done()
prints "N passed, N failed", the last line tests/check.sh reads, and
exits 1 when any failed."""
import sys

passed = failed = 0


def result(ok, what):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print("FAIL " + what)


def done():
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)
