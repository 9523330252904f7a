cmd
  $ATTN attend --lse -q '[1,0]' -k '[1,0;0,1]' -v '[2,0;0,2]'
stdout
  # attn lse: heads=1 keys=2 sinks=none masked-rows=zero
  1.339523098653314,0.6604769013466861,1.1079403076572498
