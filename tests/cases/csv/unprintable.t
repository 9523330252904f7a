cmd
  $ATTN rank --values in.csv
file in.csv escaped
  1\x00,2
stderr
  attn rank: in.csv:1: field 1, '1\x00', is not a number (NUL bytes between the characters, as in UTF-16 without a byte-order mark; attn reads UTF-8: convert it with iconv -f UTF-16LE -t UTF-8)
status 1
