cmd
  $ATTN heatmap --help | head -1; $ATTN help heatmap | sed -n 3p; $ATTN --help | grep heatmap
stdout
  usage: attn heatmap [options] [FILE]
  Draw the matrix in FILE (or stdin): rows down, columns across.  On a
    heatmap     draw a matrix: terminal colours, ASCII or SVG
