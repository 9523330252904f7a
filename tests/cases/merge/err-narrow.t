cmd
  $ATTN merge '[1]' '[2]'
stderr
  attn merge: <literal>:1: part 1 has 1 column, too few for O and an LSE per head (a part is what attend --lse writes)
status 1
