cmd
  LC_ALL=de_DE.UTF-8 LC_NUMERIC=de_DE.UTF-8 $ATTN weights --fixed 2 '[0,0]'
stdout
  0.50,0.50
