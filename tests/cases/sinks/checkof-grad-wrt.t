cmd
  $ATTN check --of grad --wrt sinks -q '[1]' -k '[1]' -v '[1]' --dout '[1]' --sinks '[0]' '[1]'
stderr
  attn check: --of grad takes --wrt q, k, v, scores or weights, not 'sinks' (see attn check --help)
status 2
