how
  attn-norm(1)'s options and the common ones.
cmd
  $ATTN help norm | grep -o -- '--[a-z0-9-]*' | LC_ALL=C sort -u
stdout
  --delimiter
  --dout
  --eps
  --fixed
  --head-dim
  --header
  --heads
  --help
  --jobs
  --l2
  --layout
  --no-progress
  --output
  --plus-one
  --precision
  --progress
  --rms
  --show-work
  --tab
  --unbuffered
  --weight
  --wrt
