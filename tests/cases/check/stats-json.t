cmd
  $ATTN check --stats --json '[1]' '[1]'
stdout
  {"status":2,"verdict":"error","rule":null,"of":null,"atol":null,"rtol":null,"decimals":null,"dtype":null,"accumulate":null,"recipe":null,"block":null,"sum_order":null,"tf32":null,"factor":null,"ulps":null,"cells":null,"differing":null,"shapes":null,"largest":null,"reference":null,"bound":null,"ratio":null,"mismatched":null,"greatest_absolute":null,"greatest_relative":null,"differing_cells":null,"summary":null,"localisation":null,"mistakes":null,"error":"attn check: --stats measures two matrices: not with --json (see attn check --help)"}
stderr
  attn check: --stats measures two matrices: not with --json (see attn check --help)
status 2
