cmd
  echo old >d.csv; $ATTN norm --eps 0 --dout '[1;1]' --wrt w -o d.csv '[1;0]'; cat d.csv
stdout
  old
stderr
  attn norm: <literal>:2: the row is all 0 and --eps is 0, so it has no norm (0/0)
