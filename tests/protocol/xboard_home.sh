#!/usr/bin/env bash
# tools/xboard-match leaves the user's settings alone, and the test reads nothing of them.
# XBoard finds its settings file through the account's home folder (not $HOME), so the match
# must name its own: a stub `xboard` first on PATH records the command line and environment
# xboard-match starts it with, which must give a settings file in a temporary folder, never
# saved (-saveSettingsOnExit false), and a temporary HOME. Then a real match with HOME set to
# an empty folder must leave it empty. Skipped (77) when XBoard or xvfb-run is not installed.
# Usage: xboard_home.sh XBOARD_MATCH AVIARY_BINARY OUT_DIR
set -uo pipefail
match=$1 aviary=$2 out=$3
tmp=${TMPDIR:-/tmp}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin" "$work/home" "$out"
fails=0
# the command line, from a stub (it plays no game: the match reports no result)
cat >"$work/bin/xboard" <<STUB
#!/usr/bin/env bash
printf '%s\n' "HOME=\$HOME" "\$@" >"$work/args"
STUB
chmod +x "$work/bin/xboard"
PATH="$work/bin:$PATH" HOME="$work/home" "$match" --moves 3 --aviary "$aviary" --out "$out/stub" chess >/dev/null
[ $? -eq 77 ] && exit 77
settings=$(grep -A1 -x -- '-settingsFile' "$work/args" | tail -1)
save=$(grep -A1 -x -- '-saveSettingsOnExit' "$work/args" | tail -1)
xboard_home=$(sed -n 's/^HOME=//p' "$work/args")
case "$settings" in
  "$tmp"/*) echo "ok: the settings file is $settings" ;;
  *) echo "FAIL: -settingsFile is '$settings', not in a temporary folder"; fails=1 ;;
esac
[ "$save" = false ] && echo "ok: settings are not saved" ||
  { echo "FAIL: -saveSettingsOnExit is '$save'"; fails=1; }
case "$xboard_home" in
  "$tmp"/*) echo "ok: XBoard's HOME is $xboard_home" ;;
  *) echo "FAIL: XBoard's HOME is '$xboard_home'"; fails=1 ;;
esac
# a real match writes nothing into the HOME it is given
HOME="$work/home" "$match" --tc 0:01 --moves 3 --aviary "$aviary" --out "$out" chess
rc=$?
[ $rc -eq 77 ] && exit 77
left=$(find "$work/home" -mindepth 1 | sed "s|^$work/home/||")
if [ -n "$left" ]; then
  echo "FAIL: xboard-match wrote into HOME:"; echo "$left"; fails=1
else
  echo "ok: HOME untouched"
fi
[ $fails -eq 0 ] && exit $rc
exit 1
