how
  O is in --dtype: 70000 is past f16's 65504 (an LSE, in f32, may be)
cmd
  $ATTN merge --dtype f16 P1.csv P2.csv
file P1.csv
  1,70000,0
file P2.csv
  3,4,70000
stderr
  attn merge: P1.csv:1: field 2, 70000, is too large for f16 (its largest value is 65504): O is in --dtype
status 1
