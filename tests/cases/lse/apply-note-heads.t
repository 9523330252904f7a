how
  Without the note, apply would read the row 1,1,L0,L1 as three weights over V's three rows and one LSE.
cmd
  $ATTN weights --heads 2 --lse S.csv | $ATTN apply --lse -v '[1;2;3]'
file S.csv
  0.5,-1
stderr
  attn apply: <stdin>: the weights were written with --heads 2, but apply has --heads 1
status 1
