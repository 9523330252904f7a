how
  Two parts of the keys of Q [1,0,2; 0.5,1,-1], K and V 3 x 3, as attend --lse writes them (O then L, exactly rounded); the expected merge exactly rounded from their doubles (mpmath).  The answer is the merge with its LSE, in full.
cmd
  $ATTN check --of merge P1.csv P2.csv answer.csv -p 6
file P1.csv
  0.3595425243193725,1.9213724270418826,0.07862757295811751,1.600273090608644
  0.8089768495039894,0.5730694514880319,1.426930548511968,1.65536065149506
file P2.csv
  2,1,0,1.7320508075688772
  2,1,0,-1.4433756729740643
file answer.csv
  1.2337371252315599,1.4303759744729512,0.03672718798514106,2.3614782316965344
  0.8603807064801173,0.5914955222535829,1.3653450673229335,1.6994791259643678
stdout
  right to the digits written (8 cells)
