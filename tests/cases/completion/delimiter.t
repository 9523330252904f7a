cmd
  $ATTN completion -d , bash
stderr
  attn completion: unknown option '-d' (see attn completion --help)
status 2
