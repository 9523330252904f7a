how
  Lesson 2: q=[1,0], K=[[1,0],[0,1]], V=[[2,0],[0,2]], d_k=2.
  Each stage exactly rounded from its own input (mpmath, 400 bits; see
  ex_scores, ex_weights, ex_apply in tests/gen/stages.py):
    scores  0.7071067811865476,0
    weights 0.669761549326657,0.33023845067334306
    output  1.339523098653314,0.6604769013466861
  The lesson rounds these to 0.669762, 0.330238 and 1.339523, 0.660477.

  The lesson's Python reference divides by sqrt(2) in double, which gives
  the score 0.7071067811865475, one unit in the last place below the exactly
  rounded 1/sqrt(2).  From that score the exactly rounded weights are
  0.6697615493266569,0.33023845067334306 and the output 1.3395230986533138,0.6604769013466861.
  Its asserts .6697615493266569 and 1.3395230986533138 are these values;
  its .6604769013466862 is one unit in the last place above the exactly
  rounded 0.6604769013466861 and passes only through isclose.  (The weight of the
  real number 1/sqrt(2), rounded once, is also .6697615493266569; the
  per-stage rule gives .669761549326657 because the score is rounded first.)
cmd
  $ATTN scores -q q.csv -k K.csv | $ATTN weights | $ATTN apply -v V.csv
file K.csv
  1,0
  0,1
file V.csv
  2,0
  0,2
file q.csv
  1,0
stdout
  1.339523098653314,0.6604769013466861
