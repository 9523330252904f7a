how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --scaling yarn, F 4, L0 1000, --no-truncate, 8 columns: the ramp 0, 0, 0.20, 0.53.
  The answer is them plus noise, uniform in [-0.3, 0.3] (numpy, seed 29): no mistake reproduces it.
cmd
  $ATTN check --of rope -x X.csv --base 100 --scaling yarn --factor 4 --original-max 1000 --no-truncate answer.csv -p 6
file X.csv
  1,2,0.5,-1,1,-0.5,-2,-1
  0.5,-1,2,1,-1,-2,1,-0.5
  3,0,1,-2,2,-1,0,-3
file answer.csv
  0.8687,2.2811,0.5809,-1.2795,0.9162,-0.8569,-2.3410,-1.2105
  0.9798,-0.5311,2.3454,1.2198,0.1535,-2.3018,1.4065,-0.7357
  -3.2871,0.6258,0.8393,-1.8747,2.4247,-1.0253,0.1884,-3.6361
stdout
  row 0, column 0: expected 1.13863, got 0.8687, difference 0.269929
  row 0, column 1: expected 2.27726, got 2.2811, difference 0.00384113
  row 0, column 2: expected 0.569315, got 0.5809, difference 0.0115853
  row 0, column 3: expected -1.13863, got -1.2795, difference 0.140871
  row 0, column 4: expected 1.13863, got 0.9162, difference 0.222429
  row 0, column 5: expected -0.569315, got -0.8569, difference 0.287585
  row 0, column 6: expected -2.27726, got -2.341, difference 0.0637411
  row 0, column 7: expected -1.13863, got -1.2105, difference 0.0718706
  row 1, column 0: expected 1.26573, got 0.9798, difference 0.285926
  row 1, column 1: expected -0.373981, got -0.5311, difference 0.157119
  row 1, column 2: expected 2.17252, got 2.3454, difference 0.172878
  row 1, column 3: expected 1.14922, got 1.2198, difference 0.0705792
  row 1, column 4: expected -0.136142, got 0.1535, difference 0.289642
  row 1, column 5: expected -2.51844, got -2.3018, difference 0.216637
  row 1, column 6: expected 1.3276, got 1.4065, difference 0.0788963
  row 1, column 7: expected -0.54762, got -0.7357, difference 0.18808
  row 2, column 0: expected -3.49222, got -3.2871, difference 0.205117
  row 2, column 1: expected 0.673075, got 0.6258, difference 0.0472747
  row 2, column 2: expected 1.12226, got 0.8393, difference 0.28296
  row 2, column 3: expected -2.14609, got -1.8747, difference 0.271391
  ... and 4 more
  24 of 24 cells differ (largest difference 0.289642 at row 1, column 4)
  no common mistake reproduces this answer
status 1
