#!/usr/bin/env python3
"""Keypress-to-screen latency of every kind of key, beside a minimal app.

Drives target/release/wumpus in a pseudo-terminal over every kind of key on
every screen (issue 30, part 2) for each rule set (classic, grenade,
grand-theft, labyrinth, hidden), at 80x24 and 200x60, and in the same run
the minimal ratatui app of benches/minimal/main.rs (the play screen's
panels, redrawn on each key) at the same sizes.

For each key it takes the time from writing the key to the last byte of
the frame it causes: the output is read until it has been quiet for
--quiet ms (20 by default), and that wait is not counted. Output that
arrives before a key is written (a frame the game drew by itself) is read
and thrown away first, and counted ("stray").

Each session starts the game from its menu with a fresh data directory and
a config of its own (written here: one variant per rule set, with seeds
whose first moves are safe; the labyrinth's with moves enough), plays
through the screens, and puts each kind of key through cycles that come
back to where they began (a move and the move back, `s` then Esc, ...).
The game's and the minimal app's runs alternate, a block of cycles each,
kind by kind, so the machine's load falls on both alike. The minimal app
gets `?` where the game's screen changes everywhere (help, history, a
screen opened or left: it shows or hides a page over the whole frame) and
`n` for any other key (a turn: the title, map, side panel, prompt and log
change).

Prints, per key and size: the median and the p99 in ms, the minimal app's
median for the same cycles, and the ratio of the two medians. Keys that do
more by design are marked and named under the table.

Usage (after `cargo build --release`; the minimal app is built when
missing or older than its source with `cargo build --release -p wumpus-benches --bin wumpus-minimal`):
  python3 benches/latency.py                  200 presses of every key
  python3 benches/latency.py --quick          10 presses: to try it
  python3 benches/latency.py --presses 50 --rules classic,hidden --sizes 80x24
  python3 benches/latency.py --markdown       the table as Markdown
"""
import argparse, fcntl, os, pty, select, shutil, signal, statistics, struct
import subprocess, sys, tempfile, termios, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
GAME = os.path.join(ROOT, "target", "release", "wumpus")
MINIMAL = os.path.join(ROOT, "target", "release", "wumpus-minimal")

# Keys as a terminal sends them.
ENTER, ESC, BACKSPACE = b"\r", b"\x1b", b"\x7f"
UP, DOWN, RIGHT, LEFT = b"\x1b[A", b"\x1b[B", b"\x1b[C", b"\x1b[D"
CTRL_P, CTRL_L, CTRL_C = b"\x10", b"\x0c", b"\x03"

# One variant per rule set, last in the menu in this order (then the
# menu's Settings row): `Up` from the top of the menu wraps to Settings, so
# the variant k rows above it is k+1 presses of Up away.
CONFIG = """\
[variant.bench-classic]
name = "Bench: classic"
description = "the classic rules (latency bench)"
difficulty = "normal"
rules = "classic"

[variant.bench-grenade]
name = "Bench: grenade"
description = "the grenade rules (latency bench)"
difficulty = "normal"
rules = "grenade"

[variant.bench-grand-theft]
name = "Bench: grand theft"
description = "the grand-theft rules (latency bench)"
difficulty = "normal"
rules = "grand-theft"

[variant.bench-labyrinth]
name = "Bench: labyrinth"
description = "the small labyrinth with moves enough (latency bench)"
difficulty = "normal"
rules = "labyrinth"
labyrinth = "small"
move_limit = 1000000

[variant.bench-hidden]
name = "Bench: hidden"
description = "three persons at one keyboard (latency bench)"
difficulty = "normal"
rules = "hidden"
players = 3
bots = 0
"""
RULE_SETS = ["classic", "grenade", "grand-theft", "labyrinth", "hidden"]
MENU_UPS = {"classic": 6, "grenade": 5, "grand-theft": 4, "labyrinth": 3, "hidden": 2}
# Seed 1 of each: classic starts in room 11 and walks 11 -> 10 -> 11
# (tunnels 1 and 3; the Wumpus sleeps in 9, nothing in 10 or 11); grenade
# between The Findledelve and The Hall of Kings (1 and 3); grand-theft
# between nodes 14 and 9 (1 and 1, no cops on that street, no gang or
# Wumpus at either end); the labyrinth east and west along its first row;
# in hidden, seat 1 (a human) acts first.
SEED = 1

# Keys that do more than draw, by design.
COSTLY = {
    "replay: step back": "a seek: the replay rebuilds the game from its start to one command before",
    "resume from the menu": "loads the saved game from disk and rebuilds it",
    "leave and save": "writes the save file and goes back to the menu",
}


class Step:
    """One key of a cycle: the row it is counted in, the bytes, and
    whether the screen changes everywhere (the minimal app's `?`)."""

    def __init__(self, label, key, big=False):
        self.label, self.key, self.big = label, key, big


def kind(*steps):
    return [Step(*s) for s in steps]


MOVE = {
    "classic": kind(("move (1-9)", b"1"), ("move (1-9)", b"3")),
    "grenade": kind(("move (1-9)", b"1"), ("move (1-9)", b"3")),
    "grand-theft": kind(("move (1-9)", b"1"), ("move (1-9)", b"1")),
    "labyrinth": kind(("move (d/a east, west)", b"d"), ("move (d/a east, west)", b"a")),
}
CURSOR = kind(("tunnel cursor (Down/Up)", DOWN), ("tunnel cursor (Down/Up)", UP))
HELP = kind(("help ? open", b"?", True), ("help Esc close", ESC, True))
HISTORY = kind(("history Ctrl-p open", CTRL_P, True), ("history Esc close", ESC, True))
HINTS = kind(("hints h on/off", b"h"), ("hints h on/off", b"h"))
REDRAW = kind(("redraw Ctrl-l", CTRL_L, True),)
MOVE_TO = kind(("move-to m open", b"m"), ("move-to Esc close", ESC))
MARKS = kind(("marks x open", b"x"), ("marks Esc close", ESC))
EDITOR = kind(
    ("arrow editor s open", b"s"),
    ("arrow editor: type a room", b"2"),
    ("arrow editor: Backspace", BACKSPACE),
    ("arrow editor Esc close", ESC),
)


def play_kinds(rules):
    """The kinds of key on the play screen of each rule set."""
    if rules == "labyrinth":
        return [MOVE[rules], kind(("advice i on/off", b"i"), ("advice i on/off", b"i")),
                HELP, HISTORY, REDRAW]
    if rules == "hidden":
        return [EDITOR, MOVE_TO, MARKS, CURSOR, HELP, HISTORY, HINTS, REDRAW,
                kind(("stay . (ends the turn: curtain)", b".", True),
                     ("curtain: seat's screen", ENTER, True))]
    verb = {
        "classic": EDITOR,
        "grenade": kind(("armed verb t (toss) open", b"t"), ("armed verb Esc close", ESC)),
        "grand-theft": kind(("armed verb c (charge) open", b"c"), ("armed verb Esc close", ESC)),
    }[rules]
    return [MOVE[rules], verb, MOVE_TO, MARKS, CURSOR, HELP, HISTORY, HINTS, REDRAW]


MENU_KINDS = [
    kind(("menu cursor (Down/Up)", DOWN), ("menu cursor (Down/Up)", UP)),
    kind(("menu help ? open", b"?", True), ("menu help Esc close", ESC, True)),
    kind(("settings o open", b"o", True), ("settings Esc close", ESC, True)),
]
SETTINGS_CURSOR = kind(("settings cursor (Down/Up)", DOWN), ("settings cursor (Down/Up)", UP))
SETUP_CURSOR = kind(("setup form cursor (Down/Up)", DOWN), ("setup form cursor (Down/Up)", UP))
SCORES = kind(("scores s open", b"s", True), ("scores Esc close", ESC, True))
REPLAY = kind(("replay: step", RIGHT), ("replay: step back", LEFT))


def resume_kind(rules):
    steps = [("resume from the menu", ENTER, True)]
    if rules == "hidden":
        steps.append(("curtain: seat's screen", ENTER, True))
    steps += [("leave q (asks)", b"q"), ("leave and save", b"s", True)]
    return kind(*steps)


class NoFrame(Exception):
    pass


class Term:
    """A program in a pseudo-terminal of a given size."""

    def __init__(self, argv, cols, rows, env, quiet):
        self.quiet = quiet
        self.stray = 0
        pid, fd = pty.fork()
        if pid == 0:
            try:
                fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
                os.environ.update(env)
                os.execv(argv[0], argv)
            finally:
                os._exit(127)
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        self.pid, self.fd = pid, fd

    def read_quiet(self, first):
        """Reads until the output is quiet; returns (bytes, time of the
        last byte). Waits up to `first` seconds for the first byte."""
        seen, last = b"", None
        end = time.perf_counter() + first
        while True:
            wait = self.quiet if last is not None else max(0.0, end - time.perf_counter())
            if last is None and wait == 0.0:
                break
            ready, _, _ = select.select([self.fd], [], [], wait)
            if not ready:
                if last is not None:
                    break
                continue
            try:
                chunk = os.read(self.fd, 1 << 16)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
            last = time.perf_counter()
        return seen, last

    def drain(self):
        """Throws away whatever arrived unasked (a frame the program drew
        by itself), so it is not taken for the next key's."""
        while select.select([self.fd], [], [], 0)[0]:
            try:
                chunk = os.read(self.fd, 1 << 16)
            except OSError:
                return
            if not chunk:
                return
            self.stray += len(chunk)

    def press(self, key, first=2.0):
        """Writes a key; the ms to the frame's last byte (NoFrame if none)."""
        self.drain()
        sent = time.perf_counter()
        os.write(self.fd, key)
        out, last = self.read_quiet(first)
        if last is None:
            raise NoFrame(key)
        return (last - sent) * 1000, out

    def send(self, key, first=1.0):
        """A key on the way somewhere: not timed, no frame needed."""
        self.drain()
        os.write(self.fd, key)
        return self.read_quiet(first)[0]

    def wait_for(self, text, timeout=10.0):
        seen = b""
        end = time.perf_counter() + timeout
        while text not in seen and time.perf_counter() < end:
            if select.select([self.fd], [], [], 0.1)[0]:
                try:
                    seen += os.read(self.fd, 1 << 16)
                except OSError:
                    break
        if text not in seen:
            raise NoFrame(text)
        self.read_quiet(0.2)

    def close(self):
        try:
            os.write(self.fd, CTRL_C)
            self.read_quiet(0.5)
        except OSError:
            pass
        for _ in range(20):
            done, _ = os.waitpid(self.pid, os.WNOHANG)
            if done:
                break
            time.sleep(0.05)
        else:
            os.kill(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)
        os.close(self.fd)


class Results:
    """Samples per (size, rule set, key), the game's and the minimal app's."""

    def __init__(self):
        self.game, self.mini, self.order = {}, {}, []
        self.failed = []

    def add(self, key, game_ms, mini_ms):
        if key not in self.game:
            self.game[key], self.mini[key] = [], []
            self.order.append(key)
        self.game[key] += game_ms
        self.mini[key] += mini_ms


def p99(xs):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, max(0, int(len(xs) * 0.99 + 0.5) - 1))]


def run_kind(game, mini, steps, cycles, block, res, size, rules):
    """`cycles` cycles of `steps` on the game, alternating blocks with the
    same number of the minimal app's keys. Stops the kind at a key that
    draws nothing (the game is not where the cycle expects)."""
    samples = {s.label: ([], []) for s in steps}
    done = 0
    while done < cycles:
        n = min(block, cycles - done)
        for _ in range(n):
            for s in steps:
                try:
                    ms, _ = game.press(s.key)
                except NoFrame:
                    res.failed.append(f"{size} {rules}: no frame after {s.label!r} "
                                      f"(cycle {done + 1}); the kind stopped there")
                    flush(samples, res, size, rules)
                    return False
                samples[s.label][0].append(ms)
        for _ in range(n):
            for s in steps:
                ms, _ = mini.press(b"?" if s.big else b"n")
                samples[s.label][1].append(ms)
        done += n
    flush(samples, res, size, rules)
    return True


def flush(samples, res, size, rules):
    for label, (g, m) in samples.items():
        if g:
            res.add((size, rules, label), g, m)


def session(rules, size, args, res):
    cols, rows = size
    tag = f"{cols}x{rows}"
    data = tempfile.mkdtemp(prefix="wumpus-latency-")
    config = os.path.join(data, "config.toml")
    with open(config, "w") as f:
        f.write(CONFIG)
    env = {"WUMPUS_DATA": os.path.join(data, "data"), "WUMPUS_CONFIG": config,
           "TERM": "xterm-256color"}
    game = Term([GAME, "--config", config, "--seed", str(SEED)], cols, rows, env, args.quiet)
    mini = Term([MINIMAL], cols, rows, {"TERM": "xterm-256color"}, args.quiet)
    run = lambda steps: run_kind(game, mini, steps, args.presses, args.block, res, tag, rules)
    try:
        game.wait_for(b"Variants")
        mini.wait_for(b"Map")
        if rules == "classic":
            for steps in MENU_KINDS:
                run(steps)
            game.send(b"o")
            run(SETTINGS_CURSOR)
            game.send(ESC)
        for _ in range(MENU_UPS[rules]):
            game.send(UP)
        game.send(ENTER)
        if rules == "hidden":
            run(SETUP_CURSOR)
            for _ in range(11):  # to the form's last row, "Start the game"
                game.send(DOWN)
            game.send(ENTER)
            game.send(ENTER, first=2.0)  # the curtain: seat 1 has the keyboard
        for steps in play_kinds(rules):
            run(steps)
        # A saved game, resumed from the menu and left again.
        game.send(b"q")
        game.send(b"s", first=2.0)
        run(resume_kind(rules))
        # Abandoned, it has a record: the scores, and its replay.
        game.send(ENTER, first=2.0)
        if rules == "hidden":
            game.send(ENTER)
        game.send(b"q")
        game.send(b"a", first=2.0)
        run(SCORES)
        game.send(b"s")
        game.send(ENTER, first=2.0)
        game.send(RIGHT)  # pauses the playback
        time.sleep(0.1)
        run(REPLAY)
    except NoFrame as e:
        res.failed.append(f"{tag} {rules}: stopped: no frame after {e.args[0]!r}")
    finally:
        game.close()
        mini.close()
        shutil.rmtree(data, ignore_errors=True)
    if game.stray:
        res.failed.append(f"{tag} {rules}: {game.stray} bytes drawn unasked were skipped")


def ensure_minimal():
    """Builds the minimal app when it is missing or older than its source."""
    source = os.path.join(HERE, "minimal", "main.rs")
    if os.path.exists(MINIMAL) and os.path.getmtime(MINIMAL) >= os.path.getmtime(source):
        return
    cmd = ["cargo", "build", "--release", "-p", "wumpus-benches", "--bin", "wumpus-minimal"]
    print("building the minimal app:", " ".join(cmd), file=sys.stderr)
    subprocess.run(cmd, cwd=ROOT, check=True)


def rows_of(res):
    """(size, rules, label, median, p99, minimal median, ratio, n)."""
    out = []
    for key in res.order:
        g, m = res.game[key], res.mini[key]
        gm, mm = statistics.median(g), statistics.median(m)
        out.append((*key, gm, p99(g), mm, gm / mm if mm else float("nan"), len(g)))
    return out


def print_text(rows, res):
    head = f"{'size':8} {'rule set':12} {'key':38} {'median':>8} {'p99':>8} {'minimal':>8} {'ratio':>6} {'n':>5}"
    print(head)
    print("-" * len(head))
    for size, rules, label, gm, gp, mm, ratio, n in rows:
        mark = " *" if label in COSTLY and COSTLY[label] else ""
        print(f"{size:8} {rules:12} {label + mark:38} {gm:8.2f} {gp:8.2f} {mm:8.2f} {ratio:6.2f} {n:5}")
    print("(ms; minimal: the minimal app's median over the same cycles; ratio: median / minimal)")
    notes(res)
    over = over_bounds(rows)
    if over:
        print(f"outside issue 30's bounds ({len(over)} of {len(rows)}):")
        for line in over:
            print(f"  {line}")


def print_markdown(rows, res):
    """One row per rule set and key, a column group per size."""
    sizes = list(dict.fromkeys(r[0] for r in rows))
    cells, keys = {}, []
    for size, rules, label, gm, gp, mm, ratio, _ in rows:
        if (rules, label) not in cells:
            cells[(rules, label)] = {}
            keys.append((rules, label))
        cells[(rules, label)][size] = f"{gm:.2f} | {gp:.2f} | {mm:.2f} | {ratio:.2f}"
    head = "| rule set | key |" + "".join(
        f" {s} median | p99 | minimal app | ratio |" for s in sizes)
    print(head)
    print("|" + " --- |" * (2 + 4 * len(sizes)))
    for rules, label in keys:
        mark = " \\*" if COSTLY.get(label) else ""
        row = "".join(" " + cells[(rules, label)].get(s, "| | |") + " |" for s in sizes)
        print(f"| {rules} | {label}{mark} |{row}")
    print()
    print("(milliseconds, keypress to the frame's last byte; minimal app: its median "
          "over the same cycles; ratio: the median over the minimal app's)")
    print()
    notes(res)


def over_bounds(rows):
    """The keys outside issue 30's bounds: a median over 1.5x the minimal
    app's at 80x24 or 1.2x at 200x60, a p99 over 2 ms at 80x24."""
    out = []
    for size, rules, label, gm, gp, mm, ratio, _ in rows:
        bound = 1.5 if size == "80x24" else 1.2 if size == "200x60" else None
        why = []
        if bound and ratio > bound:
            why.append(f"ratio {ratio:.2f} > {bound}")
        if size == "80x24" and gp > 2.0:
            why.append(f"p99 {gp:.2f} ms > 2")
        if why:
            out.append(f"{size} {rules} {label}: " + ", ".join(why))
    return out


def notes(res):
    used = {label for (_, _, label) in res.order}
    for label, why in COSTLY.items():
        if why and label in used:
            print(f"* {label}: {why}.")
    for line in res.failed:
        print(f"note: {line}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="10 presses of each key")
    ap.add_argument("--presses", type=int, default=200, help="presses of each key (200)")
    ap.add_argument("--block", type=int, default=25,
                    help="cycles in a row before the other program's turn (25)")
    ap.add_argument("--quiet", type=float, default=20.0,
                    help="ms of silence that ends a frame (20; not counted)")
    ap.add_argument("--rules", default=",".join(RULE_SETS))
    ap.add_argument("--sizes", default="80x24,200x60")
    ap.add_argument("--markdown", action="store_true")
    args = ap.parse_args()
    if args.quick:
        args.presses, args.block = 10, 5
    args.quiet /= 1000
    if not os.path.exists(GAME):
        sys.exit("no target/release/wumpus: run cargo build --release first")
    ensure_minimal()
    rules_list = [r for r in args.rules.split(",") if r]
    for r in rules_list:
        if r not in RULE_SETS:
            sys.exit(f"no rule set {r!r}; they are {', '.join(RULE_SETS)}")
    sizes = [tuple(int(x) for x in s.split("x")) for s in args.sizes.split(",")]
    res = Results()
    started = time.time()
    load = os.getloadavg()
    for size in sizes:
        for rules in rules_list:
            print(f"... {rules} at {size[0]}x{size[1]}", file=sys.stderr)
            session(rules, size, args, res)
    load_end = os.getloadavg()
    rows = rows_of(res)
    print(f"latency.py: {args.presses} presses a key, quiet {args.quiet * 1000:.0f} ms, "
          f"{time.time() - started:.0f} s; load average {load[0]:.2f} at the start, "
          f"{load_end[0]:.2f} at the end ({time.strftime('%Y-%m-%d %H:%M')})")
    if args.markdown:
        print_markdown(rows, res)
    else:
        print_text(rows, res)


if __name__ == "__main__":
    main()
