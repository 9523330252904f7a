cmd
  echo old >d.csv; $ATTN project --wrt w --dout '[1;2]' -w '[1]' -o d.csv '[1;nan]'; cat d.csv
stdout
  old
stderr
  attn project: <literal>:2: field 1 is 'nan'; X must be finite
