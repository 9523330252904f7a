cmd
  $ATTN check --of project -w '[1]' -x '[1]' --dout '[1]' --wrt q '[1]'
stderr
  attn check: --of project takes --wrt x, w or b, not 'q' (see attn check --help)
status 2
