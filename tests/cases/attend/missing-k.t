cmd
  $ATTN attend -q '[1,0]' -v '[2,0;0,2]'
stderr
  attn attend: missing -k K, the keys (see attn attend --help)
status 2
