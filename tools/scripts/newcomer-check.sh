#!/usr/bin/env bash
# The newcomer's path, checked: a machine with Node and nothing listening on 127.0.0.1.
#   1. a fresh `git clone` of the commit under test (HEAD; uncommitted changes are not in it)
#      into a temporary directory only its owner can enter (0700, as `mktemp -d` makes it and as
#      /root is: run as root, PostgreSQL runs as `postgres`, who cannot reach anything in it),
#      and `npm ci` there, with the network (it needs the registry);
#   2. then inside `unshare -n`, a network namespace whose only interface is a loopback on which
#      nothing listens (no PostgreSQL, no Redis), with a `redis-server` first on PATH that cannot
#      start (this machine has a real one in /usr/bin, beside node, so PATH cannot leave it out):
#      - `npm start` must answer /api/health/ready, and is then stopped;
#      - `npm test` must end `N passed, 0 failed, K skipped`, name what it skipped, and leave
#        nothing in its TMPDIR.
# Run by .ci/run (not by `npm test`). Ends with `N passed, N failed` (and `, K skipped`): the
# inner `npm test`'s counts plus this script's own checks. Exits non-zero on any failure. Where
# unshare is not permitted it says so, and fails when CI=true.
set -uo pipefail

if [ "${1:-}" = "--inside" ]; then
  # ---- inside the network namespace -------------------------------------------------------
  work=$2
  cd "$work/shop" || exit 1
  ip link set lo up
  export PATH="$work/no-redis:$PATH"
  # A newcomer has none of these; the runner must find or start everything itself.
  unset TEST_DATABASE_URL REDIS_TEST_URL TEST_REQUIRE_REDIS DATABASE_URL REDIS_URL CHROMIUM_PATH

  port=3000
  echo "### npm start (nothing listens on 127.0.0.1: $(node -e "
    const net = require('node:net');
    const probe = (port) => new Promise((ok) => net.connect(port, '127.0.0.1').on('connect', () => ok(port + ' answers')).on('error', () => ok(port + ' refused')));
    Promise.all([5432, 6379].map(probe)).then((r) => console.log(r.join(', ')));
  "))"
  started=$(date +%s)
  # A newcomer's first start builds everything: no help from Nx's cache, which lives in ~/.nx
  # and is shared by every checkout on this machine. (npm test below may use it: type checks
  # and lint give the same answers with or without a network, and its tests are never cached.)
  setsid env PORT=$port DATA_DIR="$work/data" NX_SKIP_NX_CACHE=true npm start > "$work/start.log" 2>&1 &
  start_pid=$!
  ready=0
  for _ in $(seq 1 600); do
    if node -e "fetch('http://127.0.0.1:$port/api/health/ready').then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))"; then
      ready=1
      break
    fi
    kill -0 "$start_pid" 2>/dev/null || break
    sleep 2
  done
  kill -TERM -- "-$start_pid" 2>/dev/null
  wait "$start_pid" 2>/dev/null
  if [ "$ready" = 1 ]; then
    echo "npm start answered GET /api/health/ready with 200 after $(($(date +%s) - started)) s (then stopped)"
    echo "check: npm start: passed"
  else
    tail -n 30 "$work/start.log"
    echo "check: npm start: FAILED (no 200 from /api/health/ready)"
  fi

  echo "### npm test"
  started=$(date +%s)
  # A temporary directory of its own, to see that the run cleans up after itself. Like the clone,
  # it is out of reach of any other user.
  mkdir -p "$work/tmp"
  TMPDIR="$work/tmp" npm test 2>&1 | tee "$work/test.log"
  echo "npm test took $(($(date +%s) - started)) s"
  # npm itself keeps Node's compile cache there (node-compile-cache): npm's, not the run's.
  left=$(ls -A "$work/tmp" | grep -vx 'node-compile-cache')
  if [ -z "$left" ]; then
    echo "check: npm test leaves nothing in TMPDIR: passed"
  else
    echo "left in TMPDIR: $(echo "$left" | head -n 20 | tr '\n' ' ')"
    echo "check: npm test leaves nothing in TMPDIR: FAILED"
  fi
  exit 0
fi

# ---- outside: clone, install, then run the part above in a namespace -------------------------
root=$(cd "$(dirname "$0")/../.." && pwd)
sha=$(git -C "$root" rev-parse HEAD)
began=$(date +%s)
passed=0
failed=0
skipped=0
pass() { passed=$((passed + 1)); echo "check: $*: passed"; }
fail() { failed=$((failed + 1)); echo "check: $*: FAILED"; }
finish() {
  echo "newcomer check took $(($(date +%s) - began)) s"
  echo
  if [ "$skipped" -gt 0 ]; then echo "$passed passed, $failed failed, $skipped skipped"; else echo "$passed passed, $failed failed"; fi
  [ "$failed" -eq 0 ]
  exit
}

if ! unshare -n true 2>/dev/null; then
  echo "unshare -n is not permitted here (it needs root), so the newcomer path cannot be checked."
  if [ "${CI:-}" = "true" ]; then fail "unshare -n"; else skipped=1; fi
  finish
fi
if [ -n "$(git -C "$root" status --porcelain)" ]; then
  echo "Note: uncommitted changes are not checked; this clones $sha."
fi

work=$(mktemp -d /tmp/shop-newcomer-XXXXXX)
# Only its owner may enter, as /root and any `mktemp -d`: as root, `npm test` must then run the
# embedded PostgreSQL (as the `postgres` user) without reaching into the clone.
chmod 700 "$work"
trap 'rm -rf "$work"' EXIT
mode=$(stat -c '%a' "$work")
if [ "$mode" = 700 ]; then
  pass "the clone's directory ($work) is 0700, as $(id -un)"
else
  fail "the clone's directory is 0700 (it is $mode)"
fi

echo "### git clone of $sha into $work/shop"
if git clone --quiet --no-checkout "$root" "$work/shop" && git -C "$work/shop" checkout --quiet --detach "$sha"; then
  pass "git clone"
else
  fail "git clone"
  finish
fi

echo "### npm ci (with the network)"
t=$(date +%s)
if (cd "$work/shop" && npm ci --no-audit --no-fund); then
  pass "npm ci ($(($(date +%s) - t)) s)"
else
  fail "npm ci"
  finish
fi

mkdir -p "$work/no-redis"
cat > "$work/no-redis/redis-server" <<'EOF'
#!/bin/sh
echo "redis-server: not installed on this newcomer's machine (stand-in from tools/scripts/newcomer-check.sh)" >&2
exit 127
EOF
chmod +x "$work/no-redis/redis-server"

echo "### inside unshare -n: no network but a loopback on which nothing listens"
unshare -n bash "$0" --inside "$work" 2>&1 | tee "$work/inside.log"

grep -q '^check: npm start: passed$' "$work/inside.log" && pass "npm start answers /api/health/ready" || fail "npm start answers /api/health/ready"
grep -q '^check: npm test leaves nothing in TMPDIR: passed$' "$work/inside.log" && pass "npm test leaves nothing in TMPDIR" || fail "npm test leaves nothing in TMPDIR"
line=$(grep -E '^[0-9]+ passed, [0-9]+ failed(, [0-9]+ skipped)?$' "$work/inside.log" | tail -n 1)
if [ -z "$line" ]; then
  fail "npm test printed its closing line"
else
  passed=$((passed + $(echo "$line" | cut -d' ' -f1)))
  failed=$((failed + $(echo "$line" | cut -d' ' -f3 | tr -d ,)))
  inner_skipped=$(echo "$line" | sed -nE 's/.*, ([0-9]+) skipped$/\1/p')
  skipped=$((skipped + ${inner_skipped:-0}))
  # Without Redis the Redis tests must be skipped, and each named with the reason.
  named=$(awk '/^Skipped [0-9]+ test\(s\): /{block=1; next} block && /^  - /{n++; next} {block=0} END{print n+0}' "$work/inside.log")
  if [ "${inner_skipped:-0}" -gt 0 ] && [ "$named" -eq "$inner_skipped" ] && grep -qE '^Skipped [0-9]+ test\(s\): no Redis' "$work/inside.log"; then
    pass "npm test names its $inner_skipped skipped test(s) and why"
  else
    fail "npm test names its skipped tests and why (skipped: ${inner_skipped:-0}, named: $named)"
  fi
fi
finish
