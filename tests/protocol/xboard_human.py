#!/usr/bin/env python3
"""A human plays Aviary in XBoard: the human's moves are mouse clicks (xdotool) on the board.

One game per argument VARIANT:COLOUR (the human's colour; the engine, `aviary xboard`, plays
the other side at one second a move). XBoard runs under its own Xvfb display with a temporary
HOME and settings file that is never saved, square colours of its own (no textures), pieces of
a fixed size and White at the bottom. The board is found on a screenshot by its square colours;
a square's centre is its file and rank times the board's width over the files.

The human's move comes from `aviary play` (two humans, scripted) on the game so far, read from
XBoard's debug file: a move that ends the game if there is one, else one after which the
engine can end it (a blunder the engine should punish), else one chosen by a seeded random
draw. The human clicks only moves of one leg from one square to another (no drops, no
promotions, no multi-leg captures: XBoard 4.9 relays those poorly). After MAX_HUMAN_MOVES moves
with no result, or when no move is left to click, the human resigns (F9, XBoard's Resign key).

A game passes when XBoard's saved game (-saveGameFile) has a result, every human move reached
the engine as clicked, the engine answered each one, no `Illegal move`, error or forfeit was
seen, and the screenshots at the start and the end show a drawn board that changed.
Screenshots, saved games and debug files go to OUT_DIR; nothing else is written outside a
temporary folder (checked: the temporary HOME stays empty).

Usage: xboard_human.py AVIARY OUT_DIR VARIANT:white|black ...   (exit 77: tools missing)
"""
import os
import random
import re
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
import zlib

XBOARD_NAMES = {"chess": "normal", "chushogi": "chu", "daishogi": "dai"}   # as the engine lists them
MAX_HUMAN_MOVES = 8
ENGINE_SECONDS = 1                    # XBoard's -searchTime for the engine
REPLY_TIMEOUT = 30                    # seconds for an engine reply or a result
LIGHT, DARK = b"\xff\xe0\xa0", b"\x20\xa0\x60"   # the square colours given to XBoard
SCREEN = (1024, 800)
XBOARD = shutil.which("xboard") or "/usr/games/xboard"
TOOLS = {"xboard": XBOARD, "Xvfb": shutil.which("Xvfb"), "xdotool": shutil.which("xdotool"),
         "import (ImageMagick)": shutil.which("import")}


def log(msg):
    print(msg, flush=True)


# --- pictures --------------------------------------------------------------------------------

class Shot:
    """A screenshot of the whole screen (root window), RGB bytes."""

    def __init__(self, display, tmp):
        path = os.path.join(tmp, "shot.ppm")
        subprocess.run(["import", "-display", display, "-window", "root", "-depth", "8", path],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        with open(path, "rb") as f:
            data = f.read()
        magic, dims, maxval, self.px = data.split(b"\n", 3)
        assert magic == b"P6" and maxval == b"255", "a binary 8-bit PPM expected from import"
        self.w, self.h = map(int, dims.split())

    def row(self, y, x0=0, x1=None):
        x1 = self.w if x1 is None else x1
        return self.px[3 * (y * self.w + x0):3 * (y * self.w + x1)]

    def board_box(self):
        """(left, top, right, bottom) of the pixels in the dark square colour, or None: every
        file and rank of a board has a dark square, and holdings have none."""
        box = None
        for y in range(self.h):
            r = self.row(y)
            left, right = self._first(r, DARK), self._last(r, DARK)
            if left < 0:
                continue
            box = (left, y, right, y) if box is None else \
                (min(box[0], left), box[1], max(box[2], right), y)
        return box

    @staticmethod
    def _first(r, c):
        x = r.find(c)
        while x >= 0 and x % 3:
            x = r.find(c, x + 1)
        return x // 3 if x >= 0 else -1

    @staticmethod
    def _last(r, c):
        x = r.rfind(c)
        while x >= 0 and x % 3:
            x = r.rfind(c, 0, x + 2)
        return x // 3 if x >= 0 else -1

    def occupied(self, box, files, ranks, sq):
        """Does XBoard show a piece on `sq`? (The middle of the square is not all one of the
        square colours.)"""
        left, top, right, bottom = box
        w, h = (right - left + 1) / files, (bottom - top + 1) / ranks
        f, r = ord(sq[0]) - ord("a"), int(sq[1:]) - 1
        x0, y0 = int(left + (f + 0.25) * w), int(bottom - (r + 0.75) * h)
        patch = [self.row(y, x0, x0 + int(w / 2)) for y in range(y0, y0 + int(h / 2))]
        px = [p[i:i + 3] for p in patch for i in range(0, len(p), 3)]
        return sum(c not in (LIGHT, DARK) for c in px) > len(px) // 10

    def region(self, box):
        left, top, right, bottom = box
        return b"".join(self.row(y, left, right + 1) for y in range(top, bottom + 1))

    def save_png(self, path):
        raw = b"".join(b"\x00" + self.row(y) for y in range(self.h))

        def chunk(kind, body):
            return struct.pack(">I", len(body)) + kind + body + \
                struct.pack(">I", zlib.crc32(kind + body) & 0xffffffff)
        header = struct.pack(">IIBBBBB", self.w, self.h, 8, 2, 0, 0, 0)   # 8-bit RGB
        png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
        png += chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b"")
        with open(path, "wb") as f:
            f.write(png)


def colours(data):
    return len({data[i:i + 3] for i in range(0, len(data), 3 * 7)})


# --- the human's choice --------------------------------------------------------------------

SIMPLE = re.compile(r"^([a-z])(\d+)([a-z])(\d+)$")


def play_session(aviary, variant, history, lines):
    """`aviary play` (two humans) after `history`, fed `lines`: each line's output."""
    out = subprocess.run([aviary, "play", variant, "--moves", " ".join(history)],
                         input="\n".join(lines + ["quit"]) + "\n", capture_output=True,
                         text=True, timeout=120)
    if out.returncode != 0:
        raise RuntimeError(f"aviary play failed: {out.stderr.strip()}")
    blocks, cur = [], None
    for line in out.stdout.splitlines():
        if line.startswith("> "):
            cur = []
            blocks.append(cur)
        elif cur is not None:
            cur.append(line)
    return blocks


def move_list(block):
    text = " ".join(block[1:]) if block and "legal move" in block[0] else ""
    return text.split()


def ended(block):
    return any("Game over" in l for l in block)


def simple(move):
    m = SIMPLE.match(move)
    return bool(m) and m.group(1, 2) != m.group(3, 4)


def two_legs(move, ranks):
    """A capture in two legs (c3b5,c3: a peck) XBoard can relay: three squares, no promotion,
    on a board of more than 10 ranks none on rank 10 or above (XBoard 4.9.1 garbles those)."""
    low = ranks <= 10 or all(int(r) < 10 for r in re.findall(r"[a-z](\d+)", move))
    return bool(re.match(r"^([a-z]\d+)(?!\1)[a-z]\d+,[a-z]\d+$", move)) and low


def squares(move):
    return re.findall(r"[a-z]\d+", move)


def occupied_after(aviary, variant, history, moves):
    """For each move: is its second square (a capture's victim) still occupied after it?"""
    lines = [x for m in moves for x in (m, "fen", "undo")]
    blocks = play_session(aviary, variant, history, lines)
    got = []
    for i, m in enumerate(moves):
        fen = next(l for l in blocks[3 * i + 1] if "/" in l).split()[-6]
        rows = [re.findall(r"\d+|[A-Za-z]", row) for row in fen.split("[")[0].split("/")]
        f, r = ord(squares(m)[1][0]) - ord("a"), int(squares(m)[1][1:])
        cells = [c for t in rows[len(rows) - r] for c in ([""] * int(t) if t.isdigit() else [t])]
        got.append(bool(cells[f]))
    return got


def choose(aviary, variant, history, rng, ranks, legs_played, seen):
    """The human's move and why it was chosen; seen(SQUARE): XBoard shows a piece there (the
    human moves no piece he cannot see: For the Birds' doomed piece, gone at once in XBoard)."""
    legal = [m for m in move_list(play_session(aviary, variant, history, ["moves"])[0])
             if seen(squares(m)[0])]
    legs = [m for m in legal if two_legs(m, ranks)]
    if legs and not legs_played:
        # not one whose victim stays on Aviary's board (doomed): XBoard takes it off at once
        legs = [m for m, stays in zip(legs, occupied_after(aviary, variant, history, legs))
                if not stays]
    if legs and not legs_played:
        return rng.choice(legs), "a two-leg capture, clicked square by square"
    cands = [m for m in legal if simple(m)]
    if not cands:   # (in check, say, where only a capture without moving answers it)
        return None, f"no one-leg move to click among {legal}"
    lines = []
    for m in cands:
        lines += [m, "moves", "undo"]
    blocks = play_session(aviary, variant, history, lines)
    replies = {}
    for i, m in enumerate(cands):
        if ended(blocks[3 * i]):
            return m, "it ends the game"
        replies[m] = move_list(blocks[3 * i + 1])
    if sum(map(len, replies.values())) <= 6000:   # (not on a 12x12 board: too slow)
        lines = []
        for m in cands:
            lines += [m] + [x for r in replies[m] for x in (r, "undo")] + ["undo"]
        blocks = iter(play_session(aviary, variant, history, lines))
        for m in cands:
            next(blocks)
            for r in replies[m]:
                if ended(next(blocks)):
                    return m, f"the engine can end the game ({r})"
                next(blocks)
            next(blocks)
    return rng.choice(cands), "drawn at random"


# --- XBoard ----------------------------------------------------------------------------------

class Debug:
    """What XBoard's debug file says passed between it and the engine."""

    def __init__(self, path):
        self.path = path

    def lines(self):
        try:
            with open(self.path, errors="replace") as f:
                return f.read().splitlines()
        except FileNotFoundError:
            return []

    def moves(self):
        """The game's moves as relayed: ('human', m) sent to the engine, ('engine', m) from it."""
        got, part = [], ""
        for l in self.lines():
            # (XBoard writes `usermove ` and the move apart: the debug line has both)
            m = re.match(r"^\d+ >first : usermove (?:\d+ >first : )?(\S+)", l)
            if m:
                got.append(("human", m.group(1)))
            m = re.match(r"^\d+ <first : move (\S+)", l)
            if m:
                part += m.group(1)
                if not part.endswith(","):
                    got.append(("engine", part))
                    part = ""
        return got

    def problems(self):
        bad = re.compile(r"Illegal move|[Ee]rror|forfeit", re.I)
        return [l for l in self.lines() if re.match(r"^\d+ <first", l) and bad.search(l)
                or "forfeit" in l.lower()]


def saved_result(pgn):
    try:
        with open(pgn, errors="replace") as f:
            text = f.read()
    except FileNotFoundError:
        return None, ""
    m = re.search(r'^\[Result "([^"]+)"\]', text, re.M)
    if not m or m.group(1) == "*":
        return None, text
    return m.group(1), text


def shift(move, ranks, delta):
    """Square names between Aviary (ranks from 1) and XBoard (from 0 on 10-rank boards)."""
    if ranks != 10:
        return move
    return re.sub(r"([a-z])(\d+)", lambda m: m.group(1) + str(int(m.group(2)) + delta), move)


def board_shape(aviary, variant):
    out = subprocess.run([aviary, "variants"], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        w = line.split()
        if w and w[0] == variant:
            files, ranks = re.search(r"\((\d+)x(\d+)\)\s*$", line).groups()
            return int(files), int(ranks)
    raise RuntimeError(f"aviary variants does not list {variant}")


class Game:
    def __init__(self, aviary, variant, human, display, out, tmp):
        self.aviary, self.variant, self.human, self.display = aviary, variant, human, display
        self.files, self.ranks = board_shape(aviary, variant)
        self.tmp, self.out = tmp, out
        self.pgn = os.path.join(out, f"{variant}-{human}.pgn")
        self.debug = Debug(os.path.join(out, f"{variant}-{human}.debug"))
        for p in (self.pgn, self.debug.path):
            if os.path.exists(p):
                os.remove(p)
        self.proc = None
        self.box = None

    def start(self):
        home = os.path.join(self.tmp, "home")
        env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
        env.update(HOME=home, DISPLAY=self.display)
        for kind in ("CONFIG", "CACHE", "DATA"):   # (GTK's files: in the temporary folder too)
            env[f"XDG_{kind}_HOME"] = os.path.join(self.tmp, "xdg-" + kind.lower())
        args = [XBOARD, "-fcp", f"{self.aviary} xboard", "-fd", self.tmp,
                "-variant", XBOARD_NAMES.get(self.variant, self.variant),
                "-st", f"0:{ENGINE_SECONDS:02d}", "-testLegality", "false", "-size", "49",
                "-flipView", "false", "-autoFlipView", "false",
                "-liteBackTextureFile", "", "-darkBackTextureFile", "",
                "-lightSquareColor", "#%02x%02x%02x" % tuple(LIGHT),
                "-darkSquareColor", "#%02x%02x%02x" % tuple(DARK),
                "-popupExitMessage", "false", "-popupMoveErrors", "false",
                "-highlightMoveWithArrow", "false", "-oneClickMove", "false",
                "-saveGameFile", self.pgn, "-settingsFile", os.path.join(self.tmp, "xboardrc"),
                "-saveSettingsOnExit", "false", "-debug", "-nameOfDebugFile", self.debug.path]
        if self.human == "black":
            args += ["-initialMode", "MachineWhite"]
        with open(os.path.join(self.out, f"{self.variant}-{self.human}.log"), "w") as err:
            self.proc = subprocess.Popen(args, cwd=self.tmp, env=env, stdout=subprocess.DEVNULL,
                                         stderr=err, start_new_session=True)

    def stop(self):
        if self.proc and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait()

    def shot(self):
        return Shot(self.display, self.tmp)

    def find_board(self, timeout=20):
        """The board's box once it has the game's shape and two screenshots agree."""
        deadline, last = time.time() + timeout, None
        while time.time() < deadline:
            s = self.shot()
            box = s.board_box()
            if box:
                w, h = box[2] - box[0] + 1, box[3] - box[1] + 1
                if abs(w * self.ranks - h * self.files) <= 2 * max(self.files, self.ranks) \
                        and box == last and w >= 20 * self.files:
                    self.box = box
                    return s
            last = box
            time.sleep(0.5)
        failed = os.path.join(self.out, f"{self.variant}-{self.human}-noboard.png")
        s.save_png(failed)
        raise RuntimeError(f"no {self.files}x{self.ranks} board on the screen (last box {last}, "
                           f"see {failed})")

    def centre(self, sq):
        f, r = ord(sq[0]) - ord("a"), int(sq[1:]) - 1
        left, top, right, bottom = self.box
        pitch_x = (right - left + 1) / self.files
        pitch_y = (bottom - top + 1) / self.ranks
        return int(left + (f + 0.5) * pitch_x), int(bottom - (r + 0.5) * pitch_y)

    def xdotool(self, *args):
        subprocess.run(["xdotool", *args], env=dict(os.environ, DISPLAY=self.display), check=True)

    def click(self, sq):
        x, y = self.centre(sq)
        self.xdotool("mousemove", str(x), str(y))
        time.sleep(0.15)
        self.xdotool("click", "1")
        time.sleep(0.3)

    def wait(self, pred, what, timeout=REPLY_TIMEOUT):
        deadline = time.time() + timeout
        while time.time() < deadline:
            got = pred()
            if got:
                return got
            if self.proc.poll() is not None:
                raise RuntimeError(f"XBoard exited ({self.proc.returncode}) waiting for {what}")
            time.sleep(0.2)
        raise RuntimeError(f"timed out waiting for {what}")

    def to_aviary(self, history, xb):
        """The engine's move (XBoard's form) as one of the legal moves' strings."""
        legal = move_list(play_session(self.aviary, self.variant, history, ["moves"])[0])
        a = shift(xb, self.ranks, +1)
        if a in legal:
            return a
        # legs in XBoard's comma form (c3b5,b5c3): Aviary names each square once (c3b5,c3)
        squares = re.findall(r"[a-z]\d+", a)
        path = [q for i, q in enumerate(squares) if i == 0 or q != squares[i - 1]]
        suffix = re.sub(r"^.*\d", "", a)
        joined = path[0] + path[1] + "".join("," + q for q in path[2:]) + suffix
        if joined in legal:
            return joined
        same = [m for m in legal if re.findall(r"[a-z]\d+", m) == path and m.endswith(suffix)]
        if len(same) == 1:
            return same[0]
        raise RuntimeError(f"the engine's move {xb} is none of the legal moves {legal}")

    def turn(self):
        """'over' when the game has a result, 'human' when the human is on move, else None."""
        if saved_result(self.pgn)[0]:
            return "over"
        moves = self.debug.moves()
        if moves and moves[-1][0] == "human":
            return None
        white_to_move = len(moves) % 2 == 0
        return "human" if white_to_move == (self.human == "white") else None

    def play(self):
        self.start()
        start = self.find_board()
        start_png = os.path.join(self.out, f"{self.variant}-{self.human}-start.png")
        start.save_png(start_png)
        rng = random.Random(f"{self.variant}-{self.human}")
        history, clicked, how, legs_played = [], 0, None, False
        while True:
            if self.wait(self.turn, "the engine's move or a result") == "over":
                how = "the game ended on the board"
                break
            relayed = self.debug.moves()
            while len(history) < len(relayed):
                who, xb = relayed[len(history)]
                history.append(self.to_aviary(history, xb))
            board = self.shot()
            move, why = (None, f"{clicked} moves") if clicked == MAX_HUMAN_MOVES else choose(
                self.aviary, self.variant, history, rng, self.ranks, legs_played,
                lambda sq: board.occupied(self.box, self.files, self.ranks, sq))
            if move is None:
                self.xdotool("mousemove", str(self.box[0] + 5), str(self.box[1] + 5))
                self.xdotool("key", "F9")
                self.wait(lambda: saved_result(self.pgn)[0], "the result after resigning (F9)")
                how = f"the human resigned (F9) after {why}"
                break
            log(f"  {self.variant}: human plays {move} ({why})")
            path = squares(move)
            legs_played = legs_played or len(path) > 2
            for sq in path:
                self.click(sq)
            want = ",".join(a + b for a, b in zip(path, path[1:]))   # XBoard's legs
            want = shift(want, self.ranks, -1)
            n = len(relayed)
            try:
                got = self.wait(lambda: self.debug.moves()[n:n + 1], f"XBoard to relay {want}")
            except RuntimeError as e:
                raise RuntimeError(f"{e}{self.diagnose(relayed)}") from None
            if got[0] != ("human", want):
                raise RuntimeError(f"clicked {want}, XBoard relayed {got[0]}")
            clicked += 1
        time.sleep(1)
        end = self.shot()
        end_png = os.path.join(self.out, f"{self.variant}-{self.human}-end.png")
        end.save_png(end_png)
        return how, start, end, (start_png, end_png), history

    def diagnose(self, relayed):
        """Why a click was not relayed: XBoard, stopped, saves the game as it has it."""
        self.stop()
        text = "[Event " + saved_result(self.pgn)[1].split("[Event ")[-1]   # the last game
        body = re.sub(r"\{[^}]*\}|\([^)]*\)|^\[.*$|\d+\.+", " ", text, flags=re.M).split()
        plies = len([t for t in body if t not in ("*", "1-0", "0-1", "1/2-1/2")])
        if plies >= len(relayed) or not relayed or relayed[-1][0] != "engine":
            return f" (XBoard's game has {plies} plies, {len(relayed)} were relayed)"
        return (f"; XBoard did not take the engine's move {relayed[-1][1]}: its game has "
                f"{plies} plies, {len(relayed)} passed between it and the engine")

    def check(self, how, start, end, pngs, history):
        """Problems found after the game (an empty list: it passed)."""
        bad = []
        result, text = saved_result(self.pgn)
        ending = re.findall(r"\{([^}]*)\}\s*(?:1-0|0-1|1/2-1/2)\s*$", text)
        log(f"  {self.variant}: result {result} {{{ending[-1] if ending else ''}}}: {how}; "
            f"{len(history)} plies")
        moves = self.debug.moves()
        legs = [m for who, m in moves if who == "engine" and "," in m]
        if legs:   # (XBoard 4.9 takes them from an engine; a human cannot click a peck)
            log(f"  {self.variant}: the engine's multi-leg moves, taken by XBoard: "
                f"{' '.join(legs)}")
        for i, (who, m) in enumerate(moves):
            if who == "human" and i + 1 == len(moves) and not result:
                bad.append(f"the engine never answered the human's {m}")
        bad += [f"XBoard's debug file: {l}" for l in self.debug.problems()]
        if re.search(r"forfeit|illegal", " ".join(ending), re.I):
            bad.append(f"the game ended by a forfeit or an illegal move: {ending[-1]}")
        for name, s in (("start", start), ("end", end)):
            region = s.region(self.box)
            if colours(region) < 4:
                bad.append(f"the {name} screenshot's board is blank ({colours(region)} colours)")
        if start.region(self.box) == end.region(self.box):
            bad.append("the board looks the same at the start and the end")
        log(f"  {self.variant}: screenshots {pngs[0]} {pngs[1]}")
        return bad


def start_xvfb(tmp):
    r, w = os.pipe()
    proc = subprocess.Popen(["Xvfb", "-displayfd", str(w), "-screen", "0", "%dx%dx24" % SCREEN,
                             "-nolisten", "tcp"], pass_fds=(w,), stdout=subprocess.DEVNULL,
                            stderr=open(os.path.join(tmp, "xvfb.log"), "w"), start_new_session=True)
    os.close(w)
    number = b""
    while not number.endswith(b"\n"):
        got = os.read(r, 16)
        if not got:
            raise RuntimeError("Xvfb did not start")
        number += got
    os.close(r)
    return proc, ":" + number.decode().strip()


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    aviary, out, games = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]), sys.argv[3:]
    missing = [name for name, path in TOOLS.items() if not path or not os.access(path, os.X_OK)]
    if missing:
        print(f"SKIPPED: needs {', '.join(missing)} "
              "(apt-get install xboard xvfb xdotool imagemagick)")
        sys.exit(77)
    os.makedirs(out, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix="xboard-human-")
    os.makedirs(os.path.join(tmp, "home"))
    xvfb, display = start_xvfb(tmp)
    failed = []
    try:
        for spec in games:
            variant, human = spec.split(":")
            engine = "black" if human == "white" else "white"
            log(f"{variant}: the human plays {human}, Aviary {engine}")
            g = Game(aviary, variant, human, display, out, tmp)
            try:
                bad = g.check(*g.play())
            except (RuntimeError, subprocess.SubprocessError) as e:
                bad = [str(e)]
                if g.proc and g.proc.poll() is None:   # the screen as it was
                    shot = os.path.join(out, f"{variant}-{human}-failed.png")
                    g.shot().save_png(shot)
                    bad.append(f"the screen then: {shot}")
            finally:
                g.stop()
            for b in bad:
                log(f"  {variant}: FAILED: {b}")
            if bad:
                failed.append(spec)
            log(f"  {variant}: debug file {g.debug.path}, game {g.pgn}")
        left = os.listdir(os.path.join(tmp, "home"))
        if left:
            failed.append("HOME")
            log(f"FAILED: XBoard wrote into its temporary HOME: {left}")
    finally:
        os.killpg(xvfb.pid, signal.SIGTERM)
        xvfb.wait()
        shutil.rmtree(tmp, ignore_errors=True)
    passed = len(games) - len([f for f in failed if f != "HOME"])
    log(f"xboard-human: {passed} of {len(games)} games ended with a result"
        + (f"; failed: {' '.join(failed)}" if failed else ""))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
