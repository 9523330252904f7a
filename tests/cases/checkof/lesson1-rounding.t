how
  The lesson's own rounded weights: right to the digits written.
cmd
  $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' '[0.50,0.50;0.804,0.196]' -p 3
stdout
  right to the digits written (4 cells)
