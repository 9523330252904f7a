cmd
  $ATTN check --of attend -q '[1,0]' -k '[1,0;0,1]' -v '[2,0;0,2]' --sinks '[0]' '[1.0069796869691077,0.4965101565154461]'
stdout
  right to the digits written (2 cells)
