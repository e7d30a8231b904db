#!/usr/bin/env python3
"""Keys over SSH with many sessions at once (issue 27's load benchmark).

Starts target/release/wumpus serve on a port of its own with a fresh data
dir, opens N sessions with OpenSSH's `ssh -tt` in pseudo-terminals (each a
player of its own, with its own key), starts a classic game in each, then
has every session press keys: one at a time, the sessions taking turns,
each key the arrow editor opened or closed (the screen changes, the game
never ends). For
each key it takes the time from writing it to the last byte of the frame
it causes (the output read until quiet for --quiet ms, not counted), as
benches/latency.py does locally. Prints p50 and p99 over all keys, and the
server's resident memory before and with the sessions.

With --together, every session presses its key at the same moment (the
keys written to all sessions in one go, each session's time taken from
its own write to the last byte of its own frame): the server's worst case,
every game drawing a frame at once.

With --flood, two more sessions misbehave while the keys are timed: one
writes 100,000 keys as fast as ssh takes them, the other presses keys and
never reads its screen; the figures should stay within twice those of a
run without them.

With --talk, each session opens a Hidden Wumpus table of its own (one
person, three bots) instead of a classic game, and the timed keys are the
table's talk: the pane opened, a line typed and sent to the table, the
pane left (issue 40's budget: a table with talk).

Usage (after cargo build --release):
  python3 benches/serve_load.py                 100 sessions, 5 keys each
  python3 benches/serve_load.py --sessions 20 --keys 20
  python3 benches/serve_load.py --flood
  python3 benches/serve_load.py --together
  python3 benches/serve_load.py --talk
"""
import argparse, os, random, select, shutil, signal, statistics, subprocess, sys, tempfile, threading, time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import latency as L  # noqa: E402  (the pty harness)

ROOT = os.path.dirname(HERE)


def press_together(terms, key, quiet, first=5.0):
    """Writes `key` to every session at once; each one's ms from its write
    to the last byte of its frame (read until quiet for `quiet` s)."""
    for t in terms:
        t.drain()
    sent = {}
    for t in terms:
        sent[t.fd] = time.perf_counter()
        os.write(t.fd, key)
    last = {}
    open_fds = set(sent)
    deadline = time.perf_counter() + first
    while open_fds:
        now = time.perf_counter()
        # A session is done once it has been quiet for `quiet` after a byte.
        for fd in [fd for fd in open_fds if fd in last and now - last[fd] >= quiet]:
            open_fds.discard(fd)
        if not open_fds:
            break
        if now > deadline and not any(fd in last for fd in open_fds):
            raise L.NoFrame(key)
        ready, _, _ = select.select(list(open_fds), [], [], quiet / 4)
        for fd in ready:
            try:
                chunk = os.read(fd, 1 << 16)
            except OSError:
                chunk = b""
            if chunk:
                last[fd] = time.perf_counter()
            else:
                open_fds.discard(fd)
    return [(last[fd] - sent[fd]) * 1000 for fd in sent if fd in last]


def rss_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sessions", type=int, default=100)
    ap.add_argument("--keys", type=int, default=5, help="timed keys per session")
    ap.add_argument("--quiet", type=float, default=20.0, help="ms of silence that ends a frame")
    ap.add_argument("--together", action="store_true",
                    help="every session presses its key at the same moment")
    ap.add_argument("--talk", action="store_true",
                    help="a table of one's own per session, timing its talk keys")
    ap.add_argument("--flood", action="store_true",
                    help="a session flooding keys and one never reading, meanwhile")
    args = ap.parse_args()
    if not shutil.which("ssh") or not shutil.which("ssh-keygen"):
        sys.exit("needs OpenSSH's ssh and ssh-keygen")
    work = tempfile.mkdtemp(prefix="wumpus-serve-load-")
    port = 20000 + random.randrange(20000)
    server = subprocess.Popen(
        [L.GAME, "--seed", "81723", "serve", "--listen", f"127.0.0.1:{port}",
         "--data", os.path.join(work, "data"),
         "--per-address-per-minute", str(args.sessions + 10),
         "--max-connections", str(args.sessions + 10),
         # One address opens every session here: its allowance must hold them.
         "--per-address-open", str(args.sessions + 10)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    sessions = []
    try:
        time.sleep(1.0)
        before = rss_kb(server.pid)
        for i in range(args.sessions):
            key = os.path.join(work, f"k{i}")
            subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", key], check=True)
            argv = [shutil.which("ssh"), "-tt", "-p", str(port), "-i", key,
                    "-o", "IdentitiesOnly=yes", "-o", "BatchMode=yes",
                    "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
                    "-o", "LogLevel=ERROR", f"p{i}@127.0.0.1"]
            t = L.Term(argv, 80, 24, {"TERM": "xterm-256color"}, args.quiet / 1000)
            sessions.append(t)
        for t in sessions:
            t.wait_for(b"Variants", timeout=30)
            if args.talk:
                # The lobby, a table of the first variant, its form's last
                # row (above the first), and the table starts.
                t.send(b"kk\r", first=2.0)
                t.send(b"\r", first=2.0)
                t.send(b"k\r", first=2.0)
                t.wait_for(b"Talk", timeout=30)
            else:
                t.send(b"\r", first=2.0)
        with_all = rss_kb(server.pid)
        stop = threading.Event()
        if args.flood:
            flooder, stalled = sessions[-2], sessions[-1]
            sessions = sessions[:-2]

            def flood():
                # 100,000 keys, the editor opened and closed; its screen
                # is read and dropped so ssh keeps taking keys.
                sent = 0
                while sent < 100_000 and not stop.is_set():
                    os.write(flooder.fd, b"s\x1b" * 500)
                    sent += 1000
                    flooder.drain()

            def never_read():
                while not stop.is_set():
                    try:
                        os.write(stalled.fd, b"s\x1b")
                    except OSError:
                        return
                    time.sleep(0.001)

            threading.Thread(target=flood, daemon=True).start()
            threading.Thread(target=never_read, daemon=True).start()
        times = []
        # The arrow editor opened and closed: a key that changes the screen
        # and never ends the game.
        cycle = [b"s", L.ESC]
        if args.talk:
            # The talk pane opened, "hi" typed and sent, the pane left.
            cycle = [b"t", b"h", b"i", b"\r", L.ESC]
        for k in range(args.keys):
            if args.together:
                times.extend(press_together(sessions, cycle[k % len(cycle)], args.quiet / 1000))
                continue
            for t in sessions:
                ms, _ = t.press(cycle[k % len(cycle)])
                times.append(ms)
        stop.set()
        times.sort()
        p50 = statistics.median(times)
        p99 = L.p99(times)
        flood = " (two of them flooding and not reading)" if args.flood else ""
        if args.together:
            flood += ", every session's key at the same moment"
        if args.talk:
            flood += ", each at a table of its own, timing its talk"
        print(f"serve_load.py: {args.sessions} sessions{flood}, {len(times)} keys timed "
              f"({'talk: t, h, i, Enter, Esc' if args.talk else 'the arrow editor opened and closed'}), "
              f"quiet {args.quiet:.0f} ms")
        print(f"keypress to frame over SSH: p50 {p50:.2f} ms, p99 {p99:.2f} ms, max {times[-1]:.2f} ms")
        print(f"server RSS: {before} kB idle, {with_all} kB with {args.sessions} sessions in a game "
              f"({(with_all - before) // max(1, args.sessions)} kB a session)")
    finally:
        for t in sessions:
            try:
                os.kill(t.pid, signal.SIGKILL)
                os.waitpid(t.pid, 0)
            except OSError:
                pass
        server.terminate()
        server.wait(timeout=10)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
