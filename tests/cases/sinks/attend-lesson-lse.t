cmd
  $ATTN attend --lse --sinks '[1]' -q '[1,0]' -k '[1,0;0,1]' -v '[2,0;0,2]'
stdout
  # attn lse: heads=1 keys=2 sinks=in masked-rows=zero
  0.7058736278290112,0.34804418596406106,1.7485730166666686
