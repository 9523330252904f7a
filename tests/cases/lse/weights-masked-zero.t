cmd
  $ATTN weights --lse --causal --offset -1 --masked-rows zero S.csv
file S.csv
  1.5,-0.5,2
  0.25,1,-2
  3,0,1
stdout
  # attn lse: heads=1 keys=3 sinks=none masked-rows=zero
  0,0,0,-inf
  1,0,0,0.25
  0.9525741268224333,0.04742587317756678,0,3.048587351573742
