how
  Row 0 sits before every key, so both parts mask it; the merge gives the mean of all three rows of V from the parts' means (one key and two), exactly rounded from their doubles, where attend over all of K sums V with weights 1/3 rounded: an ulp apart here.  Row 1 sees key 0 alone.
cmd
  $ATTN attend --lse -q Q.csv --heads 2 --kv-heads 1 -k K1.csv -v V1.csv --causal --offset -1 --masked-rows uniform >P1.csv; $ATTN attend --lse -q Q.csv --heads 2 --kv-heads 1 -k K2.csv -v V2.csv --causal --offset -2 --masked-rows uniform >P2.csv; $ATTN merge --heads 2 --lse --masked-rows uniform P1.csv P2.csv; $ATTN attend --lse -q Q.csv --heads 2 --kv-heads 1 -k K.csv -v V.csv --causal --offset -1 --masked-rows uniform
file K.csv
  1,-0.5
  0.5,2
  -1,0.25
file K1.csv
  1,-0.5
file K2.csv
  0.5,2
  -1,0.25
file Q.csv
  1,0.5,-0.5,2
  0.25,-1,1.5,0.75
file V.csv
  1,2
  -0.5,0.25
  3,-1
file V1.csv
  1,2
file V2.csv
  -0.5,0.25
  3,-1
stdout
  # attn lse: heads=2 keys=3 sinks=none masked-rows=uniform
  1.1666666666666667,0.4166666666666667,1.1666666666666667,0.4166666666666667,-inf,-inf
  1,2,1,2,0.5303300858899106,0.795495128834866
  # attn lse: heads=2 keys=3 sinks=none masked-rows=uniform
  1.1666666666666665,0.41666666666666663,1.1666666666666665,0.41666666666666663,-inf,-inf
  1,2,1,2,0.5303300858899106,0.795495128834866
