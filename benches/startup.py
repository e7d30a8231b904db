#!/usr/bin/env python3
"""Start-to-first-frame and peak memory of the full-screen game.

Runs target/release/wumpus in a pseudo-terminal N times, measures the time
from spawn until the menu's first frame ("Variants") arrives, quits with q,
and reads the peak resident memory of the finished child. Prints medians.
Usage: python3 benches/startup.py [runs]   (after cargo build --release)
"""
import os, pty, resource, select, statistics, sys, time

BIN = os.path.join(os.path.dirname(__file__), "..", "target", "release", "wumpus")

def once():
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["COLUMNS"], os.environ["LINES"] = "100", "30"
        os.execv(BIN, [BIN])
    import fcntl, struct, termios
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    seen = b""
    first = None
    deadline = start + 10
    while first is None and time.perf_counter() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if ready:
            try:
                seen += os.read(fd, 65536)
            except OSError:
                break
            if b"Variants" in seen:
                first = time.perf_counter() - start
    os.write(fd, b"q")
    # Drain until the child closes the terminal.
    while True:
        ready, _, _ = select.select([fd], [], [], 2)
        if not ready:
            break
        try:
            if not os.read(fd, 65536):
                break
        except OSError:
            break
    _, status, usage = os.wait4(pid, 0)
    os.close(fd)
    return first, usage.ru_maxrss  # kilobytes on Linux

runs = int(sys.argv[1]) if len(sys.argv) > 1 else 20
results = [once() for _ in range(runs)]
frames = [f * 1000 for f, _ in results if f is not None]
rss = [r / 1024 for _, r in results]
print(f"runs {runs}: first frame median {statistics.median(frames):.1f} ms "
      f"(max {max(frames):.1f} ms); peak memory median {statistics.median(rss):.1f} MB")
