cmd
  $ATTN weights --temperature 1e-300 '[1e10,0]'
stderr
  attn weights: <literal>:1: the score for key 0 becomes inf under --temperature
status 1
