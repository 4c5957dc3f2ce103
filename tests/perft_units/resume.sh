#!/usr/bin/env bash
# A perft run with a journal is killed (SIGKILL) part-way and rerun with the same journal: the
# rerun skips the journaled units, drops a line cut short, and ends with plain perft's total.
# usage: resume.sh AVIARY
set -euo pipefail
aviary=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
j=$dir/journal
run=(perft chess 6 --split 2 --quiet)

"$aviary" "${run[@]}" --journal "$j" >"$dir/first" 2>&1 &
pid=$!
n=0
for _ in $(seq 1 1200); do
  n=$(grep -c '^unit ' "$j" 2>/dev/null || true)
  [ "${n:-0}" -ge 20 ] && break
  sleep 0.05
done
kill -KILL "$pid" 2>/dev/null || true
wait "$pid" 2>/dev/null || true
n=$(grep -c '^unit ' "$j")
units=$(grep -o ' units [0-9]*' "$j" | awk '{print $2}')
echo "killed after $n of $units units"
[ "$n" -ge 20 ] || fail "only $n units journaled before the kill"
[ "$n" -lt "$units" ] || fail "the run finished before the kill ($n of $units units)"
printf 'unit 0123' >>"$j"   # a line cut short, as by a kill during a write

"$aviary" "${run[@]}" --journal "$j" >"$dir/second" 2>"$dir/err" || fail "rerun: $(cat "$dir/err")"
grep -q "journal: $n of $units units done" "$dir/err" || fail "the rerun did not resume: $(cat "$dir/err")"
grep -q "warning: .*incomplete last line" "$dir/err" || fail "no warning for the cut line"
[ "$(grep -c '^unit ' "$j")" = "$units" ] || fail "the journal does not hold every unit once"
expect=$("$aviary" perft chess 6 --threads 2 --hash 32 --quiet | tail -1)
got=$(tail -1 "$dir/second")
echo "plain: $expect; resumed: $got"
[ "$got" = "$expect" ] || fail "resumed total '$got', plain '$expect'"

# a journal line recomputed by --unit
read -r _ id count _ < <(grep '^unit ' "$j" | sed -n 7p)
"$aviary" "${run[@]}" --unit "$id" | grep -qx "unit $id $count" || fail "--unit $id does not give $count"
echo ok
