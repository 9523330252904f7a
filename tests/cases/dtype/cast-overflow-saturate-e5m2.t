how
  61440 past e5m2's largest value 57344
cmd
  $ATTN cast --dtype e5m2 --overflow saturate '[1,-61440,61440,57344,inf,-inf,nan]'
stdout
  1,-57000,57000,57000,57000,-57000,nan
