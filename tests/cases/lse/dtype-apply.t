how
  A kernel's apply has no LSE to pass on (the weights' LSEs are A's values, apply reads T's): refused, with attend's way to both.
cmd
  $ATTN apply -v '[1;2;3]' --dtype bf16 --lse '[0.26,0.707,0.0352,2.3490124]'
stderr
  attn apply: --lse with --dtype is attend's and weights': a kernel's apply has no log-sum-exp to pass on (attend -q Q -k K -v V --dtype T --lse writes O and the LSEs) (see attn apply --help)
status 2
