cmd
  $ATTN check x.csv x.csv -o y.npy
after
  ls -a | grep npy || echo no y.npy
file x.csv
  1
stdout
  no y.npy
stderr
  attn check: y.npy: a .npy holds numbers only, and this output has text in it: write it as CSV
status 2
