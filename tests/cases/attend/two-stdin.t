cmd
  $ATTN attend -q - -k - -v '[1]'
stderr
  attn attend: only one operand can be read from stdin (see attn attend --help)
status 2
