cmd
  $ATTN merge --masked-rows uniform '[1,2,-inf]' '[3,4,-inf]'
stderr
  attn merge: <literal>:1: every part masks this row, and --masked-rows uniform needs each part's keys, which part 1 does not say (attend --lse says them in its first line)
status 1
