#!/usr/bin/env bash
# Protocol tests: drive `aviary uci` and `aviary xboard` through pipes (good and malformed
# input) and check their replies. Usage: run.sh AVIARY_BINARY
set -uo pipefail
aviary=$1
fails=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
check() {   # check NAME REGEX OUTPUT
  if grep -Eq -- "$2" <<<"$3"; then echo "ok: $1"; else echo "FAIL: $1 (expected /$2/)"; echo "$3" | head -40; fails=$((fails + 1)); fi
}
refute() {  # refute NAME REGEX OUTPUT
  if grep -Eq -- "$2" <<<"$3"; then echo "FAIL: $1 (unexpected /$2/)"; echo "$3" | head -40; fails=$((fails + 1)); else echo "ok: $1"; fi
}
uci() { printf "$1" | timeout 60 "$aviary" uci 2>&1; }
xb() { printf "$1" | timeout 60 "$aviary" xboard 2>&1; }

# --- UCI ---
out=$(uci 'uci\nsetoption name UCI_Variant value birds\nposition startpos moves e2e3\ngo depth 3\nquit\n')
check "uciok" '^uciok$' "$out"
check "info lines" '^info depth 3 .*score (cp|mate) -?[0-9]+ .*pv ' "$out"
best=$(sed -n 's/^bestmove \([^ ]*\).*/\1/p' <<<"$out")
legal=$("$aviary" moves birds --moves e2e3)
if grep -qxF -- "$best" <<<"$legal"; then echo "ok: bestmove $best is legal"; else echo "FAIL: bestmove '$best' not legal"; fails=$((fails + 1)); fi
for f in $(ls "$(dirname "$0")/../../variants" | sed -n 's/\.variant$//p'); do
  check "UCI_Variant lists $f" "^option name UCI_Variant type combo default chess .*var $f( |$)" "$out"
done
out=$(uci 'position fen not/a/fen w - - 0 1\nd\nposition startpos moves e2e5\nd\ngo depth x\nfoo\nsetoption name UCI_Variant value nosuch\nsetoption name Nope value 1\nposition\nd\nquit\n')
check "bad FEN is an error" '^info string error: .*<fen>:1:' "$out"
check "illegal move is an error" "^info string error: illegal move 'e2e5'" "$out"
check "bad go is an error" "^info string error: go depth takes a whole number from 0 to 1000000000, not 'x'" "$out"
check "unknown command" "^info string error: unknown command 'foo'" "$out"
check "unknown variant" "^info string error: unknown variant 'nosuch'" "$out"
check "unknown option" "^info string error: unknown option 'Nope'" "$out"
refute "errors change nothing" '^Fen: .* b ' "$out"
check "position unchanged" '^Fen: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1$' "$out"
out=$(uci 'setoption name UCI_Variant value grand\nposition startpos\ngo perft 2\nquit\n')
n=$("$aviary" perft grand 2 | sed -n 's/^Nodes searched: //p')
check "go perft agrees with aviary perft" "^Nodes searched: $n\$" "$out"
check "go perft divides" '^[a-j][0-9]+[a-j][0-9]+: [0-9]+$' "$out"
out=$(uci 'position startpos moves e2e4\ngo infinite\nisready\nstop\nquit\n')
check "isready while searching" '^readyok$' "$out"
check "stop gives a bestmove" '^bestmove [a-h][1-8][a-h][1-8]' "$out"
cat >"$tmp/mine.variant" <<'V'
extends = chess
name = Knightless
setup = r1bqkb1r/pppppppp/8/8/8/8/PPPPPPPP/R1BQKB1R w KQkq - 0 1
V
out=$(uci "setoption name VariantPath value $tmp/mine.variant\nuci\nsetoption name UCI_Variant value mine\nposition startpos\nd\ngo depth 2\nquit\n")
check "VariantPath adds the game" '^info string variants added: mine$' "$out"
check "the added game is offered" '^option name UCI_Variant .* var mine' "$out"
check "the added game is played" '^Fen: r1bqkb1r/' "$out"
check "bestmove in the added game" '^bestmove ' "$out"
out=$(uci "setoption name VariantPath value $tmp/none.variant\nquit\n")
check "missing VariantPath file" '^info string error: .*cannot open' "$out"

# --- XBoard ---
out=$(xb 'xboard\nprotover 2\nnew\nvariant birds\nquit\n')
check "features" '^feature .*setboard=1 usermove=1 .*variants="[^"]*birds[^"]*"' "$out"
check "feature done" '^feature done=1$' "$out"
check "setup line" '^setup \([A-Z.]+[a-z.]+\) 8x8\+0_fairy cdfqkfdc/pppppppp/8/8/8/8/PPPPPPPP/CDFQKFDC w KQkq - 0 1$' "$out"
check "piece line" '^piece D& mNcabN$' "$out"
refute "no piece line XBoard cannot read" '^piece [A-Z]& .*[{(]' "$out"
out=$( (printf 'xboard\nprotover 2\nnew\nsd 2\nusermove e2e4\nping 7\n'; sleep 3; printf 'quit\n') | timeout 60 "$aviary" xboard 2>&1)
check "engine answers a move" '^move [a-h][1-8][a-h][1-8]' "$out"
check "ping" '^pong 7$' "$out"
out=$(xb 'xboard\nprotover 2\nnew\nforce\nusermove e2e5\nusermove zz\nfoo\nsetboard 8/8/8 w\nsd x\nusermove e2e4\nusermove e7e5\nundo\nusermove e7e6\nquit\n')
check "illegal move" '^Illegal move \(.*\): e2e5$' "$out"
check "malformed move" '^Illegal move \(.*\): zz$' "$out"
check "unknown command" '^Error \(unknown command\): foo$' "$out"
check "bad setboard" '^tellusererror Illegal position' "$out"
check "bad sd" "^Error \\(sd takes a whole number from 0 to 1000, not 'x'\\): sd x$" "$out"
refute "force: no engine move" '^move ' "$out"
refute "undo then another move is legal" 'Illegal move \(.*\): e7e6' "$out"
out=$(xb 'xboard\nprotover 2\nnew\nvariant loonybird\nforce\nsetboard abckefg/ppppppp/7/7/7/PPPPPPP/ABCKEFG[-] w - - 0 1\nusermove a2a3\nquit\n')
refute "setboard: XBoard's empty holding [-]" '(tellusererror|Illegal)' "$out"
out=$(xb 'xboard\nprotover 2\nnew\nvariant grand\nforce\nusermove e2e4\nusermove e7e5\nlift e1\nquit\n')
refute "grand: ranks from 0 (e2e4 is a pawn's double step)" 'Illegal move \(.*\): e2e4' "$out"
check "grand: highlight after lift" '^highlight ([0-9A-Z]+/){9}[0-9A-Z]+$' "$out"
# A peck entered with the mouse: the knight lifted (b5 cyan: a first leg), put on b5 and lifted
# there again (XBoard asks where the move goes on: back to c3), then another piece lifted.
out=$(xb 'xboard\nprotover 2\nnew\nvariant birds\nforce\nusermove a2a5\nusermove b7b5\nusermove b1c3\nusermove d7d6\nlift c3\nput b5\nlift b5\nlift e2\nusermove c3b5,b5c3\nquit\n')
check "birds: lift c3 marks the peck's first leg b5 cyan" '^highlight 8/8/8/1C1Y4/Y3Y3/8/Y7/1Y6$' "$out"
check "birds: lift b5 after put b5 marks where it goes on (c3)" '^highlight 8/8/8/8/8/2Y5/8/8$' "$out"
check "birds: then lift e2 is a new piece (e3-e6)" '^highlight 8/8/4Y3/4Y3/4Y3/4Y3/8/8$' "$out"
refute "birds: the peck c3b5,b5c3 is legal" 'Illegal move' "$out"
out=$(xb 'xboard\nprotover 2\nnew\nvariant janggi\nforce\nusermove @@@@\nusermove a6a5\nusermove @@@@\nusermove c6c5\nquit\n')
refute "janggi: @@@@ is a pass, then Black moves" 'Illegal move' "$out"
# A layered board is one tall board of its levels stacked, A at the bottom (XBoard has no 3-D
# boards): Raumschach is 5x25 (Ea5 is e25), Alice chess 8x16; moves in those squares, or in
# the level's own names (Aa2Aa3).
out=$( (printf 'xboard\nprotover 2\nnew\nvariant raumschach\nforce\nusermove Ab2Ab3\nusermove b24b23\nusermove Bc2Cc2\nlift d19\nsd 2\ngo\n'; sleep 3; printf 'quit\n') | timeout 60 "$aviary" xboard 2>&1)
check "raumschach: setup as a 5x25 board" '^setup \([A-Z.]+[a-z.]+\) 5x25\+0_fairy rnknr/ppppp/5/5/5/ubqub/ppppp/5/5/5/5/5/5/5/5/5/5/5/PPPPP/BUQBU/5/5/5/PPPPP/RNKNR w - - 0 1$' "$out"
refute "raumschach: moves by level (Ab2Ab3) and by row (b24b23 is Eb4Eb3)" '(Illegal|Error)' "$out"
check "raumschach: lift d19 (Dd4) marks d18 and d14 (Dd3, Cd4)" '^highlight (5/){7}3Y1/(5/){3}3Y1/(5/){12}5$' "$out"
check "raumschach: the engine's move by row" '^move [a-e]([1-9]|1[0-9]|2[0-5])[a-e]([1-9]|1[0-9]|2[0-5])$' "$out"
check "raumschach: thinking lines in the tall board's squares" '^[0-9]+ -?[0-9]+ [0-9]+ [0-9]+ [a-e][0-9]+[a-e][0-9]+' "$out"
refute "raumschach: no level names in thinking lines" '^[0-9]+ -?[0-9]+ [0-9]+ [0-9]+ .*[A-E][a-e][0-9]' "$out"
# A 10-rank board's ranks count from 0 in XBoard: the thinking lines' moves too (grand's knight
# from b2 is b1 there), so the last line's first move is the engine's move.
out=$( (printf 'xboard\nprotover 2\nnew\nvariant grand\nsd 2\ngo\n'; sleep 3; printf 'quit\n') | timeout 60 "$aviary" xboard 2>&1)
pv=$(grep -E '^[0-9]+ -?[0-9]+ [0-9]+ [0-9]+ ' <<<"$out" | tail -1 | cut -d' ' -f5)
check "grand: the thinking line's first move is the move played, ranks from 0" "^move $pv\$" "$out"
# Alice chess: a piece passes to the other level after its move, and the engine's move says
# where it ends (Ag1Af3 is g1f11: XBoard's board follows the game), a capture in two legs
# (Be4xBd5, then on to Ad5: e12d13,d13d5); the move as made on its level (Be2Be3) is read too.
al=$( (printf 'xboard\nprotover 2\nnew\nvariant alice\nforce\nusermove e2e12\nusermove d7d13\nusermove g1f11\nusermove a7a14\nusermove e12d13,d13d5\nsetboard rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8/8/8/8/8/8/8/8 b - - 0 1\nusermove d15d14\nusermove e10e11\nsd 1\ngo\n'; sleep 3; printf 'quit\n') | timeout 60 "$aviary" xboard 2>&1)
check "alice: setup as an 8x16 board" '^setup \([A-Z.]+[a-z.]+\) 8x16\+0_fairy 8/8/8/8/8/8/8/8/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1$' "$al"
refute "alice: no piece lines (XBoard's would move between levels)" '^piece ' "$al"
refute "alice: moves to where the piece ends, a setboard of 16 rows, moves as made" '(Illegal|Error|tellusererror)' "$al"
check "alice: the engine's knight or pawn move ends on the other level" '^move [a-h]([1-9]|1[0-6])[a-h]([1-9]|1[0-6])$' "$al"
# Alice chess's castling passes king and rook to the other level, which XBoard would castle on
# the level they leave: refused with the reason (the engine never plays it), a king's step is not.
out=$(xb 'xboard\nprotover 2\nnew\nvariant alice\nforce\nsetboard 8/8/8/8/8/8/8/8/r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\nusermove e1g1\nusermove e1f9\nquit\n')
check "alice: a castling is refused in XBoard" '^Illegal move \(a castling to another level, which XBoard cannot show\): e1g1$' "$out"
refute "alice: a king's step is read" 'Illegal move.*e1f9' "$out"
# XBoard writes a declined optional promotion with '=' (Sjaak II's shogi move d5e3 reached the
# engine as d5e3=): the silver's step into the zone without promotion.
out=$(xb 'xboard\nprotover 2\nnew\nvariant shogi\nforce\nsetboard lnsgkgsnl/1r5b1/pppp1pppp/4S4/9/9/PPPPPPPPP/1B5R1/LN1GKGSNL[-] w - - 0 1\nusermove e6e7=\nsetboard lnsgkgsnl/1r5b1/pppp1pppp/4S4/9/9/PPPPPPPPP/1B5R1/LN1GKGSNL[-] w - - 0 1\nusermove e6e7+\nquit\n')
refute "shogi: e6e7= (no promotion) and e6e7+ are legal" '(Illegal|Error|tellusererror)' "$out"
out=$(xb 'xboard\nprotover 2\nnew\nvariant nosuch\nquit\n')
check "unknown variant" '^Error \(unknown variant\): nosuch$' "$out"

echo "$fails failed"
[ "$fails" -eq 0 ]
