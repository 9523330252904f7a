how
  An answer typed by hand: the first lesson's weights as percentages.
  Scores: row 0 [1,1]/sqrt(2) = [0.7071, 0.7071], row 1 [1,-1]/sqrt(2).
  Weights: row 0 [0.5, 0.5]; row 1 e^0.7071 / (e^0.7071 + e^-0.7071)
  = 1 / (1 + e^-1.4142) = 0.804430, and 0.195570.
  Times 100: 50 and 50 (whole numbers, taken as exact), 80.443 and 19.557,
  which 80.4 and 19.6 match to one unit of their last digit (0.1).
  Differences at -p 3: 50 - 0.5 = 49.5, 80.4 - 0.80443 = 79.5956 -> 79.6,
  19.6 - 0.19557 = 19.40443 -> 19.4.
cmd
  $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' -p 3 '[50,50;80.4,19.6]'
stdout
  row 0, column 0: expected 0.5, got 50, difference 49.5
  row 0, column 1: expected 0.5, got 50, difference 49.5
  row 1, column 0: expected 0.804, got 80.4, difference 79.6
  row 1, column 1: expected 0.196, got 19.6, difference 19.4
  4 of 4 cells differ (largest difference 79.6 at row 1, column 0)
  likely mistake (percent): the weights were written as percentages, times 100
status 1
