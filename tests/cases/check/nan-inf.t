how
  Closeness as numpy.isclose(ACTUAL, EXPECTED, equal_nan=True) says (checked):
  [[T T T F] [F F F T]].  A nan against a number differs by nan, which ranks
  above every other difference; inf against -inf or a number differs by inf.
cmd
  $ATTN check E.csv A.csv
file A.csv
  nan,inf,-inf,nan
  3,-inf,inf,-0
file E.csv
  nan,inf,-inf,1
  nan,inf,2,0
stdout
  row 0, column 3: expected 1, got nan, difference nan
  row 1, column 0: expected nan, got 3, difference nan
  row 1, column 1: expected inf, got -inf, difference inf
  row 1, column 2: expected 2, got inf, difference inf
  4 of 8 cells differ (largest difference nan at row 0, column 3)
status 1
