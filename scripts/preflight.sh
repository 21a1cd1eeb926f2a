#!/usr/bin/env bash
# What `npm test` needs from the machine, checked before the first test (scripts/test.sh calls it
# first, .ci/run too): PostgreSQL answering at TEST_DATABASE_URL, its server programs (initdb,
# pg_ctl: the fault and scale tests start clusters of their own), Chromium and its headless shell
# (browser tests), nginx (scale test), Java (the Nu HTML checker), coturn and Kannel.
#
# As root with apt-get (these machines, a CI runner, a container) it installs whatever is missing,
# saying so in one line, and starts the local PostgreSQL if it is down. Anywhere else it stops
# within seconds, naming everything missing and the one command that installs it all. When
# everything is there it installs nothing and takes about a second.
#
# PREFLIGHT_ROOT, for tests/unit/preflight.test.ts only: a directory that stands in for "/" in
# every lookup (apt-get and PostgreSQL's programs included), so a test can leave things out.
set -euo pipefail

root="${PREFLIGHT_ROOT:-}"
sudo="sudo "
[ "$(id -u)" = 0 ] && sudo=""
# Debian keeps nginx, bearerbox, smsbox and pg_ctlcluster's helpers in sbin, which a user's PATH
# often leaves out; the tests find them there too.
IFS=: read -ra search_dirs <<<"$PATH:/usr/local/sbin:/usr/sbin:/sbin"

# Prints where a program is (under $root), or fails.
find_program() {
  local dir
  for dir in "${search_dirs[@]}"; do
    if [ -n "$dir" ] && [ -f "$root$dir/$1" ] && [ -x "$root$dir/$1" ]; then
      printf '%s\n' "$root$dir/$1"
      return 0
    fi
  done
  return 1
}

is_program() { [ -f "$root$1" ] && [ -x "$root$1" ]; }

# What is missing: one line each for the message, and the Debian packages that bring it.
missing=()
packages=()
# Problems no package solves (a setting pointing nowhere, PostgreSQL down).
problems=()

need() {
  missing+=("$1 (package $2)")
  case " ${packages[*]} " in *" $2 "*) ;; *) packages+=("$2") ;; esac
}

check_programs() {
  missing=() packages=() problems=()

  { find_program pg_isready && find_program psql; } >/dev/null ||
    need "PostgreSQL's client programs pg_isready and psql" postgresql-client

  # Where scripts/lib/private-postgres.mjs looks: PG_BIN, else /usr/lib/postgresql/*/bin.
  if [ -n "${PG_BIN:-}" ]; then
    { is_program "$PG_BIN/initdb" && is_program "$PG_BIN/pg_ctl"; } ||
      problems+=("PG_BIN=$PG_BIN holds no initdb and pg_ctl")
  else
    local bin found=""
    for bin in "$root"/usr/lib/postgresql/*/bin; do
      [ -x "$bin/initdb" ] && [ -x "$bin/pg_ctl" ] && found=yes
    done
    [ -n "$found" ] || need "PostgreSQL's server programs initdb and pg_ctl" postgresql
  fi

  # Where playwright.config.ts and scripts/test-faults.mjs look: CHROMIUM_PATH replaces both.
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    is_program "$CHROMIUM_PATH" || problems+=("CHROMIUM_PATH=$CHROMIUM_PATH is not a program")
  else
    is_program /usr/bin/chromium || need "Chromium, /usr/bin/chromium" chromium
    is_program /usr/lib/chromium/chromium-headless-shell ||
      need "Chromium's headless shell, /usr/lib/chromium/chromium-headless-shell" chromium-headless-shell
  fi

  # Where scripts/test-scale.mjs looks.
  find_program nginx >/dev/null || is_program /usr/local/nginx/sbin/nginx || need "nginx" nginx
  find_program java >/dev/null || need "Java, for the Nu HTML checker (vnu-jar)" default-jre-headless
  find_program turnserver >/dev/null || need "coturn's turnserver" coturn
  { find_program bearerbox && find_program smsbox; } >/dev/null ||
    need "Kannel's bearerbox and smsbox" kannel
  is_program /usr/lib/kannel/test/fakesmsc || need "Kannel's fakesmsc, /usr/lib/kannel/test/fakesmsc" kannel-extras
}

check_programs

if [ ${#packages[@]} -gt 0 ] && [ -z "$sudo" ] && apt_get=$(find_program apt-get); then
  list=$(printf '%s, ' "${packages[@]}")
  echo "Installing ${list%, } (missing)"
  log=$(mktemp)
  if ! { "$apt_get" update -qq &&
    DEBIAN_FRONTEND=noninteractive "$apt_get" install -y -qq "${packages[@]}"; } >"$log" 2>&1; then
    cat "$log" >&2
    rm -f "$log"
    echo "preflight: apt-get could not install ${packages[*]}" >&2
    exit 1
  fi
  rm -f "$log"
  installed=yes
  check_programs
fi

# PostgreSQL answering where the tests will connect. The local server, if down, is started as
# root the way this kind of machine starts it; anything else is the operator's to start.
url="${TEST_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/saheli_care_test}"
if [[ $url =~ ^[a-z]+://([^@/]*@)?(\[[^]]*\]|[^:/?]*)(:([0-9]+))? ]]; then
  host="${BASH_REMATCH[2]:-127.0.0.1}" port="${BASH_REMATCH[4]:-5432}"
  host="${host#[}" host="${host%]}"
else
  host=127.0.0.1 port=5432
fi
if pg_isready=$(find_program pg_isready); then
  if ! "$pg_isready" -q -t 3 -h "$host" -p "$port"; then
    # The local server's version, as Debian's pg_ctlcluster names it (/etc/postgresql/15/main).
    cluster=""
    for dir in "$root"/etc/postgresql/*/main; do
      [ -d "$dir" ] && cluster=$(basename "$(dirname "$dir")") && break
    done
    local_server=""
    [[ $host =~ ^(127\.0\.0\.1|localhost|::1)$ ]] && [ "$port" = 5432 ] && [ -n "$cluster" ] &&
      local_server=yes
    if [ -n "$local_server" ] && [ -z "$sudo" ] && pg_ctlcluster=$(find_program pg_ctlcluster); then
      echo "Starting PostgreSQL $cluster (it did not answer on $host:$port)"
      "$pg_ctlcluster" --skip-systemctl-redirect "$cluster" main start || true
      for _ in $(seq 1 30); do
        "$pg_isready" -q -t 1 -h "$host" -p "$port" && break
        sleep 1
      done
    fi
    if ! "$pg_isready" -q -t 3 -h "$host" -p "$port"; then
      how="start it"
      [ -n "$local_server" ] && how="start it (${sudo}pg_ctlcluster $cluster main start)"
      problems+=("PostgreSQL does not answer on $host:$port (TEST_DATABASE_URL): $how, or point TEST_DATABASE_URL at one that runs")
    fi
  fi
fi

if [ ${#missing[@]} -eq 0 ] && [ ${#problems[@]} -eq 0 ]; then
  exit 0
fi

{
  echo "npm test cannot run on this machine yet:"
  for line in "${missing[@]}" "${problems[@]}"; do
    echo "  - $line"
  done
  if [ ${#packages[@]} -gt 0 ] && [ -n "${installed:-}" ]; then
    echo "apt-get install ran and did not bring them."
  elif [ ${#packages[@]} -gt 0 ]; then
    if find_program apt-get >/dev/null; then
      echo "Install them all with:"
    else
      echo "Install them all with (Debian and Ubuntu; elsewhere the same packages by their names there):"
    fi
    echo "  ${sudo}apt-get install -y ${packages[*]}"
  fi
} >&2
exit 1
