cmd
  $ATTN weights ''
stderr
  attn weights: '': no such file or directory
status 1
