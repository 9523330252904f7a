cmd
  $ATTN rope --scaling dynamic --factor 2 --original-max 4 <X.csv
file X.csv
  0.8,-0.3,0.25,1.5,-2.0,0.125,0.7,-0.9
  0.3333333333333333,0.2857142857142857,-0.45454545454545453,0.1,0.2,-0.3,0.4,0.5
stderr
  attn rope: --scaling dynamic takes the sequence's length from the largest position, which stdin cannot give before it ends: give --seq-len L (see attn rope --help)
status 2
