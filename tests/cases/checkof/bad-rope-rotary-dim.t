cmd
  $ATTN check --of rope -x '[1,2,3,4]' --rotary-dim 6 '[1]'
stderr
  attn check: <literal>:1: --rotary-dim 6 is more than the head's 4 columns
status 2
