cmd
  $ATTN attend --temperature nan -q '[1]' -k '[1]' -v '[1]'
stderr
  attn attend: --temperature must be a positive number, not 'nan' (see attn attend --help)
status 2
