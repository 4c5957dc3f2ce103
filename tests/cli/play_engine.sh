#!/usr/bin/env bash
# `aviary play --engine`: a game against the computer, scripted on stdin and in a terminal
# (tmux, with its server socket and an empty configuration in a temporary folder).
# usage: play_engine.sh AVIARY
set -uo pipefail
aviary=$1
dir=$(mktemp -d)
trap 'tmux -S "$dir/sock" kill-server 2>/dev/null; rm -rf "$dir"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }

# After 1. f3 e5, White's g4 lets Black mate: the computer (Black) must find Qh4#.
printf 'g2g4\nundo\nfen\nquit\n' | timeout 60 "$aviary" play chess --moves "f2f3 e7e5" --engine --depth 2 >"$dir/out" 2>&1
grep -q '^2\.\.\. d8h4   (Aviary: depth [0-9]*, mate in 1)$' "$dir/out" || fail "no Qh4#: $(cat "$dir/out")"
grep -q '^Checkmate: Black wins\. Game over' "$dir/out" || fail "the game did not end: $(cat "$dir/out")"
# undo takes back the computer's move and the human's: White to move after 1. f3 e5 again
grep -qx 'rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq - 0 2' "$dir/out" || fail "undo: $(cat "$dir/out")"

# --as black: the computer opens; hint answers for the human; go hands the computer the human's side
printf 'hint\ngo\nquit\n' | timeout 60 "$aviary" play chess --engine --as black --depth 1 >"$dir/out" 2>&1
grep -q '^1\. [a-h][1-8][a-h][1-8]   (Aviary: depth 1' "$dir/out" || fail "--as black: $(cat "$dir/out")"
grep -q '^Hint: [a-h][1-8][a-h][1-8] (depth 1' "$dir/out" || fail "hint: $(cat "$dir/out")"
grep -q '^1\.\.\. [a-h][1-8][a-h][1-8]   (Aviary' "$dir/out" || fail "go: $(cat "$dir/out")"

# A whole game in a terminal: the human's g4 on the keyboard, the computer's mate on the screen.
if command -v tmux >/dev/null; then
  tmux -S "$dir/sock" -f /dev/null new-session -d -x 100 -y 50 \
    "$aviary play chess --moves 'f2f3 e7e5' --engine --depth 2; echo EXITED \$?; sleep 30"
  # screen PATTERN TRIES: the pane shows PATTERN within TRIES looks, 0.2 s apart
  screen() {
    for _ in $(seq 1 "$2"); do
      tmux -S "$dir/sock" capture-pane -p >"$dir/screen" 2>/dev/null
      grep -q "$1" "$dir/screen" && return 0
      sleep 0.2
    done
    return 1
  }
  tmux -S "$dir/sock" send-keys 'g2g4' Enter
  screen 'Checkmate: Black wins' 100 || fail "tmux: no end of game on the screen: $(cat "$dir/screen")"
  tmux -S "$dir/sock" send-keys 'quit' Enter
  screen 'EXITED 0' 50 || fail "tmux: quit did not end the program: $(cat "$dir/screen")"
else
  echo "tmux not found: the terminal game is not tried"
fi

# Options that make no sense alone are usage errors.
for args in "--as black" "--depth 2" "--engine --depth 2 --movetime 10" "--engine --as red" "--engine --depth 0"; do
  timeout 20 "$aviary" play chess $args </dev/null >"$dir/out" 2>&1
  [ $? = 2 ] && grep -q '^error: ' "$dir/out" || fail "play chess $args: $(cat "$dir/out")"
done
exit $status
