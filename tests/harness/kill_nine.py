#!/usr/bin/env python3
"""The kill -9 harness of the records (issue 25): random plain games of
every variant, several at once in one data dir, each process killed with
SIGKILL after a random delay, then started again (resume the newest game or
play a new one) and killed again, and so on; at the end one clean start
tidies the data dir. It then checks what must hold whatever was killed where:

- every score line has a game id, and no id is filed twice;
- no game is both filed and resumable (`wumpus resume --list`);
- no save, lock or temporary file is left but the resumable games' saves;
- every row's record exists, and a sample of rows replays (`wumpus replay N`).

Usage: tests/harness/kill_nine.py [--bin target/release/wumpus] [--games 300]
       [--workers 4] [--seed 1] [--data DIR]
Exit 0 when everything holds; each broken rule is printed otherwise.
"""
import argparse, json, os, random, signal, subprocess, sys, tempfile, time, threading

# Lines that some rule set takes: moves, shots, throws, steps, waits,
# claims, Enter for a bot; the rest are refused, which is part of the test.
WORDS = ["m {r}", "{r}", "s {r}", "s {r} {r2}", "t {r}", "w {r}", "c {r}", "charge {r}",
         "n", "e", "s", "w", "wait", "", "", "c I smell nothing", "y", "odds"]


def script(rng, lines):
    out = []
    for _ in range(lines):
        w = rng.choice(WORDS)
        out.append(w.format(r=rng.randint(1, 30), r2=rng.randint(1, 30)))
    # Sometimes leave cleanly (save or abandon), sometimes just stop.
    out.append(rng.choice(["q\ns", "q\na", "q\ny", ""]))
    return "\n".join(out) + "\n"


def run_killed(args, data, rng, argv):
    env = dict(os.environ, WUMPUS_DATA=data)
    env.pop("WUMPUS_FAULT", None)
    p = subprocess.Popen([args.bin] + argv + ["--plain"], stdin=subprocess.PIPE,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    text = script(rng, rng.randint(5, 120)).encode()
    def feed():
        try:
            p.stdin.write(text)
            p.stdin.close()
        except (BrokenPipeError, ValueError, OSError):
            pass
    threading.Thread(target=feed, daemon=True).start()
    delay = rng.uniform(0.0, 0.25)
    time.sleep(delay)
    if p.poll() is None:
        p.send_signal(signal.SIGKILL)
        killed = True
    else:
        killed = False
    p.wait()
    return killed


def worker(args, data, variants, n, seed, stats):
    rng = random.Random(seed)
    for _ in range(n):
        if rng.random() < 0.4:
            argv = ["resume"]
        else:
            v = rng.choice(variants)
            argv = ["play", v, "--seed", str(rng.randint(1, 10**6))]
        killed = run_killed(args, data, rng, argv)
        with stats["lock"]:
            stats["runs"] += 1
            stats["killed"] += int(killed)


def cli(args, data, *argv):
    env = dict(os.environ, WUMPUS_DATA=data)
    return subprocess.run([args.bin] + list(argv), capture_output=True, text=True, env=env,
                          stdin=subprocess.DEVNULL)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", default="target/release/wumpus")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--workers", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--data")
    ap.add_argument("--replays", type=int, default=40)
    args = ap.parse_args()
    data = args.data or tempfile.mkdtemp(prefix="wumpus-kill9-")
    variants = [l.split()[0] for l in cli(args, data, "variants").stdout.splitlines() if l.strip()]
    stats = {"lock": threading.Lock(), "runs": 0, "killed": 0}
    per = max(1, args.games // args.workers)
    started = time.time()
    threads = [threading.Thread(target=worker, args=(args, data, variants, per, args.seed * 1000 + k, stats))
               for k in range(args.workers)]
    for t in threads: t.start()
    for t in threads: t.join()

    # One clean start tidies what the kills left.
    listing = cli(args, data, "resume", "--list")
    resumable = set()
    finishing = set()
    for line in listing.stdout.splitlines():
        head, _, rest = line.partition("  ")
        if len(head) == 16:
            (finishing if "filed at the next start" in rest else resumable).add(head)
    problems = []
    if listing.returncode != 0:
        problems.append("resume --list failed: " + listing.stderr)
    rows = []
    scores_path = os.path.join(data, "scores.jsonl")
    if os.path.exists(scores_path):
        with open(scores_path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                if line.strip():
                    try:
                        rows.append((n, json.loads(line)))
                    except ValueError as e:
                        problems.append(f"scores.jsonl:{n}: not JSON: {e}")
    ids = [r.get("id") for _, r in rows]
    if any(i is None for i in ids):
        problems.append("a score line without a game id")
    dup = {i for i in ids if ids.count(i) > 1}
    if dup:
        problems.append(f"filed twice: {sorted(dup)}")
    both = resumable & set(ids)
    if both:
        problems.append(f"both filed and resumable: {sorted(both)}")
    if finishing:
        problems.append(f"endings still unfiled after a clean start: {sorted(finishing)}")
    leftovers = []
    for root, _, files in os.walk(data):
        for name in files:
            path = os.path.join(root, name)
            if name.endswith(".tmp") or name.endswith(".lock"):
                leftovers.append(path)
            elif root.endswith("saves") and name.endswith(".json") and name[:-5] not in resumable:
                leftovers.append(path)
    if leftovers:
        problems.append(f"left behind: {leftovers[:10]} ({len(leftovers)} in all)")
    for n, r in rows:
        rec = r.get("record")
        if not rec or not os.path.exists(os.path.join(data, "records", rec)):
            problems.append(f"row {n}: its record {rec!r} is missing")
    rng = random.Random(args.seed)
    for n, _ in rng.sample(rows, min(args.replays, len(rows))):
        out = cli(args, data, "replay", str(n), "--plain")
        if out.returncode != 0:
            problems.append(f"row {n} does not replay: {out.stderr.strip()}")
    took = time.time() - started
    print(f"{stats['runs']} runs ({stats['killed']} killed by SIGKILL) by {args.workers} workers in {took:.0f} s, "
          f"{len(variants)} variants, data dir {data}")
    print(f"{len(rows)} games filed, {len(resumable)} resumable, "
          f"{min(args.replays, len(rows))} rows replayed")
    for p in problems:
        print("BROKEN:", p)
    print("every game filed exactly once or resumable, never both" if not problems else f"{len(problems)} rules broken")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
