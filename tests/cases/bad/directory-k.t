cmd
  mkdir -p d && $ATTN scores -q '[1]' -k d
stderr
  attn scores: d: is a directory
status 1
