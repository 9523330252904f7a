cmd
  $ATTN --help | tail -n 2
stdout
  attn help COMMAND (or attn COMMAND --help) for its options; man attn for all
  (or man ./man/attn.1 in the source tree, before make install).
