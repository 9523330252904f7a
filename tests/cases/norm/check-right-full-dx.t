how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one. The answer is the right dX in full.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 --dout D.csv answer.csv -p 6
file D.csv
  1.0,-0.5,2.0,0.25
  -1.0,1.0,0.5,2.0
  0.5,1.5,-1.0,-0.75
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  0.23811885748303444,-0.17551483861425543,1.506037498922015,1.2351674451590628
  -0.873781760515314,0.19208133528569402,0.0744835096591514,-0.01655189103536698
  -0.07155850072454334,-0.1967858769924942,-0.09326826561715672,0.350138243054572
stdout
  right to the digits written (12 cells)
