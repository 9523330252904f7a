how
  An answer typed by hand.  x = [1,2], W = [1,0; -1,1], b = [10,20].
  Right: x W + b = [1*1 + 2*(-1), 1*0 + 2*1] + b = [-1, 2] + [10, 20] = [9, 22].
  The answer: x W^T + b, W^T = [1,-1; 0,1]: [1*1 + 2*0, 1*(-1) + 2*1] + b
  = [1, 1] + [10, 20] = [11, 21].  W is square, so W^T fits.
cmd
  $ATTN check --of project -w '[1,0;-1,1]' -b '[10,20]' -x '[1,2]' '[11,21]'
stdout
  row 0, column 0: expected 9, got 11, difference 2
  row 0, column 1: expected 22, got 21, difference 1
  2 of 2 cells differ (largest difference 2 at row 0, column 0)
  likely mistake (w-transposed): x W^T, not x W: W's rows were taken for its columns
status 1
