how
  An answer typed by hand.  Q = [1,1; 0,1], K = [1,0; 2,1], --no-scale.
  The right scores Q K^T pair row i of Q with row j of K:
    row 0: [1,1].[1,0] = 1, [1,1].[2,1] = 3;  row 1: [0,1].[1,0] = 0, [0,1].[2,1] = 1.
  The answer is Q K, row i of Q with column j of K:
    row 0: 1*1 + 1*2 = 3, 1*0 + 1*1 = 1;  row 1: 0*1 + 1*2 = 2, 0*0 + 1*1 = 1.
  d_k = n_k = 2, so Q K has the shape of Q K^T and no-transpose is tried;
  the right matrix transposed, [1,0; 3,1], is not the answer.
cmd
  $ATTN check --of scores --no-scale -q '[1,1;0,1]' -k '[1,0;2,1]' '[3,1;2,1]'
stdout
  row 0, column 0: expected 1, got 3, difference 2
  row 0, column 1: expected 3, got 1, difference 2
  row 1, column 0: expected 0, got 2, difference 2
  3 of 4 cells differ (largest difference 2 at row 0, column 0)
  likely mistake (no-transpose): the scores were Q K, not Q K^T: K's 2 rows were taken for its columns
status 1
