how
  The lesson's rounded weights under --strict: the tolerance decides, rounding is the verdict, in JSON.
cmd
  $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' --strict --json '[0.5,0.5;0.804,0.196]'
stdout
  {"status":1,"verdict":"rounding","rule":"tolerance","of":"weights","atol":1e-08,"rtol":1e-05,"decimals":null,"dtype":null,"accumulate":null,"recipe":null,"block":null,"factor":null,"ulps":null,"cells":4,"differing":2,"shapes":null,"largest":{"difference":0.00042968250695693544,"row":1,"column":1,"ulps":null},"reference":null,"bound":null,"ratio":null,"mismatched":null,"greatest_absolute":null,"greatest_relative":null,"differing_cells":[{"expected":0.8044296825069569,"got":0.804,"difference":0.00042968250695685217,"ulps":null,"row":1,"column":0},{"expected":0.19557031749304307,"got":0.196,"difference":0.00042968250695693544,"ulps":null,"row":1,"column":1}],"summary":"2 of 4 cells differ (largest difference 0.000429683 at row 1, column 1)","localisation":null,"mistakes":[],"error":null}
status 1
