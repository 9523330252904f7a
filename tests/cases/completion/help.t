cmd
  $ATTN help completion | head -n 1
stdout
  usage: attn completion bash|zsh|fish
