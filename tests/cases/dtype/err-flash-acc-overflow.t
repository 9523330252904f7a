how
  acc = 60000 + 60000 past f16's 65504 in the accumulators
cmd
  $ATTN attend -q '[0]' -k '[0;0]' -v '[60000;60000]' --dtype bf16 --accumulate f16 --recipe flash --block 1
stderr
  attn attend: <literal>:1: the output for column 0 overflows f16
status 1
