how
  Past the length even where L <= L0 leaves the frequencies unscaled: the length given is not the rows'.
cmd
  $ATTN rope --scaling dynamic --factor 4 --original-max 2048 --seq-len 1 --offset 1 X.csv
file X.csv
  0.8,-0.3,0.25,1.5,-2.0,0.125,0.7,-0.9
  0.3333333333333333,0.2857142857142857,-0.45454545454545453,0.1,0.2,-0.3,0.4,0.5
stderr
  attn rope: X.csv:1: the row sits at position 1, past --seq-len 1 (a sequence of L positions has 0 to L-1)
status 1
