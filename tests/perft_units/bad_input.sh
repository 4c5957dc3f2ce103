#!/usr/bin/env bash
# Bad perft unit options and journals: a clear message and a non-zero exit.
# usage: bad_input.sh AVIARY
set -uo pipefail
aviary=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
status=0
expect() {   # expect CODE MESSAGE ARGS...: exit code CODE and MESSAGE on stderr
  local code=$1 msg=$2; shift 2
  timeout 60 "$aviary" "$@" >"$dir/out" 2>"$dir/err"
  local got=$?
  if [ "$got" != "$code" ] || ! grep -qF -- "$msg" "$dir/err"; then
    echo "FAIL: aviary $* -> exit $got, stderr: $(head -3 "$dir/err") (expected $code, '$msg')"
    status=1
  fi
}
expect 2 "--split takes a whole number from 1 to 30, not '0'" perft chess 3 --split 0
expect 2 "--split takes a whole number from 1 to 30, not '2abc'" perft chess 3 --split 2abc
expect 2 "--split takes a whole number from 1 to 30, not ''" perft chess 3 --split ""
expect 2 "--split needs a number of plies" perft chess 3 --split
expect 2 "--split takes 1..DEPTH (here 1..3), not 4" perft chess 3 --split 4
expect 2 "--units, --unit and --journal need --split K" perft chess 3 --units
expect 2 "--units, --unit and --journal need --split K" perft chess 3 --journal "$dir/j"
expect 2 "--unit takes a unit id (16 hex digits, see --units), not 'e2e4'" perft chess 3 --split 1 --unit e2e4
expect 1 "no unit 0123456789abcdef in this run (20 units" perft chess 3 --split 1 --unit 0123456789abcdef
"$aviary" perft chess 3 --split 1 --journal "$dir/j" --quiet >/dev/null 2>&1 || { echo "FAIL: journal run"; status=1; }
cp "$dir/j" "$dir/k"
cp "$dir/j" "$dir/t"
sed -i '3s/^\(unit [0-9a-f]* [0-9]*\)/\11/' "$dir/t"   # one count changed (a digit appended)
expect 1 ": the check does not match the count" perft chess 3 --split 1 --journal "$dir/t"
expect 1 "/dev/zero:1:1: error: not a regular file" perft chess 3 --split 1 --journal /dev/zero
mkfifo "$dir/fifo"
expect 1 "fifo:1:1: error: not a regular file" perft chess 3 --split 1 --journal "$dir/fifo"
echo "unit 12345 678" >>"$dir/j"
expect 1 "$dir/j:23:6: error: bad unit id '12345' (16 hex digits)" perft chess 3 --split 1 --journal "$dir/j"
echo "chess" >>"$dir/k"
expect 1 "$dir/k:23:1: error: expected 'run ...' or 'unit ID COUNT CHECK'" perft chess 3 --split 1 --journal "$dir/k"
expect 1 "the journal is of another run" perft chess 4 --split 1 --journal "$dir/k"
[ $status = 0 ] && echo ok
exit $status
