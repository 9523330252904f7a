cmd
  $ATTN scores --no-scale -q '[1e-200]' -k '[1e-200;1e-160]'
stdout
  0,0
