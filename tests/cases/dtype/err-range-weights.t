cmd
  $ATTN apply -v '[1;2]' --dtype e4m3 '[0.5,0.5;1,1000]'
stdout
  1.5
stderr
  attn apply: <literal>:2: field 2, '1000', is too large for e4m3 (its largest value is 448)
status 1
