cmd
  $ATTN check --of rope -x '[1,2]' --scaling linear '[1]'
stderr
  attn check: --scaling linear needs --factor (see attn check --help)
status 2
