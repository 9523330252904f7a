how
  464.5 past e4m3's largest value 448
cmd
  $ATTN cast --dtype e4m3 --overflow inf '[1,-464.5,464.5,448,inf,-inf,nan]'
stdout
  1,nan,nan,440,nan,nan,nan
