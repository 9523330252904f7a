cmd
  printf '1\000,\0003\000\n\000' | $ATTN weights
stderr
  attn weights: <stdin>:1: field 1, '1\x00', is not a number (NUL bytes between the characters, as in UTF-16 without a byte-order mark; attn reads UTF-8: convert it with iconv -f UTF-16LE -t UTF-8)
status 1
