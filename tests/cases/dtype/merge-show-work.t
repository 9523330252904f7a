cmd
  $ATTN merge --dtype bf16 --show-work '[1,2,0]' '[3,4,0]'
stderr
  attn merge: --show-work is not taken with --dtype (it shows the exact merge's steps) (see attn merge --help)
status 2
