cmd
  $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' --sinks '[0.3]' '[0.3751538436762911,0.3751538436762911;0.5239195880183974,0.12737361934515162]'
stdout
  right to the digits written (4 cells)
