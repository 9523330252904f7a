cmd
  mkdir d && printf '1,2\n3,x\n' | $ATTN weights -o d/W.csv
after
  ls -a d
stdout
  .
  ..
stderr
  attn weights: <stdin>:2: field 2, 'x', is not a number
status 1
