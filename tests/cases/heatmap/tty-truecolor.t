how
  On a terminal (script(1)), COLORTERM=truecolor, NO_COLOR empty (which
  no-color.org says does not count): 24-bit background colours.  Checked with
  tests/heatmap-check.py ansi stdout W.csv (each cell within 4/255 of
  matplotlib's viridis at the weight, range 0..1), and the legend's 20 steps
  at t = (k + 0.5) / 20 against matplotlib the same way.
cmd
  NO_COLOR= COLORTERM=truecolor COLUMNS=80 script -qec "$ATTN heatmap W.csv" /dev/null | tr -d "\r"
file W.csv
  0.5,0.5
  0.8044296825069569,0.19557031749304312
stdout escaped
    0 1
  0 \x1b[48;2;31;144;139m  \x1b[48;2;31;144;139m  \x1b[0m
  1 \x1b[48;2;122;210;77m  \x1b[48;2;67;67;135m  \x1b[0m
    0 \x1b[48;2;71;10;94m \x1b[48;2;72;28;110m \x1b[48;2;71;45;123m \x1b[48;2;68;61;132m \x1b[48;2;64;75;138m \x1b[48;2;58;89;141m \x1b[48;2;51;102;142m \x1b[48;2;43;114;142m \x1b[48;2;37;126;141m \x1b[48;2;32;138;140m \x1b[48;2;31;150;138m \x1b[48;2;34;162;134m \x1b[48;2;42;174;128m \x1b[48;2;56;185;119m \x1b[48;2;77;195;106m \x1b[48;2;104;205;88m \x1b[48;2;136;213;68m \x1b[48;2;172;220;48m \x1b[48;2;207;225;32m \x1b[48;2;239;229;28m \x1b[0m 1
