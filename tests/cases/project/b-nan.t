cmd
  $ATTN project -w '[1,2]' -b '[1,nan]' '[1]'
stderr
  attn project: <literal>:1: field 2 is 'nan'; B must be finite
status 1
