"""check_torch_masks.py - the Python half of tests/check-torch-masks.sh,
which runs it (its header says what is checked, and against what)."""
import math
import os
import random
import sys

import torch

sys.path.insert(0, os.environ["LIB"])
from tally import done, result  # noqa: E402
from torch_attention import run, torch_all, write  # noqa: E402

rng = random.Random(27)
TOL = 1e-12
inf = float("inf")


# --- Hugging Face's mask functions (masking_utils), as they are there -------

def and_masks(*fns):
    def and_mask(b, h, q, kv):
        out = torch.ones((), dtype=torch.bool)
        for f in fns:
            out = out & f(b, h, q, kv)
        return out
    return and_mask


def or_masks(*fns):
    def or_mask(b, h, q, kv):
        out = torch.zeros((), dtype=torch.bool)
        for f in fns:
            out = out | f(b, h, q, kv)
        return out
    return or_mask


def causal_mask_function(b, h, q_idx, kv_idx):
    return kv_idx <= q_idx


def bidirectional_mask_function(b, h, q_idx, kv_idx):
    return q_idx >= 0


def sliding_window_overlay(sliding_window):
    def inner_mask(b, h, q_idx, kv_idx):
        return kv_idx > q_idx - sliding_window
    return inner_mask


def chunked_overlay(chunk_size, left_padding):
    def inner_mask(b, h, q_idx, kv_idx):
        return ((kv_idx - left_padding[b]) // chunk_size ==
                (q_idx - left_padding[b]) // chunk_size)
    return inner_mask


def chunked_causal_mask_function(chunk_size, left_padding):
    return and_masks(chunked_overlay(chunk_size, left_padding),
                     causal_mask_function)


def sliding_window_causal_mask_function(sliding_window):
    return and_masks(sliding_window_overlay(sliding_window),
                     causal_mask_function)


def blockwise_overlay(block_sequence_ids):
    """Gemma 3's image blocks: unmasked when the query and the key are of
    the same group, not -1 (text); a position past the ids is text."""
    def inner_mask(b, h, q_idx, kv_idx):
        n = block_sequence_ids.shape[-1]
        qg = block_sequence_ids[b, q_idx.clamp(max=n - 1)]
        kg = block_sequence_ids[b, kv_idx.clamp(max=n - 1)]
        qg = torch.where(q_idx < n, qg, -1)
        kg = torch.where(kv_idx < n, kg, -1)
        return (qg == kg) & (qg >= 0)
    return inner_mask


def sdpa_mask(q_length, kv_length, mask_function, q_offset=0):
    """The boolean mask of sdpa_mask, batch 1, one head: MASK_FUNCTION on
    every index pair, the queries at q_offset on (True: attend)."""
    q = (torch.arange(q_length) + q_offset).view(-1, 1)
    kv = torch.arange(kv_length).view(1, -1)
    b = torch.zeros((), dtype=torch.long)
    return mask_function(b, None, q, kv).expand(q_length, kv_length)


def paligemma_prefix(q_length, kv_length, prefix, q_offset=0):
    """PaliGemma's training mask: causal (min_dtype above the diagonal of
    cache_position), then masked_fill(token_type_ids == 0, 0): the
    prefix's keys (type 0) seen by every query."""
    min_dtype = -inf
    cache_position = torch.arange(q_length) + q_offset
    causal = torch.full((q_length, kv_length), min_dtype,
                        dtype=torch.float64)
    causal *= torch.arange(kv_length) > cache_position.reshape(-1, 1)
    causal = torch.nan_to_num(causal, nan=0.0)     # 0 * -inf
    token_type_ids = (torch.arange(kv_length) >= prefix).long()
    causal = causal.masked_fill(token_type_ids[None, :] == 0, 0)
    return causal == 0


def causal_lower_right(seq_len_q, seq_len_kv):
    try:
        from torch.nn.attention.bias import causal_lower_right as clr
        return clr(seq_len_q, seq_len_kv)._materialize()
    except ImportError:
        # CausalBias._lower_right, as torch has it
        diagonal_offset = seq_len_kv - seq_len_q
        return torch.tril(torch.ones(seq_len_q, seq_len_kv,
                                     dtype=torch.bool),
                          diagonal=diagonal_offset)


def groups(ids):
    """attn's image ids (0 text, 1, 2, ...) as HF's image_group_ids."""
    return torch.tensor([[i - 1 if i else -1 for i in ids]])


def additive(keep):
    return torch.zeros(keep.shape, dtype=torch.float64).masked_fill(
        ~keep, -inf)


# --- forward and backward in torch: tests/lib/torch_attention.py ----------

def mat(n, m):
    return [[rng.gauss(0, 1) for _ in range(m)] for _ in range(n)]


worst, by_mask = {}, {}


def compare(name, family, kind, got, want):
    fin = want != -inf
    ok = got.shape == want.shape and torch.equal(got == -inf, ~fin)
    if ok:
        big = want[fin].abs().max().item() if fin.any() else 0
        rel = ((got[fin] - want[fin]).abs().max().item() / (big or 1)
               if fin.any() else 0.0)
        worst[kind] = max(worst.get(kind, 0), rel)
        by_mask[family] = max(by_mask.get(family, 0), rel)
        ok = rel <= TOL
    result(ok, "%s, %s:\n  attn  %s\n  torch %s" % (name, kind,
                                                     got.tolist(),
                                                     want.tolist()))


def check(name, family, nq, nk, dk, dv, H, G, opts, keep, policy="zero"):
    """attn's scores, weights, attend and grad with OPTS against torch
    with the boolean mask KEEP (nq x nk, True: attend)."""
    Q, K, V, dO = mat(nq, H * dk), mat(nk, G * dk), mat(nk, G * dv), \
        mat(nq, H * dv)
    for f, m in (("Q", Q), ("K", K), ("V", V), ("dO", dO)):
        write(f + ".csv", m)
    want = torch_all(Q, K, V, dO, H, G, additive(keep), policy)
    heads = ["--heads", str(H), "--kv-heads", str(G)]
    qkv = ["-q", "Q.csv", "-k", "K.csv", "-v", "V.csv"]
    pol = ["--masked-rows", policy]
    compare(name, family, "scores",
            run(["scores"] + qkv[:4] + heads + opts), want["scores"])
    write("S.csv", run(["scores"] + qkv[:4] + heads).tolist())
    compare(name, family, "weights",
            run(["weights", "S.csv", "--heads", str(H)] + opts + pol),
            want["weights"])
    compare(name, family, "attend",
            run(["attend"] + qkv + heads + opts + pol), want["attend"])
    for wrt in ("q", "k", "v", "scores", "weights"):
        compare(name, family, "grad " + wrt,
                run(["grad", "--wrt", wrt, "--dout", "dO.csv"] + qkv +
                    heads + opts + pol), want["grad " + wrt])


def ids_file(ids):
    write("ids.csv", [[i] for i in ids])
    return ["--bidirectional", "ids.csv"]


zero = torch.zeros(1, dtype=torch.long)

# PaliGemma: a prefix every query sees, causal beyond; a chunk of queries
check("--prefix 3, PaliGemma's prefix-LM", "--prefix", 7, 7, 3, 2, 2, 1,
      ["--prefix", "3"], paligemma_prefix(7, 7, 3))
check("--prefix 5 --offset 4, PaliGemma with cached keys", "--prefix", 4, 8,
      2, 3, 4, 2, ["--prefix", "5", "--offset", "4"],
      paligemma_prefix(4, 8, 5, q_offset=4))
check("--prefix 0, no prefix: HF's causal_mask_function", "--prefix", 5, 5,
      2, 2, 1, 1, ["--prefix", "0"], sdpa_mask(5, 5, causal_mask_function))

# Llama 4: chunked causal attention, and a chunk of queries
check("--causal --chunk 3, HF's chunked_causal_mask_function", "--chunk", 9,
      9, 2, 2, 4, 2, ["--causal", "--chunk", "3"],
      sdpa_mask(9, 9, chunked_causal_mask_function(3, zero)))
check("--causal --chunk 4 --offset 6, chunked with q_offset 6", "--chunk", 4,
      10, 3, 2, 2, 2, ["--causal", "--chunk", "4", "--offset", "6"],
      sdpa_mask(4, 10, chunked_causal_mask_function(4, zero), q_offset=6))
check("--chunk 3 alone, chunked_overlay and bidirectional_mask_function",
      "--chunk", 8, 8, 2, 2, 2, 1, ["--chunk", "3"],
      sdpa_mask(8, 8, and_masks(chunked_overlay(3, zero),
                                bidirectional_mask_function)))

# Gemma 3: images seen both ways, on a causal and a sliding layer
ids = [0, 0, 1, 1, 1, 0, 2, 2, 0]
check("--bidirectional, Gemma 3's causal layer", "--bidirectional", 9, 9, 2,
      2, 2, 1, ids_file(ids),
      sdpa_mask(9, 9, or_masks(causal_mask_function,
                               blockwise_overlay(groups(ids)))))
check("--causal --window 3 --bidirectional, Gemma 3's sliding layer "
      "(window 4)", "--bidirectional", 9, 9, 3, 2, 4, 2,
      ["--causal", "--window", "3"] + ids_file(ids),
      sdpa_mask(9, 9, or_masks(sliding_window_causal_mask_function(4),
                               blockwise_overlay(groups(ids)))))
# an image longer than the window: HF ORs the image block with the sliding
# causal mask, so a query sees its whole image, however far; sliding_window
# 3 is --window 2 (the key itself and 2 before it)
ids = [0, 0, 1, 1, 1, 1, 1, 1, 0, 0, 2, 2, 2, 2, 0]
check("--causal --window 2 --bidirectional, Gemma 3's sliding layer "
      "(window 3) with images longer than it", "--bidirectional", 15, 15, 2,
      2, 2, 1, ["--causal", "--window", "2"] + ids_file(ids),
      sdpa_mask(15, 15, or_masks(sliding_window_causal_mask_function(3),
                                 blockwise_overlay(groups(ids)))))
check("--causal --window 2,5 --bidirectional --offset 4, the same, queries "
      "later, R past the diagonal", "--bidirectional", 11, 15, 2, 2, 2, 2,
      ["--causal", "--window", "2,5", "--offset", "4"] + ids_file(ids),
      sdpa_mask(11, 15, or_masks(sliding_window_causal_mask_function(3),
                                 blockwise_overlay(groups(ids))), q_offset=4))
ids = [0, 0, 1, 1, 1, 0, 2, 2, 0]
check("--bidirectional --offset 6, queries at the end", "--bidirectional", 3,
      9, 2, 2, 2, 2, ["--offset", "6"] + ids_file(ids),
      sdpa_mask(3, 9, or_masks(causal_mask_function,
                               blockwise_overlay(groups(ids))), q_offset=6))

# PyTorch's causal_lower_right: fewer queries than keys, and more
check("--causal=lower-right, 3 queries over 7 keys", "--causal=lower-right",
      3, 7, 2, 3, 2, 1, ["--causal=lower-right"], causal_lower_right(3, 7))
check("--causal=lower-right, 6 queries over 4 keys (rows masked whole)",
      "--causal=lower-right", 6, 4, 2, 2, 2, 2, ["--causal=lower-right"],
      causal_lower_right(6, 4), policy="uniform")

# all at once, in attn(1)'s order: the causal rule widened by the prefix
# and the images, then the chunk and a boolean mask narrow it
M = [[1 if rng.random() < 0.8 else 0 for _ in range(8)] for _ in range(8)]
write("M.csv", M)
ids = [1, 1, 0, 2, 2, 2, 0, 0]
check("--prefix 1 --bidirectional --chunk 4 --mask", "all together", 8, 8,
      2, 2, 2, 1, ["--prefix", "1", "--chunk", "4", "--mask", "M.csv"] +
      ids_file(ids),
      sdpa_mask(8, 8, and_masks(
          or_masks(causal_mask_function, lambda b, h, q, kv: kv < 1,
                   blockwise_overlay(groups(ids))),
          chunked_overlay(4, zero),
          lambda b, h, q, kv: torch.tensor(M, dtype=torch.bool)[q, kv])))

print("largest difference from PyTorch, relative to the largest entry:")
for kind, d in worst.items():
    print("  %-22s %.3g" % (kind, d))
for family, d in by_mask.items():
    print("  %-22s %.3g" % (family, d))
done()
