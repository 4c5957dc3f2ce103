#!/usr/bin/env bash
# tools/xboard-match leaves the user's settings alone. XBoard finds its settings file through
# the account's home folder (not $HOME): the test checks that ~/.xboardrc there is neither
# created nor changed (its size, time and checksum are only read), and that a HOME set to an
# empty folder stays empty. Skipped (77) when XBoard is not installed.
# Usage: xboard_home.sh XBOARD_MATCH AVIARY_BINARY OUT_DIR
set -uo pipefail
match=$1 aviary=$2 out=$3
account_home=$(getent passwd "$(id -u)" | cut -d: -f6)
rc_file="$account_home/.xboardrc"
state() { if [ -e "$rc_file" ]; then stat -c '%s %Y' "$rc_file"; cksum <"$rc_file"; else echo absent; fi; }
before=$(state)
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
HOME=$home "$match" --tc 0:01 --moves 3 --aviary "$aviary" --out "$out" chess
rc=$?
[ $rc -eq 77 ] && exit 77
fails=0
if [ "$(state)" != "$before" ]; then
  echo "FAIL: xboard-match created or changed $rc_file"; fails=1
else
  echo "ok: $rc_file untouched"
fi
left=$(find "$home" -mindepth 1 | sed "s|^$home/||")
if [ -n "$left" ]; then
  echo "FAIL: xboard-match wrote into HOME:"; echo "$left"; fails=1
else
  echo "ok: HOME untouched"
fi
[ $fails -eq 0 ] && exit $rc
exit 1
