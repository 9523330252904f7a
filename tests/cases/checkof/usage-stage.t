cmd
  $ATTN check --of softmax -q '[1,0;0,1]' -k '[1,1;1,-1]' '[1,1;1,1]'
stderr
  attn check: --of takes scores, weights, attend, apply, grad, project, rope, merge or norm, not 'softmax' (see attn check --help)
status 2
