how
  464 is the midpoint of 448 and 480 (no value of e4m3): a tie, to 448, the even one; 465 is past it
cmd
  $ATTN cast --dtype e4m3 '[464,-448,465]'
stderr
  attn cast: <literal>:1: field 3, '465', is too large for e4m3 (its largest value is 448)
status 1
