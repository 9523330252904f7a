cmd
  $ATTN completion zsh -o _attn && head -n 1 _attn
stdout
  #compdef attn
