cmd
  $ATTN rope --base 0x1p64 '[1,2]'
stderr
  attn rope: --base takes a decimal number (hexadecimal is not read), not '0x1p64' (see attn rope --help)
status 2
