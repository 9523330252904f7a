how
  An answer typed by hand: the second lesson's problem with V ten times
  larger, the weights rounded to one decimal before the weighted sum.
  Scores [1, 0] / sqrt(2) = [0.7071, 0]; weights 1 / (1 + e^-0.7071) =
  0.669762 and 0.330238; O = 10 * [0.669762, 0.330238] = [6.69762, 3.30238],
  at -p 3 6.7 and 3.3, and the differences 0.302 each.
  The answer's cells have one decimal (7.0, 3.0), so the weights are rounded
  to one decimal: [0.7, 0.3], and O = [7.0, 3.0].  The right O is 0.3 from
  the answer, three units of its last digit: not a rounding of it.
  The two differences are equal in exact arithmetic; in double, from the
  exactly rounded O (mpmath: 6.69761549326657 and 3.3023845067334308),
  7 - 6.69761549326657 = 0.3023845067334303 and 3.3023845067334308 - 3 =
  0.30238450673343076, so column 1's is the largest.
cmd
  $ATTN check --of attend -q '[1,0]' -k '[1,0;0,1]' -v '[10,0;0,10]' -p 3 '[7.0,3.0]'
stdout
  row 0, column 0: expected 6.7, got 7, difference 0.302
  row 0, column 1: expected 3.3, got 3, difference 0.302
  2 of 2 cells differ (largest difference 0.302 at row 0, column 1)
  likely mistake (weights-rounded): the weights were rounded to 1 decimal before they were applied to V
status 1
