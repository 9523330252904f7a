how
  by hand: dO v = 3.6e9 is past f16's 65504 (dP in f16, the math recipe's), and so is P times it, 1.8e9 (dS in f16, the flash recipe's); dV = 3 times 0.5 60000 = 90000
cmd
  $ATTN grad --wrt q -q '[1]' -k '[1;1]' -v '[60000;-60000]' --dout '[60000]' --dtype f16
stderr
  attn grad: <literal>:1: dP for key 0 overflows f16
status 1
