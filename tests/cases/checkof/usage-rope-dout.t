cmd
  $ATTN check --of rope -x '[1,2]' --dout '[1]' '[1]'
stderr
  attn check: --dout is for --of grad, project and norm, not --of rope (see attn check --help)
status 2
