cmd
  $ATTN cast --dtype e4m3 '[1,-464.5]'
stderr
  attn cast: <literal>:1: field 2, '-464.5', is too large for e4m3 (its largest value is 448)
status 1
