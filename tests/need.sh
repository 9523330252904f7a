#!/bin/sh
# need.sh PACKAGE FILE - make sure Debian's PACKAGE is installed (FILE is a
# file it provides).  As root, install it; otherwise say the command to run.
pkg=$1 file=$2
[ -e "$file" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
	echo "installing $pkg (apt-get install -y $pkg)" >&2
	{ apt-get install -y -q "$pkg" || { apt-get update -q && apt-get install -y -q "$pkg"; }; } >/dev/null 2>&1
	[ -e "$file" ] && exit 0
fi
echo "attn needs $pkg: run  sudo apt-get install -y $pkg" >&2
exit 1
