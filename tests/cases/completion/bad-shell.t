cmd
  $ATTN completion tcsh
stderr
  attn completion: completion is for bash, zsh or fish, not 'tcsh' (see attn completion --help)
status 2
