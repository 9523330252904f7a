cmd
  $ATTN scores --causl -k '[1]' '[1]'
stderr
  attn scores: unknown option '--causl' (did you mean --causal?) (see attn scores --help)
status 2
