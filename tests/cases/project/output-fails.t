cmd
  $ATTN project -w '[2]' -o y.csv '[1;x]'; [ -e y.csv ] || echo no y.csv
stdout
  no y.csv
stderr
  attn project: <literal>:2: field 1, 'x', is not a number
