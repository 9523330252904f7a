how
  Every long option attn(1) gives apply, and the common ones
cmd
  $ATTN help apply | grep -o -- '--[a-z-]*' | LC_ALL=C sort -u
stdout
  --accumulate
  --delimiter
  --dtype
  --fixed
  --header
  --heads
  --help
  --jobs
  --kv-heads
  --layout
  --lse
  --no-progress
  --output
  --precision
  --progress
  --recipe
  --tab
  --unbuffered
  --values
