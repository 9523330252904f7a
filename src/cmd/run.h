/* run.h - what the commands share after their options: each stage set
 * up from them, for its command and for check --of alike, and the run
 * over the streamed operand. */
#ifndef ATTN_RUN_H
#define ATTN_RUN_H

#include "attn/grad.h"
#include "attn/merge.h"
#include "attn/norm.h"
#include "attn/rope.h"
#include "attn/rows.h"
#include "attn/segments.h"
#include "attn/stage.h"
#include "cmd/groups.h"
#include "cmd/options.h"

/* Each stage set up from the options, by one function that its command
 * and check --of STAGE both call (check sets -j 1, and runs the rows
 * itself to keep them).  After the operands are settled. */

/* scores, weights, apply, attend: the stage doing STEPS, with A's scale,
 * masks, transforms, heads (--kv-heads checked; a tensor's, from PATH,
 * KPATH and VPATH, and their batch: cmd/tensors.h), --dtype, threads and
 * --show-work; --causal=lower-right's rows counted from PATH, read as
 * ROLE; K (KPATH) and V (VPATH), either NULL when not needed, not yet
 * loaded (run_stage loads them, each batch element's). */
struct stage *stage_settings(int steps, struct args *a, const char *kpath,
			     const char *vpath, const char *path,
			     const char *role);
/* The same for one batch element only (else a usage error), K and V
 * loaded. */
struct stage *stage_setup(int steps, struct args *a, const char *kpath,
			  const char *vpath, const char *path,
			  const char *role);
/* grad: the forward stage, loaded, that the backward pass runs on (with
 * grad_begin) or, under --dtype T, a kernel's recipe (kgrad_begin), which
 * takes one --wrt, q, k or v, no transform, no sink, no --show-work, and
 * --masked-rows zero or error alone. */
struct stage *grad_setup(struct args *a);
/* rope: RP from A's options (rope_done), --segments loaded into SEG,
 * X (PATH) opened as RS's input and the row loop's callbacks, with
 * --positions opened into *POS and read in step (RS->with). */
void rope_setup(struct rope *rp, struct args *a, const char *path,
		struct segments *seg, reader **pos, struct rows *rs);
/* rope_setup after rope_done: for each batch element of a tensor X. */
void rope_open(struct rope *rp, const struct args *a, const char *path,
	       struct segments *seg, reader **pos, struct rows *rs);
/* merge: M over the N parts PATHS, writing the merged LSEs after O when
 * LSE says (check compares either), the note with --lse. */
void merge_setup(struct merge *m, struct args *a, char **paths, size_t n,
		 bool lse);
/* norm: NM from A's options (norm_done), the weights WPATH and --dout
 * loaded. */
void norm_setup(struct norm *nm, struct args *a, const char *wpath);

/* scores, weights, apply and attend, after SPEC's options: the stage
 * doing STEPS over the operand it streams (Q, the scores, the weights),
 * to the output. */
int stage_command(const struct cmd_spec *spec, int argc, char **argv,
		  int steps);
/* ST (stage_settings) with K (KPATH) and V (VPATH) loaded, PATH (read as
 * ROLE, taking ALLOW) streamed through it to the output, for each batch
 * element in turn, and let go of it all. */
void run_stage(struct stage *st, const struct args *a, const char *kpath,
	       const char *vpath, const char *path, const char *role,
	       int allow);
/* --quantize: Q's descales from the whole of Q at PATH (read as ROLE,
 * ALLOW), before its rows; the path its rows are read again from (a
 * literal in *LIT, to free, when it is stdin).  PATH itself otherwise. */
const char *run_quantize(struct stage *st, const char *path,
			 const char *role, int allow, char **lit);
/* RS over its input on JOBS threads, to the output A names. */
void run_rows(const struct rows *rs, const struct args *a, int jobs);

#endif
