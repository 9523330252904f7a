cmd
  $ATTN rank --values in.csv
file in.csv
  1,2"3"
stderr
  attn rank: in.csv:1: malformed quoting (a '"' inside an unquoted field, or text after a closing quote)
status 1
