cmd
  $ATTN scores --help --bogus | head -n 1
stdout
  usage: attn scores -k K [-q Q] [options]
