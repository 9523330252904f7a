how
  the working laid out as attn(1) shows it, from tests/lib/kernel.py's steps
cmd
  $ATTN attend -q '[1,0;0.3,-1.2]' -k '[1,0.5;-0.7,2;0.25,1]' -v '[1,2;3,-1;0.5,0.25]' --dtype bf16 --accumulate f32 --show-work
stdout
  1.164,0.98
  1.06,1.11
stderr
  row 0 (<literal> line 1): q = [1, 0]
    kernel         bf16, accumulators f32, the math recipe
    q~ = c q       bf16 [0.707, 0]
    q~.k           f32  [0.70703125, -0.4943695, 0.17675781]
    scores         bf16 [0.707, -0.494, 0.177]
    row max        bf16 0.707
    exp(s - max)   f32  [1, 0.30084145, 0.58844405]
    sum            f32  1.8892856
    e / sum        bf16 [0.53, 0.159, 0.31]
    P V            f32  [1.1640625, 0.98095703]
    output         bf16 [1.164, 0.98]
  row 1 (<literal> line 2): q = [0.3, -1.2]
    kernel         bf16, accumulators f32, the math recipe
    q~ = c q       bf16 [0.213, -0.85]
    q~.k           f32  [-0.21289062, -1.8519821, -0.79833984]
    scores         bf16 [-0.213, -1.85, -0.797]
    row max        bf16 -0.213
    exp(s - max)   f32  [1, 0.19423784, 0.55767196]
    sum            f32  1.7519099
    e / sum        bf16 [0.57, 0.111, 0.318]
    P V            f32  [1.0620117, 1.109375]
    output         bf16 [1.06, 1.11]
