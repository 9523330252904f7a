cmd
  $ATTN check --of rope -x '[1,2]' --scaling ntk '[1]'
stderr
  attn check: --scaling takes linear, dynamic, yarn or llama3, not 'ntk' (see attn check --help)
status 2
