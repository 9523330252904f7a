how
  An answer typed by hand: the second lesson backwards (attn-grad(1)).
  A = [0.669762, 0.330238] (see mistake-attend-weights-rounded);
  dA = dO V^T = [1,0] [2,0; 0,2]^T = [2, 0]; rowsum(A * dA) = 1.339523.
  Right: dS = A * (dA - rowsum) = [0.669762 * 0.660477, 0.330238 * -1.339523]
  = [0.442362, -0.442362], at -p 3 0.442 and -0.442.
  The answer is A * dA = [1.339523, 0], to two decimals 1.34 and 0 (a whole
  number, taken as exact).  Differences: 1.34 - 0.442362 = 0.897638 -> 0.898,
  0.442362 -> 0.442.
cmd
  $ATTN check --of grad --wrt scores -q '[1,0]' -k '[1,0;0,1]' -v '[2,0;0,2]' --dout '[1,0]' -p 3 '[1.34,0]'
stdout
  row 0, column 0: expected 0.442, got 1.34, difference 0.898
  row 0, column 1: expected -0.442, got 0, difference 0.442
  2 of 2 cells differ (largest difference 0.898 at row 0, column 0)
  likely mistake (no-rowsum): dS = A * dA: the softmax's backward without its - rowsum(A * dA)
status 1
