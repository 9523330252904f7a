cmd
  $ATTN attend -q '[1,0;0,1]' -k '[1,0;0,1]' -v '[2,0;0,2]' --causal --offset -1 --masked-rows error
stderr
  attn attend: <literal>:1: every key is masked in this row (see --masked-rows)
status 1
