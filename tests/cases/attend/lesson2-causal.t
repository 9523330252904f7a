how
  Lesson 2: if only the first key is causally allowed, the output becomes [2,0].
cmd
  $ATTN attend -q '[1,0]' -k '[1,0;0,1]' -v '[2,0;0,2]' --causal
stdout
  2,0
