/* groups.h - the options many commands share, each group a table that a
 * command's table includes (OPT_GROUP), and what the options say
 * together once given, into the model's plain settings. */
#ifndef ATTN_GROUPS_H
#define ATTN_GROUPS_H

#include <stdbool.h>

#include "cmd/options.h"

/* --wrt's words: grad's (dQ, dK, dV, dS, dA, d sink), norm's (dX, dW) */
#define GRAD_WRT "q|k|v|scores|weights|sinks"
#define NORM_WRT "x|w"
/* project's (dX, dW, db) */
#define PROJECT_WRT "x|w|b"

/* The shared groups. */
extern const struct opt opt_common[];	/* -d -t -H --layout -p --fixed
					   -o -u --progress --no-progress
					   -h */
extern const struct opt opt_run[];	/* -j, and the common */
extern const struct opt opt_output[];	/* -o */
extern const struct opt opt_h[];	/* -h */
extern const struct opt opt_query[];	/* -q -k */
extern const struct opt opt_values[];	/* -v */
extern const struct opt opt_scale[];	/* --no-scale --scale */
extern const struct opt opt_offset[];	/* --offset */
extern const struct opt opt_segments[];	/* --segments */
extern const struct opt opt_mask[];	/* --causal --offset --window
					   --mask --bias --alibi
					   --alibi-slopes --segments
					   --prefix --chunk
					   --bidirectional */
extern const struct opt opt_masked_rows[];	/* --masked-rows */
extern const struct opt opt_transform[];	/* --temperature --softcap
						   --masked-rows */
extern const struct opt opt_heads[];	/* --heads --kv-heads */
extern const struct opt opt_head[];	/* --heads alone */
extern const struct opt opt_head_dim[];	/* --head-dim */
extern const struct opt opt_jobs[];	/* -j */
extern const struct opt opt_sinks[];	/* --sinks */
extern const struct opt opt_lse[];	/* --lse */
extern const struct opt opt_grad[];	/* --wrt --dout */
extern const struct opt opt_rope[];	/* --base --half --interleaved
					   --rotary-dim --offset --segments
					   --inverse --positions */
extern const struct opt opt_rope_heads[];	/* --heads --head-dim */
extern const struct opt opt_scaling_type[];	/* --scaling */
extern const struct opt opt_rope_scaling[];	/* --scaling and its
						   parameters */
extern const struct opt opt_norm_wrt[];	/* norm's --wrt */
extern const struct opt opt_norm[];	/* --rms --l2 --eps --plus-one
					   --head-dim */
extern const struct opt opt_dtype[];	/* --dtype --accumulate --recipe */
extern const struct opt opt_block[];	/* --block */
extern const struct opt opt_sums[];	/* --sum-order --tf32 */
extern const struct opt opt_fp8[];	/* --quantize --scale-block --rotate
					   --p-dtype --softmax-dtype */

/* --wrt ARG: one of O's words, or several split by commas, each once;
 * each one's code (O's codes, else its place) into WRTS, MAX at most;
 * returns how many. */
size_t wrt_list(const struct opt *o, const char *arg, char *wrts,
		size_t max);

/* After opt_parse. */
/* The outputs of N results, from A's -o: one -o each, in the order of
 * --wrt (several results and no -o, or a count that differs, is a usage
 * error), opened together (io/output.h). */
void open_results(const struct args *a, size_t n);
/* open_results' usage errors alone, before any file is read. */
void results_check(const struct args *a, size_t n);
/* --causal=lower-right: the rows of PATH (ROLE: Q, or the scores) counted for
 * the offset n_k - n_q, which a pipe cannot give before it ends: then,
 * and beside --offset, a usage error. */
void lower_right_done(struct args *a, const char *path, const char *role);
/* What PATH is when it can be read only once ("stdin", "a pipe"), so
 * that rows cannot be counted before they are read; else NULL. */
const char *read_once(const char *path);
/* --kv-heads defaults to --heads, and must divide it. */
void heads_done(struct heads *hd);
/* rope's options agree with each other (else a usage error), the
 * scaling's defaults filled in; the rope's --offset (within 2^53 of 0)
 * and --heads, from A's. */
void rope_done(struct args *a);
/* --dtype T: a narrower T than f64 stays in A->dtype (else NULL) with the
 * accumulators (f32 unless --accumulate) and --block (128), numbers are
 * read as T and written as T's shortest; --accumulate, --recipe and
 * --block need such a T, --recipe flash a FLASH command, and --lse
 * writes A's log-sum-exps (dtype_io_tail); --tf32 needs T f32, --quantize a FLASH command (attend's),
 * and its companions --quantize, which fills in --p-dtype (T) and
 * --softmax-dtype (flash: A; math: T). */
void dtype_done(struct args *a, bool flash);
/* Read each number as a value of T, write each as T's shortest. */
void dtype_io(const struct dtype *t);
/* With --lse: the log-sum-exps after a row are A's values, written as
 * A's shortest digits (num_tail), and -o FILE.npy wide enough for them. */
void dtype_io_tail(const struct dtype *t, const struct dtype *a);
/* Numbers read in columns FROM on (0 first) are A's values, not T's: the
 * log-sum-exps after apply --dtype --lse's weights. */
void dtype_read_tail(const struct dtype *a, size_t from);
/* A's norm settings agree with its --heads and --head-dim and with the
 * weights WPATH and the gradient DPATH given (NULL: none), as norm and
 * check --of norm take them (else a usage error); the heads and the
 * direction (dX unless --wrt says) filled in. */
void norm_done(struct args *a, const char *wpath, const char *dpath);
/* --factor F, rope's scaling's, into A (check takes --factor as its own
 * and hands it on with --of rope). */
void rope_factor(struct args *a, const char *arg);

#endif
