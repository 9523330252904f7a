cmd
  $ATTN rope --positions '[9007199254740994]' '[1,2]'
stderr
  attn rope: <literal>:1: position 9007199254740994 is beyond 2^53
status 1
