cmd
  echo old >out.csv; $ATTN rope --scaling yarn -o out.csv '[1,2]'
after
  cat out.csv
stdout
  old
stderr
  attn rope: --scaling yarn needs --factor (see attn rope --help)
status 2
