cmd
  $ATTN completion fish -o /nonexistent-dir/attn.fish
stderr
  attn completion: /nonexistent-dir/attn.fish: no such file or directory
status 1
