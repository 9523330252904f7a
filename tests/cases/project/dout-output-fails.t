cmd
  echo old >d.csv; $ATTN project --dout '[1;x]' -w '[1]' -o d.csv '[1;2]'; cat d.csv
stdout
  old
stderr
  attn project: <literal>:2: field 1, 'x', is not a number
