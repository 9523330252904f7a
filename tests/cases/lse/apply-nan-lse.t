cmd
  $ATTN apply --lse -v '[1;2]' '[0.5,0.5,nan]'
stderr
  attn apply: <literal>:1: field 3 is 'nan'; an LSE must be finite or -inf
status 1
