cmd
  $ATTN completion
stderr
  attn completion: missing the shell, bash, zsh or fish (see attn completion --help)
status 2
