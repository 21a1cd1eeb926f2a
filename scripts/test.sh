#!/usr/bin/env bash
# Runs every test: lint, types, unit, integration (real PostgreSQL), build, browser (real Chromium).
# Needs PostgreSQL (TEST_DATABASE_URL, default the local server) and Chromium (/usr/bin/chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

export NEXT_TELEMETRY_DISABLED=1 CHECKPOINT_DISABLE=1
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/saheli_care_test}"
# Everything below, the built app included, talks to the test database only.
export DATABASE_URL="$TEST_DATABASE_URL"
export SITE_URL="${SITE_URL:-http://127.0.0.1:3100}"

step() { printf '\n=== %s ===\n' "$1"; }

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "install"
  npm ci --no-audit --no-fund
fi

step "prisma generate"
npx prisma generate >/dev/null

step "lint"
npm run -s lint

step "typecheck"
npm run -s typecheck

step "unit tests"
npx vitest run --project unit

step "integration tests (PostgreSQL)"
npx vitest run --project integration

step "demo data for the browser tests"
npx prisma migrate deploy
npx prisma db seed

step "build"
npm run -s build

step "browser tests (Chromium)"
npx playwright test
