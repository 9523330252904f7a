how
  attn(1)'s project options and the common ones (Options of every
  subcommand).
cmd
  $ATTN help project | grep -o -- '--[a-z-]*' | LC_ALL=C sort -u
stdout
  --bias
  --delimiter
  --dout
  --fixed
  --header
  --help
  --jobs
  --layout
  --no-progress
  --output
  --precision
  --progress
  --tab
  --transposed
  --unbuffered
  --weight
  --wrt
