cmd
  $ATTN attend --lse -q '[1,0]' -k '[1,0]' -v '[2,0]' >P1.csv; $ATTN attend --lse -q '[1,0]' -k '[0,1]' -v '[0,2]' >P2.csv; $ATTN merge --lse P1.csv P2.csv
stdout
  # attn lse: heads=1 keys=2 sinks=none masked-rows=zero
  1.339523098653314,0.6604769013466861,1.1079403076572498
