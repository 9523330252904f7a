#!/bin/sh
# check-torch-masks.sh - the masks of current models against PyTorch in
# float64, each mask built as the model code builds it:
#
#   * Hugging Face's mask functions (transformers' masking_utils), written
#     out here as they are there and evaluated on every (q_idx, kv_idx)
#     as sdpa_mask does, the queries starting at q_offset (attn's
#     --offset): causal_mask_function (kv <= q), chunked_overlay (the same
#     chunk of positions) and chunked_causal_mask_function, Llama 4's;
#     bidirectional_mask_function; sliding_window_overlay; and and_masks,
#     or_masks to join them;
#   * PaliGemma's prefix-LM mask: the causal mask, then every key of the
#     prefix (token_type_ids 0) unmasked for every query, as its
#     _update_causal_mask does in training;
#   * Gemma 3's images: the causal (or sliding causal) mask or'ed with the
#     image block, both tokens of one image group (image_group_ids, -1 for
#     text, so attn's ids less one), as its token_type_ids_mask_function
#     and masking_utils' blockwise_overlay have it, so that an image
#     longer than the window is seen whole;
#   * PyTorch's causal_lower_right: torch.nn.attention.bias's, when this
#     torch has it; else its _lower_right written out, tril(ones(n_q,
#     n_k), diagonal=n_k - n_q).
#
# Each against scores, weights, attend and grad --wrt q, k, v, scores and
# weights, with heads through view and repeat_interleave and autograd
# through loss = sum(O * dO); a fully masked row through torch.where.
# Every matrix must agree within 1e-12 of its largest entry, and the masked
# cells must be exactly torch's; the largest difference of each kind and
# of each mask is printed (about 1e-15 is expected).
. "$(dirname "$0")/lib/check.sh"
need python3-torch /usr/lib/python3/dist-packages/torch/__init__.py
scratch torch-masks
cd "$tmp" || exit 2

LIB="$here/lib" /usr/bin/python3 "$here/lib/check_torch_masks.py"
