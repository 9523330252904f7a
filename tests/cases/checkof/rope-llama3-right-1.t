how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --scaling llama3, F 8, L0 32, 8 columns: pair 0 unscaled, pair 1 blended, pairs 2 and 3 over 8.
  The answer is them, written with %.1f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --scaling llama3 --factor 8 --original-max 32 answer.csv -p 6
file X.csv
  1,2,0.5,-1,1,-0.5,-2,-1
  0.5,-1,2,1,-1,-2,1,-0.5
  3,0,1,-2,2,-1,0,-3
file answer.csv
  1.0,2.0,0.5,-1.0,1.0,-0.5,-2.0,-1.0
  1.1,-0.8,2.0,1.0,-0.1,-2.1,1.0,-0.5
  -3.1,0.2,1.0,-2.0,1.9,-1.0,0.0,-3.0
stdout
  right to the digits written (24 cells)
