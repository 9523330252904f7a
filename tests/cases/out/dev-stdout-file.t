how
  The runner's stdout is a regular file: -o /dev/stdout must write into it, not rename a new file over it.
cmd
  $ATTN weights '[1,1;2,2]' -o /dev/stdout
stdout
  0.5,0.5
  0.5,0.5
