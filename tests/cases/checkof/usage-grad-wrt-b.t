cmd
  $ATTN check --of grad -q '[1]' -k '[1]' -v '[1]' --dout '[1]' --wrt b '[1]'
stderr
  attn check: --of grad takes --wrt q, k, v, scores or weights, not 'b' (see attn check --help)
status 2
