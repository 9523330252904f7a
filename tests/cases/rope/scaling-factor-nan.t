cmd
  $ATTN rope --scaling linear --factor nan '[1,2]'
stderr
  attn rope: --factor takes a finite number, not 'nan' (see attn rope --help)
status 2
