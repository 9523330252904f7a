how
  The lesson's rounded weights: rounding, in JSON.
cmd
  $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' --json '[0.5,0.5;0.804,0.196]'
stdout
  {"status":1,"atol":1e-08,"rtol":1e-05,"cells":4,"differing":2,"largest":{"difference":0.00042968250695693544,"row":1,"column":1},"differing_cells":[{"expected":0.8044296825069569,"got":0.804,"difference":0.00042968250695685217,"row":1,"column":0},{"expected":0.19557031749304307,"got":0.196,"difference":0.00042968250695693544,"row":1,"column":1}],"summary":"2 of 4 cells differ (largest difference 0.000429683 at row 1, column 1)","mistakes":[{"id":"rounding","ids":["rounding"],"words":"right to the digits written; --atol 5e-4 accepts it"}]}
status 1
