cmd
  printf '\377\3761\000\n\000' >u16.csv; $ATTN weights u16.csv
stderr
  attn weights: u16.csv:1: looks like UTF-16 (it starts with the byte-order mark FF FE); attn reads UTF-8: convert it with iconv -f UTF-16 -t UTF-8
status 1
