how
  error, the default, refuses a finite number past the range; inf and nan stay as they are, an e4m3 inf included
cmd
  $ATTN cast --dtype e4m3 --overflow error '[inf,-inf,nan]'
stdout
  inf,-inf,nan
