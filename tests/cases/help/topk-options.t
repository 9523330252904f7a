how
  Every long option attn(1) gives topk, and the common ones
cmd
  $ATTN help topk | grep -o -- '--[a-z-]*' | LC_ALL=C sort -u
stdout
  --count
  --delimiter
  --fixed
  --header
  --heads
  --help
  --layout
  --no-progress
  --one-based
  --output
  --pairs
  --precision
  --progress
  --tab
  --unbuffered
  --values
