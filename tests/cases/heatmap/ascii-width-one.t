cmd
  COLUMNS=1 $ATTN heatmap --ascii '[1,2,3,4]' | tail -n 1
stdout
    1 of 4 columns shown, sampled evenly to fit 1 character (--svg draws all)
