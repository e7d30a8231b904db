#!/usr/bin/env bash
# Memory of `wumpus serve` per idle session: starts the release binary on a
# port of its own with a fresh data dir, opens N sessions with OpenSSH's
# `ssh -tt` (each a new player with a key of its own, left on the menu),
# and prints the server's resident memory before and after.
#   bash benches/serve_idle.sh [N]     (default 100; after cargo build --release)
set -euo pipefail
n=${1:-100}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
port=$((20000 + RANDOM % 20000))
trap 'pkill -f "sleep 300" 2>/dev/null || true; kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
"$root/target/release/wumpus" serve --listen "127.0.0.1:$port" --data "$work/data" \
  --per-address-per-minute $((n + 10)) --per-address-open $((n + 10)) > "$work/log" 2>&1 &
server=$!
sleep 1
rss() { awk '/VmRSS/ {print $2}' "/proc/$server/status"; }
before=$(rss)
for i in $(seq 1 "$n"); do
  ssh-keygen -q -t ed25519 -N "" -f "$work/k$i" > /dev/null
  (sleep 300 | ssh -tt -p "$port" -i "$work/k$i" -o IdentitiesOnly=yes -o BatchMode=yes \
     -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR \
     "p$i@127.0.0.1" > /dev/null 2>&1 &)
done
# Every session on its menu: one player directory each, then a settle.
for _ in $(seq 1 100); do
  [ "$(ls "$work/data/players" 2>/dev/null | wc -l)" -ge "$n" ] && break
  sleep 0.2
done
sleep 3
after=$(rss)
echo "sessions $(ls "$work/data/players" | wc -l) of $n; server RSS ${before} kB idle, ${after} kB with them: $(( (after - before) / n )) kB a session"
