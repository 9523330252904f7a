cmd
  $ATTN --version | grep -cE '^attn [0-9]+[.][0-9]+[.][0-9]+$'
stdout
  1
