how
  DeepSeek-V3's softmax scale: qk_head_dim 192, YaRN's factor 40 and mscale 1.
  The scale: 0.1352337788608801, the exact 1/sqrt(192)*mscale(40)*mscale(40) rounded once.
cmd
  $ATTN scores --scale '1/sqrt(192)*mscale(40)*mscale(40)' -q '[0.5,-1.25,2]' -k '[1,3,-0.75;0.1,0.2,0.3]'
stdout
  -0.6423604495891804,0.05409351154435203
