/* run.h - what the streaming commands share after their options: a stage
 * set up from the options, and the run over the streamed operand. */
#ifndef ATTN_RUN_H
#define ATTN_RUN_H

#include "attn/rope.h"
#include "attn/rows.h"
#include "attn/segments.h"
#include "attn/stage.h"
#include "cmd/options.h"

/* The stage doing STEPS, with A's scale, masks, transforms, heads (done:
 * --kv-heads checked), threads and --show-work. */
struct stage *run_stage_begin(int steps, struct args *a);
/* grad's stage (and check --of grad's): the forward pass's steps, and
 * under --dtype a kernel's recipe, which takes --wrt q, k or v, no
 * transform, no sink, and --masked-rows zero or error alone; true then. */
bool run_grad_begin(struct args *a, struct stage **st);
/* Load K (KPATH) and V (VPATH), either NULL when not needed, stream PATH
 * (read as ROLE, taking ALLOW) through ST to the output, and let go of
 * it all. */
void run_stage(struct stage *st, const struct args *a, const char *kpath,
	       const char *vpath, const char *path, const char *role,
	       int allow);
/* rope's inputs, as A names them: --segments loaded into SEG for RP, X
 * (PATH) opened as RS's input, --positions opened into *POS and read in
 * step with it (RS->with), RP told so. */
void run_rope_open(struct rope *rp, const struct args *a, const char *path,
		   struct segments *seg, reader **pos, struct rows *rs);
/* RS over its input on JOBS threads, to the output A names. */
void run_rows(const struct rows *rs, const struct args *a, int jobs);

#endif
