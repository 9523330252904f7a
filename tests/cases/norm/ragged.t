cmd
  $ATTN norm '[1,2;3]'
stdout
  0.6324554055426074,1.2649108110852147
stderr
  attn norm: <literal>:2: row has 1 field, but the row on line 1 has 2 (ragged rows)
status 1
