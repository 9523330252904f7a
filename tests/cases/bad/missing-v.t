cmd
  $ATTN attend -q '[1]' -k '[1]' -v nosuch.csv
stderr
  attn attend: nosuch.csv: no such file or directory
status 1
