cmd
  $ATTN cast --dtype e4m3 '[inf,-inf,nan,1.5]'
stdout
  inf,-inf,nan,1.5
