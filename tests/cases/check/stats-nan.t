how
  A nan against a nan differs by 0 (as check measures it); inf against 2 by inf, which every measure then is.
cmd
  $ATTN check --stats '[1,nan,inf]' '[1,nan,2]'
stdout
  rmse inf
  largest absolute difference inf at row 0, column 2
  mean absolute difference inf
