how
  Lesson 1's printed weights [0.50,0.50;0.804,0.196] against the exact 0.8044296825..., 0.1955703174...: off by 0.0004297 (4 digits: 0.0004297).
cmd
  $ATTN scores -q '[1,0;0,1]' -k '[1,1;1,-1]' | $ATTN weights | $ATTN check '[0.50,0.50;0.804,0.196]' --atol 5e-4 -p 4
stdout
  all 4 cells close (largest difference 0.0004297)
