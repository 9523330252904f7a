cmd
  $ATTN project --dout nosuch.csv -w '[1]' '[1]'
stderr
  attn project: nosuch.csv: no such file or directory
status 1
