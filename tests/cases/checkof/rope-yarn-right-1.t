how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --scaling yarn, F 4, L0 1000, --no-truncate, 8 columns: the ramp 0, 0, 0.20, 0.53.
  The answer is them, written with %.1f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --scaling yarn --factor 4 --original-max 1000 --no-truncate answer.csv -p 6
file X.csv
  1,2,0.5,-1,1,-0.5,-2,-1
  0.5,-1,2,1,-1,-2,1,-0.5
  3,0,1,-2,2,-1,0,-3
file answer.csv
  1.1,2.3,0.6,-1.1,1.1,-0.6,-2.3,-1.1
  1.3,-0.4,2.2,1.1,-0.1,-2.5,1.3,-0.5
  -3.5,0.7,1.1,-2.1,2.2,-0.9,0.2,-3.5
stdout
  right to the digits written (24 cells)
