cmd
  $ATTN rope --scaling linear --factor -4 '[1,2]'
stderr
  attn rope: --factor must be at least 1 (and at most 2^20), not '-4' (see attn rope --help)
status 2
