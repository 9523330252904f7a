cmd
  $ATTN project -w '[1,2]' -b '[-inf,0]' '[1]'
stderr
  attn project: <literal>:1: field 1 is '-inf'; B must be finite
status 1
