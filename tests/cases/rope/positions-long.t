cmd
  $ATTN rope --positions '[1;2;3]' '[1,2;3,4]'
stdout
  -1.1426396637476532,1.922075596544176
  -4.885630216944154,1.0633049342884755
stderr
  attn rope: <literal>:3: --positions has 3 rows, but X has 2 (a row of each, in step)
status 1
