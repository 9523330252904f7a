how
  Row 0 has every key masked (key 0 > 0 - 1): uniform weights [0.5,0.5] give [1,1]; row 1 may see key 0 only: [2,0].
cmd
  $ATTN attend -q '[1,0;0,1]' -k '[1,0;0,1]' -v '[2,0;0,2]' --causal --offset -1 --masked-rows uniform
stdout
  1,1
  2,0
