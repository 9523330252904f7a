cmd
  $ATTN merge --heads 2 --masked-rows error '[1,2,0,-inf]' '[3,4,0,-inf]'
stderr
  attn merge: <literal>:1: every key of head 1 is masked in this row, in every part (see --masked-rows)
status 1
