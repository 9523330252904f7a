cmd
  $ATTN merge --heads 2 '[1,2]' '[3,4]'
stderr
  attn merge: <literal>:1: part 1 has 1 column per head, too few for O and an LSE per head (a part is what attend --lse writes)
status 1
