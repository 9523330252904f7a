cmd
  $ATTN weights --causal --offset -1 --masked-rows zero --sinks '[0.5]' S.csv
file S.csv
  1.5,-0.5,2
  0.25,1,-2
  3,0,1
stdout
  0,0,0
  0.4378234991142019,0,0
  0.8834920740271944,0.04398648029205784,0
