cmd
  mkdir d && echo old > d/W.csv && printf '1,2\n3,x\n' | $ATTN weights -o d/W.csv
after
  cat d/W.csv; ls -a d
stdout
  old
  .
  ..
  W.csv
stderr
  attn weights: <stdin>:2: field 2, 'x', is not a number
status 1
