how
  The options attn-merge(1) lists, and --offset, which its help names in the recipe for a causal part.
cmd
  $ATTN help merge | grep -o -- '--[a-z-]*' | LC_ALL=C sort -u
stdout
  --accumulate
  --delimiter
  --dtype
  --fixed
  --header
  --heads
  --help
  --jobs
  --layout
  --lse
  --masked-rows
  --no-progress
  --offset
  --output
  --precision
  --progress
  --show-work
  --sinks
  --tab
  --unbuffered
