cmd
  $ATTN cast --dtype bf16 '[1,-3.4e38]'
stderr
  attn cast: <literal>:1: field 2, '-3.4e38', is too large for bf16 (its largest value is 3.3895313892515355e+38)
status 1
