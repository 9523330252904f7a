cmd
  $ATTN cast --dtype bf16 '[inf,-inf,nan,1.5]'
stdout
  inf,-inf,nan,1.5
