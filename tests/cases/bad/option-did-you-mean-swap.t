cmd
  $ATTN attend --casual=lower-right -q '[1]' -k '[1]' -v '[1]'
stderr
  attn attend: unknown option '--casual' (did you mean --causal?) (see attn attend --help)
status 2
