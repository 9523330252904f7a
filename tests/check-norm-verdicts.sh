#!/bin/sh
# check-norm-verdicts.sh - check --of norm names the slips it lists, and
# nothing else, on random problems: RMSNorm and the L2 norm, per head or
# over the row, with and without weights, --plus-one, eps 1e-6 to 0.5,
# the forward pass, dX and dW.
#
#   - each slip tests/lib/rmsnorm.py's tried() says attn-check(1) tries,
#     made by its bent() (float64 PyTorch, the backward through autograd)
#     and written to 4 decimals, must be named; unless its answer is the
#     right one to the digits written (then "rounding"), or the slip gives
#     the right matrix on these inputs, within the tolerance (eps 1e-6
#     outside the root: nothing is named);
#   - the right answer (exactly rounded, rmsnorm.py) written to 1, 2, 3
#     and 4 decimals must pass or be "rounding", never a mistake;
#   - noise names nothing: random numbers of the right shape, the right
#     answer with a row's signs flipped, or one cell changed by hand.
# The counts of each are printed.
. "$(dirname "$0")/lib/check.sh"
need python3-torch /usr/lib/python3/dist-packages/torch/__init__.py
need python3-mpmath /usr/lib/python3/dist-packages/mpmath
scratch normverdicts
cd "$tmp" || exit 2

PYTHONPATH="$here/lib" /usr/bin/python3 "$here/lib/check_norm_verdicts.py"
