cmd
  $ATTN --help | head -n 1
stdout
  usage: attn COMMAND [options] [operands]
