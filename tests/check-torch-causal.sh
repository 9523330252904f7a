#!/bin/sh
# check-torch-causal.sh - attn's masks against PyTorch's.
#
# A 6x6 example: attn computes the scores, then `attn weights --causal`;
# PyTorch takes the very same scores (read back from attn's output, which
# loses nothing), masks them with a lower-triangular boolean mask and runs
# torch.softmax in float64.  The weights must agree within 1e-15 (absolute).
# The same is done for the other masks, each built the PyTorch way: a window
# with causal (FlashAttention's window_size), bottom-right alignment (tril
# with diagonal n_k - n_q), a boolean attn_mask, a float attn_mask (bias),
# temperature and softcap; and attend against softmax(...) @ V.
. "$(dirname "$0")/lib/check.sh"
need python3-torch /usr/lib/python3/dist-packages/torch/__init__.py
scratch torch
cd "$tmp" || exit 2

cat >Q.csv <<'EOF'
0.31,-1.2,0.77,2.05
-0.58,0.44,1.9,-0.23
1.13,0.09,-0.66,0.71
-1.47,1.62,0.38,-0.95
0.26,-0.81,-1.34,1.18
2.2,0.57,0.12,-0.49
EOF
cat >K.csv <<'EOF'
0.92,0.35,-1.1,0.48
-0.27,1.41,0.63,-0.88
1.55,-0.72,0.29,0.16
-0.43,-0.19,1.27,1.73
0.68,0.84,-0.51,-1.36
-1.02,0.23,0.94,0.37
EOF
cat >V.csv <<'EOF'
1.5,-0.25,0.75
-0.6,1.1,0.3
0.45,0.9,-1.3
2.1,-0.8,0.05
-0.35,0.62,1.44
0.8,1.9,-0.7
EOF
cat >M.csv <<'EOF'
1,0,1,1,1,1
1,1,1,0,1,1
0,1,1,1,0,1
1,1,0,1,1,0
1,1,1,1,1,1
0,1,1,0,1,1
EOF
cat >B.csv <<'EOF'
0,0.5,-1,0,2,0
-inf,0,0,1,0,0.25
0.3,-0.3,0,-inf,0,0
1,0,-2,0.5,0,0
0,0,0,0,-inf,1
-0.5,0,1,0,0,0
EOF

"$ATTN" scores -q Q.csv -k K.csv >S.csv || die "attn scores"
"$ATTN" scores -q Q.csv -k K.csv --causal >Sc.csv || die "attn scores --causal"
"$ATTN" weights --causal S.csv >W-causal.csv || die "weights --causal"
"$ATTN" weights --causal --window 2 S.csv >W-window.csv || die "--window"
tail -n 3 S.csv >S3.csv
"$ATTN" weights --causal --offset 3 S3.csv >W-bottom.csv || die "--offset"
"$ATTN" weights --mask M.csv S.csv >W-mask.csv || die "--mask"
"$ATTN" weights --bias B.csv S.csv >W-bias.csv || die "--bias"
"$ATTN" weights --causal --temperature 0.7 S.csv >W-temp.csv || die "--temperature"
"$ATTN" weights --causal --softcap 0.5 S.csv >W-cap.csv || die "--softcap"
"$ATTN" attend -q Q.csv -k K.csv -v V.csv --causal >O-causal.csv || die "attend"

/usr/bin/python3 "$here/lib/check_torch_causal.py"
