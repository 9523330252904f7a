cmd
  $ATTN cast --dtype e5m2 '[1,-61440]'
stderr
  attn cast: <literal>:1: field 2, '-61440', is too large for e5m2 (its largest value is 57344)
status 1
