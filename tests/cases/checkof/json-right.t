how
  The exactly rounded weights: status 0, no mistake.
cmd
  $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' --json '[0.5,0.5;0.8044296825069569,0.19557031749304307]'
stdout
  {"status":0,"verdict":"right","rule":"digits","of":"weights","atol":1e-08,"rtol":1e-05,"decimals":null,"dtype":null,"accumulate":null,"recipe":null,"block":null,"factor":null,"ulps":null,"cells":4,"differing":0,"shapes":null,"largest":{"difference":0,"row":null,"column":null,"ulps":null},"reference":null,"bound":null,"ratio":null,"mismatched":null,"greatest_absolute":null,"greatest_relative":null,"differing_cells":[],"summary":"right to the digits written (4 cells)","localisation":null,"mistakes":[],"error":null}
