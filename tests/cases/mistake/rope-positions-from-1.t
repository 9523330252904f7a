how
  An answer typed by hand (attn-rope(1)): X = [1,0; 0,1], one pair (R = 2),
  theta_0 = B^0 = 1, so row i turns by the angle p radians.
  Right: row 0 at p = 0 stays [1, 0]; row 1 at p = 1 is
  [0 cos 1 - 1 sin 1, 0 sin 1 + 1 cos 1] = [-0.841471, 0.540302],
  at -p 3 -0.841 and 0.54.
  The answer counts from 1: row 0 at p = 1, [cos 1, sin 1] = [0.540302,
  0.841471]; row 1 at p = 2, [-sin 2, cos 2] = [-0.909297, -0.416147];
  written to three decimals.  Differences: 1 - 0.540 = 0.46, 0.841,
  0.909 - 0.841471 = 0.067529 -> 0.0675, 0.540302 + 0.416 = 0.956302 -> 0.956.
  Turning by -p instead leaves row 0 as [1, 0], and R = 2 has one pair
  either way, so no other mistake fits.
cmd
  $ATTN check --of rope -x '[1,0;0,1]' -p 3 '[0.540,0.841;-0.909,-0.416]'
stdout
  row 0, column 0: expected 1, got 0.54, difference 0.46
  row 0, column 1: expected 0, got 0.841, difference 0.841
  row 1, column 0: expected -0.841, got -0.909, difference 0.0675
  row 1, column 1: expected 0.54, got -0.416, difference 0.956
  4 of 4 cells differ (largest difference 0.956 at row 1, column 1)
  likely mistake (rope-positions-from-1): the positions were counted from 1: row i at i + 1, not i
status 1
