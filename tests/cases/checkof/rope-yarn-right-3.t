how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --scaling yarn, F 4, L0 1000, --no-truncate, 8 columns: the ramp 0, 0, 0.20, 0.53.
  The answer is them, written with %.3f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --scaling yarn --factor 4 --original-max 1000 --no-truncate answer.csv -p 6
file X.csv
  1,2,0.5,-1,1,-0.5,-2,-1
  0.5,-1,2,1,-1,-2,1,-0.5
  3,0,1,-2,2,-1,0,-3
file answer.csv
  1.139,2.277,0.569,-1.139,1.139,-0.569,-2.277,-1.139
  1.266,-0.374,2.173,1.149,-0.136,-2.518,1.328,-0.548
  -3.492,0.673,1.122,-2.146,2.158,-0.918,0.192,-3.500
stdout
  row 0, column 0: expected 1.13863, got 1.139, difference 0.000370564
  row 0, column 1: expected 2.27726, got 2.277, difference 0.000258872
  row 0, column 2: expected 0.569315, got 0.569, difference 0.000314718
  row 0, column 3: expected -1.13863, got -1.139, difference 0.000370564
  row 0, column 4: expected 1.13863, got 1.139, difference 0.000370564
  row 0, column 5: expected -0.569315, got -0.569, difference 0.000314718
  row 0, column 6: expected -2.27726, got -2.277, difference 0.000258872
  row 0, column 7: expected -1.13863, got -1.139, difference 0.000370564
  row 1, column 0: expected 1.26573, got 1.266, difference 0.000274312
  row 1, column 1: expected -0.373981, got -0.374, difference 1.93314e-05
  row 1, column 2: expected 2.17252, got 2.173, difference 0.000477618
  row 1, column 3: expected 1.14922, got 1.149, difference 0.000220796
  row 1, column 4: expected -0.136142, got -0.136, difference 0.000142293
  row 1, column 5: expected -2.51844, got -2.518, difference 0.000436702
  row 1, column 6: expected 1.3276, got 1.328, difference 0.000396346
  row 1, column 7: expected -0.54762, got -0.548, difference 0.000379873
  row 2, column 0: expected -3.49222, got -3.492, difference 0.000216746
  row 2, column 1: expected 0.673075, got 0.673, difference 7.47361e-05
  row 2, column 2: expected 1.12226, got 1.122, difference 0.00025995
  row 2, column 3: expected -2.14609, got -2.146, difference 9.10257e-05
  ... and 4 more
  24 of 24 cells differ (largest difference 0.000477618 at row 1, column 2)
  likely mistake (rounding): right to the digits written; --atol 5e-4 accepts it
status 1
