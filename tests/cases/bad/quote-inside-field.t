cmd
  $ATTN rank q.csv
file q.csv
  1,2"3
stderr
  attn rank: q.csv:1: malformed quoting (a '"' inside an unquoted field, or text after a closing quote)
status 1
