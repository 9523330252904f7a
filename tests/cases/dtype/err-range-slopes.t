cmd
  $ATTN scores -q '[1]' -k '[1;2]' --dtype e5m2 --alibi-slopes '[1e5]'
stderr
  attn scores: <literal>:1: field 1, '1e5', is too large for e5m2 (its largest value is 57344)
status 1
