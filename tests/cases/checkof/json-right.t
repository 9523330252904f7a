how
  The exactly rounded weights: status 0, no mistake.
cmd
  $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' --json '[0.5,0.5;0.8044296825069569,0.19557031749304307]'
stdout
  {"status":0,"atol":1e-08,"rtol":1e-05,"cells":4,"differing":0,"largest":{"difference":0},"differing_cells":[],"summary":"all 4 cells close (largest difference 0)","mistakes":[]}
