#!/usr/bin/env bash
# aviary-mpi on 3 ranks of one machine gives the same divide and total as aviary; a journal
# from it resumes; bad arguments stop every rank with a message.
# usage: mpi.sh AVIARY_MPI AVIARY VARIANT DEPTH
set -euo pipefail
mpi=$1 aviary=$2 variant=$3 depth=$4
if [ "$(id -u)" = 0 ]; then export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1; fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
run() { mpirun --oversubscribe -np 3 "$mpi" "$@"; }

run perft "$variant" "$depth" --divide >"$dir/mpi" 2>"$dir/err" || fail "mpirun: $(cat "$dir/err")"
"$aviary" perft "$variant" "$depth" --divide --quiet >"$dir/plain"
cat "$dir/err"
tail -1 "$dir/mpi"
diff "$dir/plain" "$dir/mpi" >&2 || fail "aviary-mpi and aviary differ"
grep -q '^rank [12]: [1-9][0-9]* units' "$dir/err" || fail "no worker rank ran a unit"

run perft "$variant" "$depth" --split 1 --journal "$dir/j" --quiet >"$dir/a"
run perft "$variant" "$depth" --split 1 --journal "$dir/j" --quiet >"$dir/b" 2>/dev/null
[ "$(tail -1 "$dir/a")" = "$(tail -1 "$dir/plain")" ] || fail "journaled run: $(tail -1 "$dir/a")"
[ "$(tail -1 "$dir/b")" = "$(tail -1 "$dir/plain")" ] || fail "resumed run: $(tail -1 "$dir/b")"
[ "$(grep -c "^unit " "$dir/j")" = "$(($(wc -l <"$dir/plain") - 1))" ] || fail "journal lines"

if run perft "$variant" "$depth" --split 99 >"$dir/out" 2>"$dir/err"; then fail "--split 99 accepted"; fi
grep -q "error: --split takes" "$dir/err" || fail "no message for --split 99: $(cat "$dir/err")"
echo ok
