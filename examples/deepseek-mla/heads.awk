# heads.awk - the columns of a row's heads, as torch.split and torch.cat
# take them along the last axis of a (tokens, heads, head_dim) view.
# Text is moved, never read as a number: what goes in comes out.
#
#   awk -v heads=H -v from=F -v count=C -f heads.awk FILE
#       split: from each of the row's H blocks, its columns F to F+C-1
#       (counted from 1)
#   awk -v heads=H [-v shared=1] -f heads.awk A B
#       cat: the rows of A and B in step, each head's block of A then its
#       block of B; with shared=1, B has one head, which every head takes
#       (k_pe.expand over the heads)
BEGIN {
	FS = OFS = ","
	if (heads < 1) {
		print "heads.awk: -v heads=H is needed" >"/dev/stderr"
		failed = 1
		exit 2
	}
}

# one field after another, commas between
function put(s) {
	out = out == "" ? s : out "," s
}

count {
	if (NF % heads) {
		print FILENAME ":" FNR ": " NF " columns, which " heads \
		    " heads do not divide" >"/dev/stderr"
		failed = 1
		exit 1
	}
	w = NF / heads
	out = ""
	for (h = 0; h < heads; h++)
		for (i = from; i < from + count; i++)
			put($(h * w + i))
	print out
	next
}

NR == FNR {
	a[FNR] = $0
	rows = FNR
	next
}

{
	if (FNR > rows) {
		print FILENAME ": more rows than the first file's " rows \
		    >"/dev/stderr"
		failed = 1
		exit 1
	}
	n = split(a[FNR], x, ",")
	wa = n / heads
	wb = shared ? NF : NF / heads
	out = ""
	for (h = 0; h < heads; h++) {
		for (i = 1; i <= wa; i++)
			put(x[h * wa + i])
		for (i = 1; i <= wb; i++)
			put($((shared ? 0 : h) * wb + i))
	}
	print out
	last = FNR
}

END {
	if (failed)
		exit 1
	if (!count && last != rows) {
		print "heads.awk: the second file has " last " rows, the first " \
		    rows >"/dev/stderr"
		exit 1
	}
}
