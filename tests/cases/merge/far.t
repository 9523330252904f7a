cmd
  $ATTN merge '[0,0]' '[1e300,-1000]'
stdout
  5.075958897549457e-135
