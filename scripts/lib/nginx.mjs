// An nginx of a test's own in front of app instances on 127.0.0.1, built from deploy/nginx.conf's
// own directives so a test checks the shipped configuration: the scale test's two instances behind
// one address (scripts/test-scale.mjs), a video visit's two ends each on an instance of its own
// (tests/e2e/video-visit-network.spec.ts). It runs as the current user with its prefix, pid, logs
// and temp files in a directory of its own, and never touches the machine's nginx.
//
// Needs nginx (apt-get install nginx; scripts/preflight.sh installs it).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** Where nginx is installed, or null. */
export function nginxBinary() {
  for (const candidate of [
    "/usr/sbin/nginx",
    "/usr/local/sbin/nginx",
    "/usr/local/nginx/sbin/nginx",
  ]) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).trim() || null;
  } catch {
    return null;
  }
}

/**
 * What a test's nginx takes from deploy/nginx.conf itself: the upstream's per-server parameters
 * and keepalive, and every proxy_* and client_max_body_size directive of its server (the
 * forwarded headers, the retry rules, the timeouts).
 */
export function deployDirectives(file = path.join("deploy", "nginx.conf")) {
  const text = readFileSync(file, "utf8").replace(/#.*$/gm, "");
  const upstream = text.match(/upstream\s+saheli_care\s*\{([^}]*)\}/)?.[1] ?? "";
  const serverParameters = upstream.match(/^\s*server\s+\S+\s+([^;]*);/m)?.[1];
  const keepalive = upstream.match(/keepalive\s+\d+;/)?.[0];
  const proxy = [
    ...text.matchAll(/^\s*((?:proxy_(?!pass\b)\w+|client_max_body_size)\s[^;]*;)/gm),
  ].map((m) => m[1].replace(/\s+/g, " "));
  const needed = [
    "proxy_next_upstream ",
    "proxy_set_header X-Forwarded-For ",
    "client_max_body_size ",
  ];
  if (!serverParameters || !keepalive || !needed.every((n) => proxy.some((d) => d.startsWith(n)))) {
    throw new Error(`${file}: could not find its upstream and proxy directives`);
  }
  return { serverParameters, keepalive, proxy };
}

/**
 * The configuration: one plain-http server on 127.0.0.1 per site, each in front of its own
 * upstream of instance ports. Two deliberate differences from deploy/nginx.conf: Host and
 * X-Forwarded-Host carry the port ($http_host for $host, which drops it: on 443 the two agree, on
 * a test port the server actions' origin check would refuse every call), and X-Upstream tells the
 * test which instance answered.
 */
export function nginxConfig({ dir, sites }) {
  const deploy = deployDirectives();
  const proxy = deploy.proxy.map((line) => line.replace(/\$host\b/g, "$http_host"));
  const upstreams = sites.map(
    (site) => `
    upstream saheli_care_${site.listen} {
        ${site.instances.map((port) => `server 127.0.0.1:${port} ${deploy.serverParameters};`).join("\n        ")}
        ${deploy.keepalive}
    }`,
  );
  const servers = sites.map(
    (site) => `
    server {
        listen 127.0.0.1:${site.listen};   # plain http: TLS is not what these tests are about

        # From deploy/nginx.conf ($host as $http_host):
        ${proxy.join("\n        ")}

        add_header X-Upstream $upstream_addr always;   # test only: which instance answered

        location / {
            proxy_pass http://saheli_care_${site.listen};
        }
    }`,
  );
  return `# Generated from deploy/nginx.conf by scripts/lib/nginx.mjs
${userInfo().uid === 0 ? "user root;  # the workers read and write the test's temp directory\n" : ""}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
${upstreams.join("\n")}
${servers.join("\n")}
}
`;
}

function portFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

function tail(file, lines = 15) {
  return existsSync(file)
    ? `\n${readFileSync(file, "utf8").split("\n").slice(-lines).join("\n")}`
    : "";
}

/**
 * Starts nginx with nginxConfig({ sites }) in `dir` (a new temporary directory when not given);
 * resolves once every site answers /api/health with 200 (its instances must be up). `stop()` ends
 * it; `remove()` stops it and deletes the directory it made.
 */
export async function startNginx({ sites, dir, binary = nginxBinary() }) {
  if (!binary) {
    throw new Error(
      "nginx is not installed: apt-get install -y nginx (the tests install nothing themselves)",
    );
  }
  // An nginx already there (another run's) would answer the health check in this one's place.
  for (const site of sites) {
    if (!(await portFree(site.listen))) throw new Error(`port ${site.listen} is in use`);
  }
  const work = dir ?? mkdtempSync(path.join(tmpdir(), "saheli-nginx-"));
  const conf = path.join(work, "nginx.conf");
  writeFileSync(conf, nginxConfig({ dir: work, sites }));
  const log = path.join(work, "nginx.out");
  const errors = path.join(work, "nginx-error.log");
  // -e: the startup error log too, so nothing is written outside the test's directory.
  const child = spawn(binary, ["-p", work, "-c", conf, "-e", errors, "-g", "daemon off;"], {
    stdio: ["ignore", openSync(log, "a"), openSync(log, "a")],
    // Its own process group: stop() ends the master and its worker together.
    detached: true,
  });
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code ?? -1)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
    await exited;
  };
  const answers = async (port) => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(2_000),
    }).catch(() => null);
    return response?.status === 200;
  };
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const up = await Promise.all(sites.map((site) => answers(site.listen)));
    if (up.every(Boolean)) {
      return {
        urls: sites.map((site) => `http://127.0.0.1:${site.listen}`),
        dir: work,
        stop,
        async remove() {
          await stop();
          if (!dir) rmSync(work, { recursive: true, force: true });
        },
      };
    }
    const code = await Promise.race([exited, sleep(200).then(() => undefined)]);
    if (code !== undefined) throw new Error(`nginx exited (${code}):${tail(log)}${tail(errors)}`);
  }
  await stop();
  throw new Error(
    `nginx did not answer on ${sites.map((site) => site.listen).join(", ")} within 10 s`,
  );
}
