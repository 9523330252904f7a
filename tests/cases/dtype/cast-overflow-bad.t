cmd
  $ATTN cast --dtype f16 --overflow wrap '[1]'
stderr
  attn cast: --overflow takes error, inf or saturate, not 'wrap' (see attn cast --help)
status 2
