how
  Lesson 2 worked example: output ~ [1.339523, 0.660477]; the lesson's
  reference code asserts 1.3395230986533138 and .6604769013466862, and mpmath
  (2e^(1/sqrt2)/(e^(1/sqrt2)+1) etc.) agrees to 7 significant digits.
cmd
  $ATTN attend -q '[1,0]' -k '[1,0;0,1]' -v '[2,0;0,2]' -p 7
stdout
  1.339523,0.6604769
