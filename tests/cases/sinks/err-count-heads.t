cmd
  $ATTN weights --heads 2 --sinks '[1]' S.csv
file S.csv
  1,-0.5,0.25,2,0,-1
  0.5,0.5,-1.5,-0.25,1.25,3
stderr
  attn weights: <literal>: --sinks has 1 number, but there are 2 heads (one number per head)
status 1
