cmd
  $ATTN rank '[ ; ]'
