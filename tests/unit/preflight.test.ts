import { spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

/**
 * scripts/preflight.sh, the first thing `npm test` and .ci/run do, on a pretend machine: a
 * directory standing in for "/" (PREFLIGHT_ROOT) with every program npm test needs as a stub,
 * less the ones a test leaves out. apt-get, pg_isready and pg_ctlcluster are stubs that write down
 * how they were called, so nothing is installed or started for real.
 */
const script = fileURLToPath(new URL("../../scripts/preflight.sh", import.meta.url));
const isRoot = userInfo().uid === 0;

/** Each Debian package the preflight may ask for, and the files it brings. */
const packages: Record<string, string[]> = {
  "postgresql-client": ["usr/bin/pg_isready", "usr/bin/psql"],
  postgresql: ["usr/lib/postgresql/15/bin/initdb", "usr/lib/postgresql/15/bin/pg_ctl"],
  chromium: ["usr/bin/chromium"],
  "chromium-headless-shell": ["usr/lib/chromium/chromium-headless-shell"],
  nginx: ["usr/sbin/nginx"],
  "default-jre-headless": ["usr/bin/java"],
  coturn: ["usr/bin/turnserver"],
  kannel: ["usr/sbin/bearerbox", "usr/sbin/smsbox"],
  "kannel-extras": ["usr/lib/kannel/test/fakesmsc"],
};

const machines: string[] = [];
afterEach(() => {
  for (const dir of machines.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function writeProgram(file: string, body = "exit 0") {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
}

/** A pretend machine with everything but the packages named, and the local cluster 15/main. */
function machine({ without = [] as string[], postgresRunning = true } = {}) {
  const root = mkdtempSync(path.join(tmpdir(), "preflight-"));
  machines.push(root);
  // Readable by "nobody", who runs the script when the tests run as root.
  chmodSync(root, 0o755);
  for (const [name, files] of Object.entries(packages)) {
    if (without.includes(name)) continue;
    for (const file of files) writeProgram(path.join(root, file));
  }
  mkdirSync(path.join(root, "etc/postgresql/15/main"), { recursive: true });
  const up = path.join(root, "postgres-up");
  if (postgresRunning) writeFileSync(up, "");
  // The stub pg_isready answers while the file postgres-up exists; pg_ctlcluster makes it.
  if (!without.includes("postgresql-client")) {
    writeProgram(path.join(root, "usr/bin/pg_isready"), `test -f '${up}'`);
  }
  const log = (name: string) => path.join(root, `${name}.log`);
  writeProgram(
    path.join(root, "usr/bin/pg_ctlcluster"),
    `echo "$*" >> '${log("pg_ctlcluster")}' && touch '${up}'`,
  );
  // The stub apt-get brings each package's files, as the real one would.
  const installs = Object.entries(packages).map(([name, files]) => {
    const made = files.map((file) => {
      const full = path.join(root, file);
      return `mkdir -p '${path.dirname(full)}' && echo '#!/bin/sh' > '${full}' && chmod 755 '${full}'`;
    });
    return `  ${name}) ${made.join(" && ")} ;;`;
  });
  writeProgram(
    path.join(root, "usr/bin/apt-get"),
    [
      `echo "$*" >> '${log("apt-get")}'`,
      `[ "$1" = install ] || exit 0`,
      `for p in "$@"; do case $p in`,
      ...installs,
      `esac; done`,
    ].join("\n"),
  );
  const copy = path.join(root, "preflight.sh");
  copyFileSync(script, copy);
  chmodSync(copy, 0o755);

  return {
    /** Runs the preflight, as "nobody" when `asUser` and the tests run as root. */
    run({ asUser = false } = {}) {
      // Nothing from the caller's environment (CHROMIUM_PATH, PG_BIN, TEST_DATABASE_URL).
      const env: NodeJS.ProcessEnv = {
        NODE_ENV: "test",
        PATH: "/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin",
        PREFLIGHT_ROOT: root,
      };
      const [command, args] =
        asUser && isRoot ? ["runuser", ["-u", "nobody", "--", "bash", copy]] : ["bash", [copy]];
      const started = Date.now();
      const result = spawnSync(command, args, {
        cwd: root,
        env,
        encoding: "utf8",
        timeout: 30_000,
      });
      if (result.error) throw result.error;
      return {
        status: result.status,
        stdout: result.stdout,
        stderr: result.stderr,
        seconds: (Date.now() - started) / 1000,
      };
    },
    calls: (name: string) =>
      existsSync(log(name)) ? readFileSync(log(name), "utf8").trim().split("\n") : [],
  };
}

describe("npm test's preflight", () => {
  it("passes at once and installs nothing when the machine has everything", () => {
    const pretend = machine();
    const result = pretend.run();
    expect(result).toMatchObject({ status: 0, stdout: "", stderr: "" });
    expect(pretend.calls("apt-get")).toEqual([]);
  });

  it("stops within seconds for a user who is not root, naming what is missing and the one command", () => {
    const pretend = machine({ without: ["nginx", "chromium-headless-shell"] });
    const result = pretend.run({ asUser: true });
    expect(result.status).toBe(1);
    expect(result.seconds).toBeLessThan(30);
    expect(result.stdout).not.toContain("Installing");
    expect(result.stderr).toContain("nginx (package nginx)");
    expect(result.stderr).toContain("/usr/lib/chromium/chromium-headless-shell");
    expect(result.stderr).toContain("sudo apt-get install -y chromium-headless-shell nginx\n");
    expect(result.stderr).not.toContain("coturn");
  });

  it("stops naming PostgreSQL, and how to start it, when the local server is down and it is not root", () => {
    const pretend = machine({ postgresRunning: false });
    const result = pretend.run({ asUser: true });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("PostgreSQL does not answer on 127.0.0.1:5432");
    expect(result.stderr).toContain("sudo pg_ctlcluster 15 main start");
    expect(pretend.calls("pg_ctlcluster")).toEqual([]);
  });

  it.runIf(isRoot)("as root, installs what is missing with apt-get, saying so in one line", () => {
    const pretend = machine({ without: ["nginx", "coturn", "kannel-extras"] });
    const result = pretend.run();
    expect(result).toMatchObject({
      status: 0,
      stdout: "Installing nginx, coturn, kannel-extras (missing)\n",
      stderr: "",
    });
    expect(pretend.calls("apt-get")).toEqual([
      "update -qq",
      "install -y -qq nginx coturn kannel-extras",
    ]);
  });

  it.runIf(isRoot)("as root, starts the local PostgreSQL when it is down", () => {
    const pretend = machine({ postgresRunning: false });
    const result = pretend.run();
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Starting PostgreSQL 15");
    expect(pretend.calls("pg_ctlcluster")).toEqual(["--skip-systemctl-redirect 15 main start"]);
  });
});
