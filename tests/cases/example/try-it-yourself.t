how
  Lesson 2's key table (scores 1, 0, -1) and its first two hand tasks: q=[1,0] against [1,0],[0,1] gives [1,0]; q=[1,-1] against [1,0],[-1,1] gives [1-0, -1-1] = [1,-2].
cmd
  $ATTN scores --no-scale -q '[1,0]' -k '[1,0;0,1;-1,0.5]'; $ATTN scores --no-scale -q '[1,0]' -k '[1,0;0,1]' | $ATTN check '[1,0]'; $ATTN scores --no-scale -q '[1,-1]' -k '[1,0;-1,1]' | $ATTN check '[1,-2]'
stdout
  1,0,-1
  all 2 cells close (largest difference 0)
  all 2 cells close (largest difference 0)
