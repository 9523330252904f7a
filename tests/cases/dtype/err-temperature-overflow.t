cmd
  $ATTN weights --dtype f16 --accumulate f16 --temperature 0.001 '[1,100]'
stderr
  attn weights: <literal>:1: the score for key 1 overflows f16 under --temperature
status 1
