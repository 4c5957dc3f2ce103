#!/usr/bin/env bash
# tools/xboard-match leaves the user's home alone: run it with HOME set to an empty folder and
# check that the folder is still empty afterwards (no .xboardrc, no other file). Skipped (77)
# when XBoard is not installed. Usage: xboard_home.sh XBOARD_MATCH AVIARY_BINARY OUT_DIR
set -uo pipefail
match=$1 aviary=$2 out=$3
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
HOME=$home "$match" --tc 0:01 --moves 3 --aviary "$aviary" --out "$out" chess
rc=$?
[ $rc -eq 77 ] && exit 77
left=$(find "$home" -mindepth 1 | sed "s|^$home/||")
if [ -n "$left" ]; then
  echo "FAIL: xboard-match wrote into HOME:"; echo "$left"; exit 1
fi
echo "ok: HOME untouched"
exit $rc
