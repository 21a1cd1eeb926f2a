import { type ChildProcess, spawn } from "node:child_process";

/**
 * An app instance of a test's own: `node scripts/serve.mjs` with one worker on `port`, on the
 * build and the database the suite uses, for tests that need a second instance, a log of their
 * own, or an instance to restart.
 */
export type Instance = {
  url: string;
  /** What it has printed since it started, or since `clearLog()`. */
  log(): string;
  clearLog(): void;
  /** SIGTERM, as systemd or a deploy stops it; resolves once it has exited. */
  stop(): Promise<void>;
  /** Started again on the same port; resolves once it serves and reaches the database. */
  start(): Promise<void>;
};

export async function startInstance(
  port: number,
  env: Record<string, string | undefined> = {},
): Promise<Instance> {
  let child: ChildProcess | undefined;
  let output = "";
  const url = `http://127.0.0.1:${port}`;
  // A process ended by a signal has no exit code, only a signal code.
  const ended = () => !child || child.exitCode !== null || child.signalCode !== null;

  const serving = async () => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (ended()) break;
      // Ready, not only up: a first request that opened the pool's first connection on a busy
      // machine once waited past the pool's connect timeout and was told "briefly unavailable".
      const ok = await fetch(`${url}/api/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the instance on ${port} did not start:\n${output}`);
  };

  const instance: Instance = {
    url,
    log: () => output,
    clearLog: () => {
      output = "";
    },
    async start() {
      child = spawn(process.execPath, ["scripts/serve.mjs"], {
        env: {
          ...process.env,
          PORT: String(port),
          HOSTNAME: "127.0.0.1",
          WEB_CONCURRENCY: "1",
          REQUEST_LOG: "off",
          ...env,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      await serving();
    },
    async stop() {
      if (ended()) return;
      const exited = new Promise((resolve) => child?.once("exit", resolve));
      child?.kill("SIGTERM");
      await exited;
    },
  };
  await instance.start();
  return instance;
}
