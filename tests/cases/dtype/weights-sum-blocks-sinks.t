how
  tests/lib/kernel.py: the sink's e first, then the three, summed in blocks of 2
cmd
  $ATTN weights --dtype bf16 --sum-order blocks:2 --sinks '[0.5]' S.csv
file S.csv
  1,2.5,-1
stdout
  0.161,0.72,0.0217
