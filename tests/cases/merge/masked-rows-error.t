cmd
  $ATTN merge --masked-rows error '[1,2,0;1,2,-inf]' '[3,4,0;3,4,-inf]'
stdout
  2,3
stderr
  attn merge: <literal>:2: every key is masked in this row, in every part (see --masked-rows)
status 1
