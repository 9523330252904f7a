how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --scaling yarn, F 4, L0 1000, --no-truncate, 8 columns: the ramp 0, 0, 0.20, 0.53.
  The answer is them, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --scaling yarn --factor 4 --original-max 1000 --no-truncate answer.csv -p 6
file X.csv
  1,2,0.5,-1,1,-0.5,-2,-1
  0.5,-1,2,1,-1,-2,1,-0.5
  3,0,1,-2,2,-1,0,-3
file answer.csv
  1.1386,2.2773,0.5693,-1.1386,1.1386,-0.5693,-2.2773,-1.1386
  1.2657,-0.3740,2.1725,1.1492,-0.1361,-2.5184,1.3276,-0.5476
  -3.4922,0.6731,1.1223,-2.1461,2.1584,-0.9184,0.1924,-3.4998
stdout
  right to the digits written (24 cells)
