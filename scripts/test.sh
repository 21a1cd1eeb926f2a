#!/usr/bin/env bash
# Runs every test: lint, types, unit, components (jsdom), integration (real PostgreSQL), build,
# faults (a private PostgreSQL restarted under load), scale (two instances behind nginx), browser
# (real Chromium), validators (axe, Nu, linkinator, schema.org). docs/testing.md describes them.
# What it needs from the machine (PostgreSQL, Chromium, nginx…) is checked first, by
# scripts/preflight.sh: installed as root, else it stops at once naming what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

export NEXT_TELEMETRY_DISABLED=1 CHECKPOINT_DISABLE=1
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/saheli_care_test}"
# Everything below, the built app included, talks to the test database only.
export DATABASE_URL="$TEST_DATABASE_URL"
export SITE_URL="${SITE_URL:-http://127.0.0.1:3100}"
export NEXTAUTH_URL="${NEXTAUTH_URL:-$SITE_URL}"
# The built app runs in production mode, which refuses to sign anyone in without a secret: a fresh
# random one per run, so no test depends on a known key.
export NEXTAUTH_SECRET="${NEXTAUTH_SECRET:-$(node -e 'console.log(require("node:crypto").randomBytes(32).toString("base64"))')}"

# Each step's duration is printed when it ends, so slow steps show up in CI logs.
current_step="" step_started=$(date +%s)
declare -A took=()
end_step() {
  if [ -n "$current_step" ]; then
    took[$current_step]=$(($(date +%s) - step_started))
    printf -- '--- %s took %ss\n' "$current_step" "${took[$current_step]}"
  fi
  step_started=$(date +%s)
}
# The suites' time against the targets docs/testing.md gives (build, faults and scale come on top).
# Printed, never failed on: this machine's speed moves from run to run.
report_targets() {
  local integration=${took["integration tests (PostgreSQL)"]}
  local suites=$((took["lint, types, unit and component tests"] + integration + took["browser tests and validators (Chromium)"]))
  printf '\n=== test time against targets ===\n'
  printf 'integration tests: %ss (target <= 90s)%s\n' "$integration" \
    "$( [ "$integration" -le 90 ] || echo ' OVER TARGET')"
  printf 'lint + unit + component + integration + browser tests (validators included): %ss (target <= 360s)%s\n' \
    "$suites" "$( [ "$suites" -le 360 ] || echo ' OVER TARGET')"
}
step() {
  end_step
  current_step="$1"
  printf '\n=== %s ===\n' "$1"
}

# Before anything slow: a missing nginx or headless shell must not surface minutes in.
step "machine requirements"
bash scripts/preflight.sh

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "install"
  npm ci --no-audit --no-fund
fi

step "prisma generate"
npx prisma generate >/dev/null

# The type check, the linters and the unit and component tests side by side: the type check and
# each linter use one core, and the tests fill what they leave.
step "lint, types, unit and component tests"
types_log=$(mktemp)
lint_log=$(mktemp)
npm run -s typecheck >"$types_log" 2>&1 &
types_pid=$!
npm run -s lint >"$lint_log" 2>&1 &
lint_pid=$!
# One vitest start for both: each start costs seconds of its own.
tests_ok=1
npx vitest run --project unit --project components || tests_ok=0
lint_ok=1
wait "$lint_pid" || lint_ok=0
types_ok=1
wait "$types_pid" || types_ok=0
cat "$lint_log" "$types_log"
rm -f "$lint_log" "$types_log"
[ "$lint_ok" = 1 ] || { echo "lint failed"; exit 1; }
[ "$types_ok" = 1 ] || { echo "typecheck failed"; exit 1; }
[ "$tests_ok" = 1 ] || { echo "unit or component tests failed"; exit 1; }

step "integration tests (PostgreSQL)"
npx vitest run --project integration

step "demo data for the browser tests"
npx prisma migrate deploy
npx prisma db seed
# The browser tests' commits need not wait for the disk: a throwaway database is never recovered
# after a crash (durability under faults is the fault test's, on a cluster of its own).
psql "${TEST_DATABASE_URL%%\?*}" -v ON_ERROR_STOP=1 -qc \
  "DO \$\$ BEGIN EXECUTE format('ALTER DATABASE %I SET synchronous_commit = off', current_database()); END \$\$"

step "build"
npm run -s build

# The production build on a PostgreSQL cluster of its own, restarted and stopped under load.
step "fault tests (own PostgreSQL)"
npm run -s test:faults

# Two instances behind nginx on one PostgreSQL: sessions, limits, idempotency, revalidation, a
# graceful restart and a database restart under load (docs/deploy.md).
step "scale test (two instances behind nginx)"
npm run -s test:scale

# The journeys and the validators nobody here wrote (axe, the Nu checker, linkinator, schema.org)
# in one run: one server start, and no worker idle between the two.
step "browser tests and validators (Chromium)"
npx playwright test --project desktop --project validators --project calls --project mobile
end_step
report_targets
