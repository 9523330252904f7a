how
  --color alone means always; COLORTERM empty: 256 colours.  Each index is
  the xterm palette entry (cube 16..231, greys 232..255) nearest in CIELAB to
  the 24-bit colour of heatmap-tty-truecolor (checked there against
  matplotlib), computed independently in Python (sRGB -> XYZ D65 -> Lab).
cmd
  COLORTERM= $ATTN heatmap --color W.csv
file W.csv
  0.5,0.5
  0.8044296825069569,0.19557031749304312
stdout escaped
    0 1
  0 \x1b[48;5;30m  \x1b[48;5;30m  \x1b[0m
  1 \x1b[48;5;113m  \x1b[48;5;61m  \x1b[0m
    0 \x1b[48;5;53m \x1b[48;5;53m \x1b[48;5;53m \x1b[48;5;61m \x1b[48;5;61m \x1b[48;5;60m \x1b[48;5;24m \x1b[48;5;24m \x1b[48;5;30m \x1b[48;5;30m \x1b[48;5;30m \x1b[48;5;36m \x1b[48;5;36m \x1b[48;5;35m \x1b[48;5;78m \x1b[48;5;77m \x1b[48;5;113m \x1b[48;5;148m \x1b[48;5;184m \x1b[48;5;184m \x1b[0m 1
