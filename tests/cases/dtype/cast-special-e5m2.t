cmd
  $ATTN cast --dtype e5m2 '[inf,-inf,nan,1.5]'
stdout
  inf,-inf,nan,1.5
