how
  numpy.isclose(4, 5, rtol=0.2, atol=0) is True (|4-5| <= 0.2*5) and
  numpy.isclose(5, 4, rtol=0.2, atol=0) is False (1 > 0.2*4): the relative
  tolerance is taken from EXPECTED, numpy's b.
cmd
  $ATTN check --rtol 0.2 --atol 0 '[5]' '[4]'; echo $?; $ATTN check --rtol 0.2 --atol 0 '[4]' '[5]'
stdout
  all 1 cells close (largest difference 1)
  0
  row 0, column 0: expected 4, got 5, difference 1
  1 of 1 cells differ (largest difference 1 at row 0, column 0)
status 1
