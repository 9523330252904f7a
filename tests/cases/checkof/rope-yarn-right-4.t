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
  row 0, column 0: expected 1.13863, got 1.1386, difference 2.94361e-05
  row 0, column 1: expected 2.27726, got 2.2773, difference 4.11278e-05
  row 0, column 2: expected 0.569315, got 0.5693, difference 1.47181e-05
  row 0, column 3: expected -1.13863, got -1.1386, difference 2.94361e-05
  row 0, column 4: expected 1.13863, got 1.1386, difference 2.94361e-05
  row 0, column 5: expected -0.569315, got -0.5693, difference 1.47181e-05
  row 0, column 6: expected -2.27726, got -2.2773, difference 4.11278e-05
  row 0, column 7: expected -1.13863, got -1.1386, difference 2.94361e-05
  row 1, column 0: expected 1.26573, got 1.2657, difference 2.56879e-05
  row 1, column 1: expected -0.373981, got -0.374, difference 1.93314e-05
  row 1, column 2: expected 2.17252, got 2.1725, difference 2.23822e-05
  row 1, column 3: expected 1.14922, got 1.1492, difference 2.07958e-05
  row 1, column 4: expected -0.136142, got -0.1361, difference 4.22934e-05
  row 1, column 5: expected -2.51844, got -2.5184, difference 3.67023e-05
  row 1, column 7: expected -0.54762, got -0.5476, difference 2.01269e-05
  row 2, column 1: expected 0.673075, got 0.6731, difference 2.52639e-05
  row 2, column 2: expected 1.12226, got 1.1223, difference 4.00503e-05
  row 2, column 6: expected 0.192379, got 0.1924, difference 2.12122e-05
  18 of 24 cells differ (largest difference 4.22934e-05 at row 1, column 4)
  likely mistake (rounding): right to the digits written; --atol 5e-5 accepts it
status 1
