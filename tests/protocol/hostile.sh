#!/usr/bin/env bash
# Replays the examples of the hostile-input audit (issue 30) against the CLI, both protocols
# and aviary-mpi: every one must give a clear error (an error line in a protocol session,
# which stays alive) and never a crash, a hang, a silent wrong answer or a read of a file the
# user did not name. Usage: hostile.sh AVIARY [AVIARY_MPI]
set -uo pipefail
aviary=$1
mpi=${2:-}
fails=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass() { echo "ok: $1"; }
fail() { echo "FAIL: $1"; fails=$((fails + 1)); }
# run NAME CODE REGEX CMD...: CMD (10 s at most) exits with CODE and its output matches REGEX
run() {
  local name=$1 code=$2 regex=$3; shift 3
  local out got
  out=$(timeout 10 "$@" 2>&1); got=$?
  if [ "$got" = "$code" ] && grep -Eq -- "$regex" <<<"$out"; then pass "$name"
  else fail "$name (exit $got, expected $code and /$regex/)"; head -5 <<<"$out"; fi
}
# session NAME MODE INPUT REGEX: the protocol session answers INPUT with REGEX and with the
# pong/readyok of a later ping/isready (it is alive), and exits 0
session() {
  local name=$1 mode=$2 input=$3 regex=$4 alive out got
  [ "$mode" = uci ] && alive='^readyok$' || alive='^pong 9$'
  [ "$mode" = uci ] && input="$input\nisready\n" || input="$input\nping 9\n"
  out=$(printf "$input" | timeout 20 "$aviary" "$mode" 2>&1); got=$?
  if [ "$got" = 0 ] && grep -Eq -- "$regex" <<<"$out" && grep -Eq -- "$alive" <<<"$out"; then pass "$name"
  else fail "$name (exit $got, expected /$regex/ and /$alive/)"; head -5 <<<"$out"; fi
}

# --- the process dies ---
session "xboard: bare setboard" xboard 'xboard\nprotover 2\nsetboard' '^tellusererror Illegal position: setboard needs a FEN$'
for cmd in 'usermove a99999999999b0' 'lift a99999999999' 'hover a99999999999' 'put a99999999999'; do
  session "xboard xiangqi: $cmd" xboard "xboard\nprotover 2\nvariant xiangqi\nforce\n$cmd" '^pong 9$'
done
session "xboard: huge rank is an illegal move" xboard 'xboard\nprotover 2\nvariant xiangqi\nforce\nusermove a99999999999b0' '^Illegal move \(.*\): a99999999999b0$'
if [ -n "$mpi" ] && command -v mpirun >/dev/null; then
  run "aviary-mpi --hash 65536" 2 'hash 65536 MiB is more than half' \
    mpirun --allow-run-as-root --oversubscribe -n 1 "$mpi" perft chess 3 --hash 65536
fi

# --- a file the user did not name is read, or a FIFO hangs ---
printf '[Variant "../../../../etc/hostname"]\n\n1. e4 *\n' >"$tmp/path.pgn"
run "pgn: [Variant] is no path" 1 'is not a known game \(the tag names a game, never a file\)' "$aviary" pgn "$tmp/path.pgn"
if [ -r /etc/hostname ] && [ -s /etc/hostname ]; then
  out=$("$aviary" pgn "$tmp/path.pgn" 2>&1)
  if grep -qxF -- "$(head -1 /etc/hostname)" <<<"$(sed 's/^ *//' <<<"$out")"; then fail "pgn shows /etc/hostname"; else pass "pgn does not show /etc/hostname"; fi
fi
printf '[Variant "/proc/self/environ"]\n\n1. e4 *\n' >"$tmp/environ.pgn"
run "pgn: [Variant] /proc/self/environ" 1 'is not a known game' "$aviary" pgn "$tmp/environ.pgn"
mkfifo "$tmp/fifo.variant" "$tmp/fifo.pgn"
printf '[Variant "%s/fifo"]\n\n1. e4 *\n' "$tmp" >"$tmp/fifo-tag.pgn"
run "pgn: [Variant] naming a FIFO" 1 'is not a known game' "$aviary" pgn "$tmp/fifo-tag.pgn"
run "pgn FIFO.pgn" 1 'not a regular file' "$aviary" pgn "$tmp/fifo.pgn"
run "check FIFO" 1 'fifo.variant:1:1: error: not a regular file' "$aviary" check "$tmp/fifo.variant"
printf 'extends = fifo\n' >"$tmp/child.variant"
run "extends FIFO" 1 "cannot find the variant 'fifo' to extend" "$aviary" check "$tmp/child.variant"
session "uci: VariantPath FIFO" uci "setoption name VariantPath value $tmp/fifo.variant" '^info string error: .*not a regular file'
cp "$(dirname "$0")/../../variants/chess.variant" "$tmp/chess.variant"
cp "$tmp/chess.variant" "$tmp/my game.variant"
session "uci: VariantPath with a blank in the game's name" uci "setoption name VariantPath value $tmp/my game.variant" "the game's name 'my game' \\(the file's name\\) may hold only"
session "uci: VariantPath chess.variant" uci "setoption name VariantPath value $tmp/chess.variant" "a shipped game is called 'chess'"

# --- silent wrong answers ---
printf '1. e4\0 e5 *\n' >"$tmp/nul.pgn"
run "pgn: NUL byte" 1 'nul.pgn:1:6: error: a NUL byte' "$aviary" pgn "$tmp/nul.pgn"
: >"$tmp/empty.epd"
run "perft-suite: empty file" 1 'no perft checks in the file' "$aviary" perft-suite chess "$tmp/empty.epd"
run "perft-suite: a folder" 1 'a folder, not a file' "$aviary" perft-suite chess "$tmp"
run "placement: two kings in hand" 1 "too many royal pieces 'K' \(the setup has 1\)" \
  "$aviary" moves placement --fen '8/pppppppp/8/8/8/8/PPPPPPPP/8[KKQRRBBNNkqrrbbnn] w - - 0 1'
"$aviary" perft chess 3 --split 1 --journal "$tmp/j" --quiet >/dev/null 2>&1
sed -i '3s/^\(unit [0-9a-f]* \)\([0-9]*\)/\1\21/' "$tmp/j"
run "journal: a changed count" 1 'j:3:[0-9]+: error: unit [0-9a-f]{16}: the check does not match' \
  "$aviary" perft chess 3 --split 1 --journal "$tmp/j"
run "journal: /dev/zero" 1 'not a regular file' "$aviary" perft chess 3 --split 1 --journal /dev/zero

# --- hangs and unbounded resources: each session must end well within its timeout ---
for go in 'go movetime 1000000000' 'go depth 1000000000' 'go nodes 1000000000'; do
  start=$(date +%s)
  out=$(printf "position startpos\n$go\nquit\n" | timeout 30 "$aviary" uci 2>&1)
  if grep -q '^bestmove ' <<<"$out" && [ $(($(date +%s) - start)) -lt 20 ]; then pass "uci: quit ends '$go'"
  else fail "uci: quit does not end '$go'"; fi
  start=$(date +%s)
  out=$(printf "position startpos\n$go\n" | timeout 30 "$aviary" uci 2>&1)
  if grep -q '^bestmove ' <<<"$out" && [ $(($(date +%s) - start)) -lt 20 ]; then pass "uci: end of input ends '$go'"
  else fail "uci: end of input does not end '$go'"; fi
done
session "uci: stop during go perft 20" uci 'go perft 20\nstop' '^info string perft: stopped$'
out=$( (printf 'go perft 20\n'; sleep 1; printf 'quit\n') | timeout 20 "$aviary" uci 2>&1); got=$?
[ "$got" = 0 ] && pass "uci: quit during go perft 20" || fail "uci: quit during go perft 20 (exit $got)"
head -c 3000000 /dev/zero | tr '\0' 'x' >"$tmp/long"; printf '\nisready\n' >>"$tmp/long"
out=$(timeout 20 "$aviary" uci <"$tmp/long" 2>&1)
if [ "$(wc -c <<<"$out")" -lt 2000 ] && grep -q '^readyok$' <<<"$out"; then pass "uci: a 3 MB line is not echoed whole"
else fail "uci: a 3 MB line: $(wc -c <<<"$out") bytes of reply"; fi

# --- messages ---
session "uci: ESC and BEL escaped" uci 'foo\033[31m\007' "^info string error: unknown command 'foo\\\\x1b\[31m\\\\x07'$"
session "xboard: sd 1000000000" xboard 'xboard\nprotover 2\nsd 1000000000' "^Error \(sd takes a whole number from 0 to 1000, not '1000000000'\): sd 1000000000$"
session "xboard: level 40 999999 0" xboard 'xboard\nprotover 2\nlevel 40 999999 0' "^Error \(level BASE \(minutes\) takes a whole number from 0 to 10000, not '999999'\)"
session "xboard: level with a fraction" xboard 'xboard\nprotover 2\nlevel 40 5:30 0.5\nlevel 40 5:30 1e400' "^Error \(level INC takes seconds from 0 to 3600, not '1e400'\)"
run "FEN: tab between fields" 1 'a tab or line break in the FEN' \
  "$aviary" moves chess --fen "$(printf 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\tw KQkq - 0 1')"

echo "$fails failed"
[ "$fails" -eq 0 ]
