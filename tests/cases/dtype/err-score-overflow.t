how
  200 * 200 + 200 * 300 = 100000, past f16's 65504
cmd
  $ATTN scores -q '[1,1;200,200]' -k '[1,1;200,300]' --dtype f16 --no-scale
stdout
  2,500
stderr
  attn scores: <literal>:2: the score for key 1 overflows f16
status 1
