how
  Lesson 2 (L4.2): the reference code's output, which is the exactly rounded one.
cmd
  $ATTN check --of attend -q '[1,0]' -k '[1,0;0,1]' -v '[2,0;0,2]' '[1.3395230986533138,0.6604769013466862]'
stdout
  right to the digits written (2 cells)
