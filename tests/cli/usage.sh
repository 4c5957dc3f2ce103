#!/usr/bin/env bash
# The command line itself: every command's help, and a clear usage error (one `error:` line
# naming the culprit, exit 2) for an option the command does not take, an unknown command, a
# missing or extra argument, a bad number. Valid command lines keep working.
# usage: usage.sh AVIARY
set -uo pipefail
aviary=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }

# expect MESSAGE ARGS...: exit 2, stderr's first line is `error: ...` holding MESSAGE, nothing on stdout
expect() {
  local msg=$1; shift
  timeout 60 "$aviary" "$@" >"$dir/out" 2>"$dir/err" </dev/null
  local got=$?
  if [ "$got" != 2 ] || ! head -1 "$dir/err" | grep -q '^error: ' || ! head -1 "$dir/err" | grep -qF -- "$msg" ||
     [ -s "$dir/out" ] || [ "$(wc -l <"$dir/err")" -gt 2 ]; then
    fail "aviary $* -> exit $got, stderr: $(head -3 "$dir/err") (expected exit 2 and '$msg')"
  fi
}

# succeed PATTERN ARGS...: exit 0 and PATTERN (grep -E) on stdout
succeed() {
  local pattern=$1; shift
  timeout 60 "$aviary" "$@" >"$dir/out" 2>"$dir/err" </dev/null
  local got=$?
  if [ "$got" != 0 ] || ! grep -qE -- "$pattern" "$dir/out"; then
    fail "aviary $* -> exit $got, stdout: $(head -3 "$dir/out"), stderr: $(head -3 "$dir/err") (expected '$pattern')"
  fi
}

# Options of other commands (or of none) are errors naming the option.
expect "aviary check does not take --threads" check duck --threads 4 --divide --svg "$dir/x.svg"
[ -e "$dir/x.svg" ] && fail "check with --svg wrote the file"
expect "aviary check does not take --divide" check duck --divide
expect "aviary uci does not take --threads" uci --threads 4
expect "aviary xboard does not take --fen" xboard --fen x
expect "aviary moves does not take --divide" moves chess --divide
expect "aviary describe does not take --fen" describe chess --fen x
expect "aviary variants does not take --json" variants --json
expect "aviary play does not take --svg" play chess --svg "$dir/y.svg"
expect "aviary perft-suite does not take --fen" perft-suite chess "$dir/none.epd" --fen x
expect "aviary bench does not take --fen" bench --fen x
expect "aviary show does not take --divide" show chess --divide
expect "aviary perft does not take --frobnicate" perft chess 1 --frobnicate
expect "aviary perft does not take --threads2" perft chess 1 --threads2 2
expect "--board requires --notation" diagram chess Q --board 8x8
expect "--with excludes --notation" diagram --notation R --with x

# Unknown commands.
expect "unknown command 'frobnicate'" frobnicate
expect "unknown command 'perf' (did you mean 'perft'?)" perf chess 1
expect "unknown command '--threads'" --threads 4
expect "'--threads' comes before the command: options go after it" --threads 2 perft chess 1
expect "unexpected argument '--x': aviary perft takes VARIANT DEPTH" perft chess 1 -- --x
expect "unknown command 'frobnicate'" help frobnicate

# Missing and extra arguments.
expect "aviary perft needs VARIANT" perft
expect "aviary perft needs DEPTH" perft chess
expect "aviary perft-suite needs FILE" perft-suite chess
expect "aviary check needs FILE" check
expect "unexpected argument 'extra': aviary check takes FILE" check duck extra
expect "unexpected argument 'variants': aviary check takes FILE" check duck variants
expect "unexpected argument '4': aviary perft takes VARIANT DEPTH" perft chess 3 4
expect "unexpected argument 'x': aviary variants takes no arguments" variants x
expect "aviary diagram needs VARIANT and PIECE" diagram chess
expect "--fen needs a FEN" perft chess 1 --fen
expect "--moves needs a list of moves" moves chess --moves

# Bad numbers (numbers.hpp's messages).
expect "--threads takes a whole number from 1 to 256, not 'x'" perft chess 1 --threads x
expect "--threads takes a whole number from 1 to 256, not '0'" bench --threads 0
expect "--depth-scale takes a whole number from -3 to 3, not '4'" bench --depth-scale 4
expect "--depth-scale takes a whole number from -3 to 3, not 'x'" bench --depth-scale x
expect "--max-depth takes a whole number from 0 to 1000, not '1.5'" perft-suite chess "$dir/none.epd" --max-depth 1.5
expect "DEPTH takes a whole number from 0 to 30, not '-1'" perft chess -1

# Options that exclude each other, and a PGN file with moves.
expect "--units excludes --unit" perft chess 2 --split 1 --units --unit 0123456789abcdef
expect "--progress excludes --quiet" perft chess 1 --progress --quiet
"$aviary" pgn duck --moves "e4,d5 e7e5,e2" >"$dir/game.pgn" 2>/dev/null || fail "pgn duck --moves"
expect "--fen and --moves go with pgn VARIANT" pgn "$dir/game.pgn" --moves e2e4

# Help: the list of commands, each command's help (both forms), exit 0 on stdout.
commands="perft perft-suite bench moves show play pgn describe diagram import check variants uci xboard help"
succeed '^usage: aviary COMMAND' --help
succeed '^usage: aviary COMMAND' -h
succeed '^usage: aviary COMMAND' help
"$aviary" --help >"$dir/help" 2>&1
for c in $commands; do
  grep -qE "^  $c +[a-z]" "$dir/help" || fail "aviary --help does not list $c"
  succeed "^usage: aviary $c( |\$)" "$c" --help
  succeed "^usage: aviary $c( |\$)" help "$c"
done
listed=$(sed -n '/^Commands:/,/^$/p' "$dir/help" | awk 'NF {print $1}' | grep -v '^Commands:$' | sort | tr '\n' ' ')
[ "$listed" = "$(echo $commands | tr ' ' '\n' | sort | tr '\n' ' ')" ] || fail "aviary --help lists: $listed"
succeed '--divide' perft --help
succeed '--split K' perft --help
succeed '--notation NOTATION' diagram --help
timeout 10 "$aviary" >"$dir/out" 2>"$dir/err" </dev/null
[ $? = 2 ] && grep -q '^usage: aviary COMMAND' "$dir/err" || fail "aviary with no command: exit 2 and the commands on stderr"

# Valid command lines, options anywhere and in either form.
succeed '^Nodes searched: 400$' perft chess 2 --divide --threads 2
succeed '^b1c3: 20$' perft chess 2 --divide
succeed '^Nodes searched: 3$' perft --fen "8/8/8/8/8/8/8/K6k w - - 0 1" chess 1
succeed '^Nodes searched: 8902$' perft chess 3 --threads=2 --hash 1
succeed '^Nodes searched: 20$' perft chess 1 --threads 2 --threads 1
succeed '^e7e5$' moves chess --moves "e2e4"
succeed '^duck: ok' check duck
succeed '"total"' bench --depth-scale -3 --json --threads 1

# A file that cannot be written is an error naming it (import into a folder that does not exist).
printf '[ok:chess]\n' >"$dir/one.ini"
timeout 60 "$aviary" import "$dir/one.ini" --out "$dir/none" >"$dir/out" 2>"$dir/err" </dev/null
got=$?
[ "$got" = 1 ] && grep -qF "$dir/none/ok.variant:1:1: error: cannot write the file" "$dir/err" ||
  fail "import into a missing folder -> exit $got, stderr: $(head -2 "$dir/err")"

[ $status = 0 ] && echo ok
exit $status
