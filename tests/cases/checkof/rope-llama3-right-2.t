how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --scaling llama3, F 8, L0 32, 8 columns: pair 0 unscaled, pair 1 blended, pairs 2 and 3 over 8.
  The answer is them, written with %.2f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --scaling llama3 --factor 8 --original-max 32 answer.csv -p 6
file X.csv
  1,2,0.5,-1,1,-0.5,-2,-1
  0.5,-1,2,1,-1,-2,1,-0.5
  3,0,1,-2,2,-1,0,-3
file answer.csv
  1.00,2.00,0.50,-1.00,1.00,-0.50,-2.00,-1.00
  1.11,-0.80,1.99,1.00,-0.12,-2.09,1.02,-0.50
  -3.07,0.19,1.00,-1.98,1.90,-0.98,0.02,-3.02
stdout
  right to the digits written (24 cells)
