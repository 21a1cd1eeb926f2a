#!/usr/bin/env bash
# Brings the site up on a fresh clone: install, database, migrations, demo data, build, serve.
# The database is chosen by scripts/db/resolve.ts (see the README): DATABASE_URL if set (and it
# must answer), else the PostgreSQL on 127.0.0.1:5432, else an embedded PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."

export NEXT_TELEMETRY_DISABLED=1 CHECKPOINT_DISABLE=1
port="${PORT:-3000}"
step() { printf '\n=== %s ===\n' "$1"; }

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "install"
  npm ci --no-audit --no-fund
fi

if [ ! -f .env ]; then
  # A fresh signing secret per machine; .env is git-ignored.
  secret=$(node -e 'console.log(require("node:crypto").randomBytes(32).toString("base64"))')
  printf '# Created by npm run up. See .env.example for every variable.\nNEXTAUTH_SECRET="%s"\n' "$secret" > .env
fi

step "database"
npx prisma generate >/dev/null
resolved=$(npx tsx scripts/db/resolve.ts --env) || exit 1
kind=$(printf '%s\n' "$resolved" | sed -n 's/^DATABASE_KIND=//p')
url=$(printf '%s\n' "$resolved" | sed -n 's/^DATABASE_URL=//p')

if [ "$kind" = "embedded" ]; then
  mkdir -p .data
  npx tsx scripts/db/embedded.ts >>.data/pglite.log 2>&1 &
  npx tsx scripts/db/wait.ts "$url" --timeout=60
  # The embedded server takes a handful of connections and runs one transaction at a time: one
  # app process, with one connection for the app and two for the cache's revalidations.
  export DATABASE_POOL_MAX=1 WEB_CONCURRENCY=1
fi
export DATABASE_URL="$url"

# The address the pages and mails link to: the one served here, unless .env or the environment
# names the public one (a production build refuses to run without it).
if ! grep -q '^SITE_URL=' .env 2>/dev/null; then
  export SITE_URL="${SITE_URL:-http://localhost:${port}}"
fi

step "migrations"
npx prisma migrate status >/dev/null 2>&1 || npx prisma migrate deploy

step "demo data"
npx prisma db seed

step "build"
npx next build

staff_password="${SEED_STAFF_PASSWORD:-Staff-demo-2026!}"
cat <<INFO

Saheli Care is starting on http://localhost:${port} (database: ${kind}).

Demo accounts (local defaults; set SEED_*_PASSWORD in .env to change them before the first seed):
  owner        ${OWNER_EMAIL:-owner@sahelicare.test}  /  ${OWNER_PASSWORD:-${SEED_OWNER_PASSWORD:-Owner-demo-2026!}}
  coordinator  coordinator@sahelicare.test  /  ${staff_password}
  doctor       kavya.menon@sahelicare.in  /  ${staff_password}  (and the five other doctors)
  patient      patient@sahelicare.test  /  ${SEED_PATIENT_PASSWORD:-Patient-demo-2026!}

INFO
# One Node.js process per CPU core (scripts/serve.mjs); `next start` would use one core only.
export PORT="$port" HOSTNAME=0.0.0.0 NODE_ENV=production
exec node scripts/serve.mjs
