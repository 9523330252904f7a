cmd
  $ATTN rope --scaling dynamic --factor 2 --original-max 4096 '[1,2]'
stderr
  attn rope: --scaling dynamic needs --seq-len (the sequence's length) (see attn rope --help)
status 2
