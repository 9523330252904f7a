how
  The parts are attend --lse over key 0 and key 1 of the second lesson, each exactly rounded; the merge is exact from their doubles.
cmd
  $ATTN merge P1.csv P2.csv
file P1.csv
  2,0,0.7071067811865476
file P2.csv
  0,2,0
stdout
  1.339523098653314,0.6604769013466861
