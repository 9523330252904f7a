cmd
  $ATTN weights --lse --causal --offset -1 --sinks '[-0.75]' S.csv
file S.csv
  1.5,-0.5,2
  0.25,1,-2
  3,0,1
stdout
  # attn lse: heads=1 keys=3 sinks=in masked-rows=zero
  0,0,0,-0.75
  0.7310585786300049,0,0,0.5632616875182228
  0.9317017745076629,0.04638669994587317,0,3.0707424999363266
