how
  Lesson 1's weights times the identity V are the weights: [0.50, 0.50] / [0.804, 0.196].
cmd
  $ATTN attend -k '[1,1;1,-1]' -v '[1,0;0,1]' --fixed 3
stdin
  1,0
  0,1
stdout
  0.500,0.500
  0.804,0.196
