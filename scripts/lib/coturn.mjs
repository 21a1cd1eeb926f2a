// A coturn of a test's own on 127.0.0.1, configured as deploy/coturn.conf is in what matters to a
// call (use-auth-secret: only the app's time-limited credentials allocate), minus what a test on
// one machine cannot have: TLS certificates, public addresses, and peers other than loopback. The
// shared server's ports are never touched; each test picks its own.
//
// Needs Debian's coturn (apt-get install coturn: /usr/bin/turnserver); scripts/preflight.sh
// installs it.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import dgram from "node:dgram";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const MAGIC_COOKIE = 0x2112a442;

/** Whether a STUN Binding request to 127.0.0.1:`port` is answered within `ms`. */
export function stunAnswers(port, ms = 500) {
  return new Promise((resolve) => {
    const socket = dgram.createSocket("udp4");
    const request = Buffer.alloc(20);
    request.writeUInt16BE(0x0001, 0); // Binding request, no attributes
    request.writeUInt16BE(0, 2);
    request.writeUInt32BE(MAGIC_COOKIE, 4);
    randomBytes(12).copy(request, 8);
    const done = (answered) => {
      clearTimeout(timer);
      socket.close();
      resolve(answered);
    };
    const timer = setTimeout(() => done(false), ms);
    socket.on("message", (message) => done(message.readUInt16BE(0) === 0x0101));
    socket.on("error", () => done(false));
    socket.send(request, port, "127.0.0.1");
  });
}

/**
 * Starts turnserver on 127.0.0.1:`port` with `secret` as its static-auth-secret and relay ports
 * `relayPorts` ([min, max]); resolves once it answers STUN. `maxBps` (bytes per second) caps what
 * each allocation carries each way, dropping the rest, as a weak mobile network would. `stop()`
 * ends it; `restart()` stops and starts it again on the same ports (a TURN restart mid-call);
 * `log()` reads what it wrote.
 */
export async function startTurnServer({
  port,
  secret,
  relayPorts,
  realm = "turn.saheli.test",
  maxBps,
}) {
  const dir = mkdtempSync(path.join(tmpdir(), "saheli-turn-"));
  const logFile = path.join(dir, "turn.log");
  const args = [
    "-n", // no configuration file: everything is on this line
    "--listening-ip=127.0.0.1",
    `--listening-port=${port}`,
    "--relay-ip=127.0.0.1",
    `--min-port=${relayPorts[0]}`,
    `--max-port=${relayPorts[1]}`,
    "--use-auth-secret",
    `--static-auth-secret=${secret}`,
    `--realm=${realm}`,
    "--fingerprint",
    "--no-tls",
    "--no-dtls",
    "--no-cli",
    "--no-tcp-relay",
    "--no-multicast-peers",
    "--no-software-attribute",
    // Both browsers of a test call are on this machine: their relayed addresses are loopback ones.
    // deploy/coturn.conf never allows this.
    "--allow-loopback-peers",
    `--log-file=${logFile}`,
    "--simple-log",
    "--pidfile=" + path.join(dir, "turnserver.pid"),
    ...(maxBps ? [`--max-bps=${maxBps}`] : []),
  ];

  let child = null;
  // A process ended by a signal has no exit code, only a signal code.
  const ended = () => !child || child.exitCode !== null || child.signalCode !== null;
  const start = async () => {
    child = spawn("turnserver", args, { stdio: "ignore" });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (ended()) break;
      if (await stunAnswers(port)) return;
    }
    child.kill("SIGKILL");
    await exited;
    throw new Error(`turnserver did not answer on 127.0.0.1:${port}:\n${readLog()}`);
  };
  const stop = async () => {
    if (ended()) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  };
  const readLog = () => {
    try {
      return readFileSync(logFile, "utf8");
    } catch {
      return "";
    }
  };

  await start();
  return {
    url: `turn:127.0.0.1:${port}?transport=udp`,
    log: readLog,
    stop,
    async restart() {
      await stop();
      await start();
    },
    async remove() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
