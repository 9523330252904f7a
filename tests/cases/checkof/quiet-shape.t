how
  Lesson 1; the right weights are the exactly rounded ones (see checkof-lesson1-no-scale).  -s writes nothing.
cmd
  $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' -s '[1,2,3]'; echo "status $?"
stdout
  status 1
