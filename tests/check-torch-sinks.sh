#!/bin/sh
# check-torch-sinks.sh - --sinks, --lse, merge and grad --wrt sinks
# against PyTorch in float64, written the way the model code writes them:
#
#   - attend --sinks against gpt-oss's sdpa (its torch reference model):
#     the sink of each query head as one more column of the logits,
#     torch.softmax, the column dropped, causal and sliding-window masks
#     as its triu/tril mask, grouped heads as its expand;
#   - weights --sinks on attn's own scores against the same softmax;
#   - weights --lse and attend --lse against torch.logsumexp of the same
#     logits (the sink's column included);
#   - merge of attend --lse over random parts of K and V against the
#     attention over all of K in torch;
#   - grad --wrt q, k, v, scores, weights and sinks against autograd, the
#     sinks an nn.Parameter as in gpt-oss.
#
# Each must agree within 1e-12 of the largest entry of its matrix; the
# largest relative difference of each is printed (about 1e-16 to 1e-15).
. "$(dirname "$0")/lib/check.sh"
need python3-torch /usr/lib/python3/dist-packages/torch/__init__.py
scratch torch-sinks
cd "$tmp" || exit 2

/usr/bin/python3 "$here/lib/check_torch_sinks.py"
