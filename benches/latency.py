#!/usr/bin/env python3
"""Keypress-to-screen latency of the full-screen game, autosave on.

Runs target/release/wumpus in a pseudo-terminal (100x30) with a fresh
WUMPUS_DATA, starts classic with seed 81723 and walks between rooms 16 and
15 (both safe, the Wumpus asleep): every key is a command, recorded and
offered to the autosave thread, then a frame. For each key it takes the
time from writing the key to the last byte of the frame it causes (the
output is read until it has been quiet for 40 ms; that wait is not
counted). Prints the median, p99 and max, and checks the save is there.
With --compare it alternates runs with a data directory that is a file
(nothing can be written: the same game and frames, no save on disk), so a
busy machine's noise shows in both columns alike.
Usage: python3 benches/latency.py [keys] [--compare]   (after cargo build --release)
"""
import os, pty, select, shutil, statistics, sys, tempfile, time

BIN = os.path.join(os.path.dirname(__file__), "..", "target", "release", "wumpus")
QUIET = 0.040


def read_quiet(fd, deadline=2.0):
    """Reads until the output is quiet; returns (bytes, time of last byte)."""
    seen, last = b"", None
    end = time.perf_counter() + deadline
    while time.perf_counter() < end:
        ready, _, _ = select.select([fd], [], [], QUIET)
        if not ready:
            if last is not None:
                break
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
        last = time.perf_counter()
    return seen, last


def wait_for(fd, text, timeout=10.0):
    seen = b""
    end = time.perf_counter() + timeout
    while text not in seen and time.perf_counter() < end:
        ready, _, _ = select.select([fd], [], [], 0.2)
        if ready:
            seen += os.read(fd, 65536)
    if text not in seen:
        sys.exit(f"never saw {text!r}")


def run(keys, saving):
    data = tempfile.mkdtemp(prefix="wumpus-latency-")
    if not saving:
        blocked = os.path.join(data, "a-file")
        open(blocked, "w").close()
        data_env = blocked
    else:
        data_env = data
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["WUMPUS_DATA"] = data_env
        os.execv(BIN, [BIN, "play", "classic", "--seed", "81723"])
    import fcntl, struct, termios
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    wait_for(fd, b"turn 0")
    read_quiet(fd)
    times = []
    for i in range(keys):
        key = b"1" if i % 2 == 0 else b"3"
        sent = time.perf_counter()
        os.write(fd, key)
        out, last = read_quiet(fd)
        if last is None or not out:
            sys.exit(f"no frame after key {i}")
        times.append((last - sent) * 1000)
    saved = os.path.exists(os.path.join(data, "save.json"))
    os.write(fd, b"\x03")
    read_quiet(fd)
    os.waitpid(pid, 0)
    os.close(fd)
    shutil.rmtree(data, ignore_errors=True)
    times.sort()
    p99 = times[max(0, int(len(times) * 0.99) - 1)]
    return statistics.median(times), p99, times[-1], saved


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    keys = int(args[0]) if args else 400
    modes = [True, False] if "--compare" in sys.argv else [True]
    for saving in modes * (3 if len(modes) > 1 else 1):
        median, p99, most, saved = run(keys, saving)
        what = "autosave on " if saving else "no save dir "
        print(f"{what} keys {keys}: median {median:.2f} ms, p99 {p99:.2f} ms, "
              f"max {most:.2f} ms; save written: {saved}")


main()
