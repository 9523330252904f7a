how
  Lesson 1 without the scale: the report as one JSON object, its numbers in full (mpmath, as checkof-lesson1-no-scale).
cmd
  $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' --json '[0.5,0.5;0.881,0.119]'
stdout
  {"status":1,"verdict":"wrong","rule":"digits","of":"weights","atol":1e-08,"rtol":1e-05,"decimals":null,"dtype":null,"accumulate":null,"recipe":null,"block":null,"factor":null,"ulps":null,"cells":4,"differing":2,"shapes":null,"largest":{"difference":0.0765703174930431,"row":1,"column":0,"ulps":null},"reference":null,"bound":null,"ratio":null,"mismatched":null,"greatest_absolute":null,"greatest_relative":null,"differing_cells":[{"expected":0.8044296825069569,"got":0.881,"difference":0.0765703174930431,"ulps":null,"row":1,"column":0},{"expected":0.19557031749304307,"got":0.119,"difference":0.07657031749304308,"ulps":null,"row":1,"column":1}],"summary":"2 of 4 cells differ (largest difference 0.0765703 at row 1, column 0)","localisation":null,"mistakes":[{"id":"no-scale","ids":["no-scale"],"words":"the dot products were not divided by sqrt(d_k) = 1.41421","kind":"mistake"},{"id":"scores-rounded","ids":["scores-rounded"],"words":"the scores were rounded to whole numbers before the softmax","kind":"mistake"}],"error":null}
status 1
