cmd
  $ATTN completion bash zsh
stderr
  attn completion: unexpected operand 'zsh' (see attn completion --help)
status 2
