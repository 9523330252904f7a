how
  Every long option attn(1) gives rank, and the common ones
cmd
  $ATTN help rank | grep -o -- '--[a-z-]*' | LC_ALL=C sort -u
stdout
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
