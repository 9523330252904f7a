cmd
  $ATTN check --of norm -x '[1]' --dout '[1]' --wrt b '[1]'
stderr
  attn check: --of norm takes --wrt x or w, not 'b' (see attn check --help)
status 2
