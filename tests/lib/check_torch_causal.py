"""check_torch_causal.py - the Python half of tests/check-torch-causal.sh,
which runs it (its header says what is checked, and against what)."""
import math
import torch

def load(path):
    with open(path) as f:
        return torch.tensor([[float(x) for x in line.split(",")]
                             for line in f], dtype=torch.float64)

S, Q, K, V = load("S.csv"), load("Q.csv"), load("K.csv"), load("V.csv")
n = S.shape[0]
ones = torch.ones(n, n, dtype=torch.bool)
causal = torch.tril(ones)
window = causal & ~torch.tril(ones, diagonal=-3)    # j >= i - 2
M = load("M.csv") != 0
B = load("B.csv")
inf = float("inf")

def masked_softmax(s, allow):
    # PyTorch's boolean attn_mask: True = may attend.
    return torch.softmax(s.masked_fill(~allow, -inf), dim=-1)

checks = [
    ("weights --causal", "W-causal.csv", masked_softmax(S, causal)),
    ("weights --causal --window 2", "W-window.csv",
     masked_softmax(S, window)),
    ("weights --causal --offset 3 (bottom-right)", "W-bottom.csv",
     masked_softmax(S[3:], torch.tril(torch.ones(3, n, dtype=torch.bool),
                                      diagonal=n - 3))),
    ("weights --mask (boolean attn_mask)", "W-mask.csv",
     masked_softmax(S, M)),
    ("weights --bias (float attn_mask)", "W-bias.csv",
     torch.softmax(S + B, dim=-1)),
    ("weights --causal --temperature 0.7", "W-temp.csv",
     masked_softmax(S / 0.7, causal)),
    ("weights --causal --softcap 0.5", "W-cap.csv",
     masked_softmax(0.5 * torch.tanh(S / 0.5), causal)),
    ("attend --causal", "O-causal.csv",
     masked_softmax(Q @ K.T / math.sqrt(K.shape[1]), causal) @ V),
]
passed = failed = 0
# The masked scores themselves: -inf exactly where PyTorch's mask is False.
Sc = load("Sc.csv")
if torch.equal(torch.isinf(Sc), ~causal) and torch.equal(Sc[causal],
                                                          S[causal]):
    passed += 1
else:
    failed += 1
    print("FAIL scores --causal: -inf pattern differs from torch.tril")
for name, path, want in checks:
    got = load(path)
    diff = (got - want).abs().max().item()
    if got.shape == want.shape and diff <= 1e-15:
        passed += 1
    else:
        failed += 1
        print("FAIL %s: largest difference %g" % (name, diff))
print("causal 6x6: largest difference from torch.softmax %g" %
      (load("W-causal.csv") - checks[0][2]).abs().max().item())
print("%d passed, %d failed" % (passed, failed))
raise SystemExit(1 if failed else 0)
