cmd
  $ATTN rope --positions '[1]' '[1,2;3,4]'
stdout
  -1.1426396637476532,1.922075596544176
stderr
  attn rope: <literal>:2: --positions has 1 row, but X has 2 (a row of each, in step)
status 1
