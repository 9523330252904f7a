cmd
  $ATTN attend -q '[1,0]' -k '[2,0;0,2]'
stderr
  attn attend: missing -v V, the values (see attn attend --help)
status 2
