how
  Range -1..0 (the finite values; -1 is outside [0, 1]): 0 is the top of
  viridis (matplotlib 253,231,37; ours 252,231,33), -1 the bottom (68,1,84;
  ours 71,1,85), checked with tests/heatmap-check.py ansi.  -inf is a middle
  dot (U+00B7) on the default background, nan '?', each twice (two-character
  cells), and both are in the legend.  COLORTERM=24bit counts as truecolor.
cmd
  COLORTERM=24bit $ATTN heatmap --color=always "[0,-inf;nan,-1]"
stdout escaped
    0 1
  0 \x1b[48;2;252;231;33m  \x1b[0m··\x1b[0m
  1 \x1b[0m??\x1b[48;2;71;1;85m  \x1b[0m
    -1 \x1b[48;2;71;10;94m \x1b[48;2;72;28;110m \x1b[48;2;71;45;123m \x1b[48;2;68;61;132m \x1b[48;2;64;75;138m \x1b[48;2;58;89;141m \x1b[48;2;51;102;142m \x1b[48;2;43;114;142m \x1b[48;2;37;126;141m \x1b[48;2;32;138;140m \x1b[48;2;31;150;138m \x1b[48;2;34;162;134m \x1b[48;2;42;174;128m \x1b[48;2;56;185;119m \x1b[48;2;77;195;106m \x1b[48;2;104;205;88m \x1b[48;2;136;213;68m \x1b[48;2;172;220;48m \x1b[48;2;207;225;32m \x1b[48;2;239;229;28m \x1b[0m 0   \x1b[0m··\x1b[0m -inf   \x1b[0m??\x1b[0m nan
