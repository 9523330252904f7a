cmd
  $ATTN project -w '[1]'
stdin
  nan
stderr
  attn project: <stdin>:1: field 1 is 'nan'; X must be finite
status 1
