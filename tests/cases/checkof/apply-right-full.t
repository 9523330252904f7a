how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The weights A given: O = A V, exactly rounded (mpmath).  The answer is it, in full.
cmd
  $ATTN check --of apply -a A.csv -v V.csv answer.csv -p 6
file A.csv
  0.5,0.25,0.25
  0.1,0.6,0.3
  0.2,0.2,0.6
file V.csv
  1,0,2
  0,3,-1
  2,1,0
file answer.csv
  1,1,0.75
  0.7,2.1,-0.39999999999999997
  1.4,1.2,0.2
stdout
  right to the digits written (9 cells)
