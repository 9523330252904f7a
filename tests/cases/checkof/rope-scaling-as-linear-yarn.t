how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --scaling yarn, F 4, L0 1000, --no-truncate, 8 columns: the ramp 0, 0, 0.20, 0.53.
  The answer: tests/gen/checkof.py's numpy rope-scaling-as-linear, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --scaling yarn --factor 4 --original-max 1000 --no-truncate answer.csv -p 6
file X.csv
  1,2,0.5,-1,1,-0.5,-2,-1
  0.5,-1,2,1,-1,-2,1,-0.5
  3,0,1,-2,2,-1,0,-3
file answer.csv
  1.1386,2.2773,0.5693,-1.1386,1.1386,-0.5693,-2.2773,-1.1386
  0.8333,-0.9552,2.2481,1.1431,-0.9624,-2.3601,1.1952,-0.5603
  1.9059,0.1793,1.1372,-2.2230,3.6361,-1.1244,0.0569,-3.4515
stdout
  row 1, column 0: expected 1.26573, got 0.8333, difference 0.432426
  row 1, column 1: expected -0.373981, got -0.9552, difference 0.581219
  row 1, column 2: expected 2.17252, got 2.2481, difference 0.0755776
  row 1, column 3: expected 1.14922, got 1.1431, difference 0.0061208
  row 1, column 4: expected -0.136142, got -0.9624, difference 0.826258
  row 1, column 5: expected -2.51844, got -2.3601, difference 0.158337
  row 1, column 6: expected 1.3276, got 1.1952, difference 0.132404
  row 1, column 7: expected -0.54762, got -0.5603, difference 0.0126799
  row 2, column 0: expected -3.49222, got 1.9059, difference 5.39812
  row 2, column 1: expected 0.673075, got 0.1793, difference 0.493775
  row 2, column 2: expected 1.12226, got 1.1372, difference 0.0149401
  row 2, column 3: expected -2.14609, got -2.223, difference 0.076909
  row 2, column 4: expected 2.15838, got 3.6361, difference 1.47772
  row 2, column 5: expected -0.918394, got -1.1244, difference 0.206006
  row 2, column 6: expected 0.192379, got 0.0569, difference 0.135479
  row 2, column 7: expected -3.49978, got -3.4515, difference 0.0482849
  16 of 24 cells differ (largest difference 5.39812 at row 2, column 0)
  likely mistake (rope-scaling-as-linear): every frequency was divided by F = 4, as --scaling linear does, instead of yarn's ramp from theta_t to theta_t / F
status 1
