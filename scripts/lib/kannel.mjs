// A Kannel of a test's own on 127.0.0.1: bearerbox and smsbox run deploy/kannel/kannel.conf itself,
// with its SMPP block swapped for Kannel's fake SMS centre (fakesmsc, from kannel-extras) and its
// ports, paths, passwords and the app's address replaced by the test's. What the fake SMS centre
// receives is read back as she would read it (parts joined, UCS-2 decoded); what it sends in is
// a text from her phone. Kannel's own default ports are never used; each test picks its own.
//
// Needs Debian's kannel and kannel-extras (scripts/preflight.sh installs them).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const KANNEL_PROGRAMS = {
  bearerbox: "/usr/sbin/bearerbox",
  smsbox: "/usr/sbin/smsbox",
  fakesmsc: "/usr/lib/kannel/test/fakesmsc",
};

/** The programs this needs that are not installed (none: Kannel can run here). */
export function missingKannelPrograms() {
  return Object.values(KANNEL_PROGRAMS).filter((program) => !existsSync(program));
}

const deployConfig = fileURLToPath(new URL("../../deploy/kannel/kannel.conf", import.meta.url));

/** kannel.conf as a list of groups, each a list of [name, value] in the file's order. */
export function parseKannelConf(text) {
  const groups = [];
  for (const line of text.split("\n")) {
    const match = /^\s*([a-z0-9-]+)\s*=\s*(.*?)\s*$/i.exec(line);
    if (!match || line.trimStart().startsWith("#")) continue;
    const [, name, value] = match;
    if (name === "group") groups.push([["group", value]]);
    else groups.at(-1)?.push([name, value]);
  }
  return groups;
}

function formatKannelConf(groups) {
  return (
    groups
      .map((group) => group.map(([name, value]) => `${name} = ${value}`).join("\n"))
      .join("\n\n") + "\n"
  );
}

const quoted = (value) => `"${value}"`;

/**
 * The deploy configuration made local: this run's ports, files, passwords and address for the
 * app; everything else as deployed. The provider's SMPP group becomes a fake SMS centre with the
 * same smsc-id, so the sendsms user's forced-smsc and the DLT TLVs' smsc-id still apply.
 */
function testConfig(groups, { dir, ports, adminPassword, username, password, appUrl, inboundKey }) {
  // `set` replaces (or adds) values, `drop` removes names.
  const edit = (group, set, drop = []) => {
    const kept = group.filter(([name]) => !drop.includes(name) && !(name in set));
    return [...kept, ...Object.entries(set)];
  };
  return groups.map((group) => {
    const kind = group[0][1];
    const values = Object.fromEntries(group);
    if (kind === "core") {
      const caFile = values["ssl-trusted-ca-file"]?.replace(/"/g, "");
      return edit(
        group,
        {
          "admin-port": ports.admin,
          "admin-password": adminPassword,
          "smsbox-port": ports.box,
          "log-file": quoted(path.join(dir, "bearerbox.log")),
          "access-log": quoted(path.join(dir, "access.log")),
          "store-location": quoted(path.join(dir, "store")),
          "dlr-spool": quoted(path.join(dir, "dlr")),
          // Seconds, not a minute: a test waits for what Kannel resends after its link is back.
          "sms-resend-freq": 2,
        },
        caFile && existsSync(caFile) ? [] : ["ssl-trusted-ca-file"],
      );
    }
    if (kind === "smsc" && values.smsc === "smpp") {
      return [
        ["group", "smsc"],
        ["smsc", "fake"],
        ["smsc-id", values["smsc-id"]],
        ["port", ports.smsc],
        ["connect-allow-ip", quoted("127.0.0.1")],
      ];
    }
    if (kind === "smsbox") {
      return edit(group, {
        "sendsms-port": ports.sendsms,
        "log-file": quoted(path.join(dir, "smsbox.log")),
        // A test cannot wait ten seconds for each retry of a callback.
        "http-queue-delay": 1,
      });
    }
    if (kind === "sendsms-user") return edit(group, { username, password });
    if (kind === "sms-service" && values["get-url"]) {
      const url = values["get-url"]
        .replace(/^"https?:\/\/[^/]+/, `"${appUrl.replace(/\/$/, "")}`)
        .replace("INBOUND-KEY", inboundKey);
      return edit(group, { "get-url": url });
    }
    return group;
  });
}

/** Whether something accepts TCP connections on 127.0.0.1:`port`. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what, check, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await pause(100);
  }
  throw new Error(`Kannel: waited ${ms / 1000} s for ${what}`);
}

/** `count` TCP ports free on 127.0.0.1 between `from` and `to`, tried from a random start. */
export async function freePorts(count, from = 13_400, to = 13_499) {
  const span = to - from + 1;
  const start = Math.floor(Math.random() * span);
  const found = [];
  for (let i = 0; i < span && found.length < count; i += 1) {
    const port = from + ((start + i) % span);
    const free = await new Promise((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) found.push(port);
  }
  if (found.length < count)
    throw new Error(`Kannel: fewer than ${count} free ports in ${from}–${to}`);
  return found;
}

/** Percent-decoding to bytes, "+" a space: how fakesmsc writes "data", "udh" and "ucs-2". */
function percentBytes(encoded) {
  // decodeURIComponent reads %xx as UTF-8; fakesmsc's bytes are raw, so they are read one by one.
  const bytes = [];
  const text = encoded.replace(/\+/g, " ");
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === "%" && /^[0-9a-f]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], "utf8"));
    }
  }
  return Buffer.from(bytes);
}

/** UCS-2 (UTF-16BE) or 8-bit text: a text message never holds a NUL byte, UCS-2 of Latin does. */
function textOf(bytes, ucs2) {
  if (ucs2 || bytes.includes(0)) {
    const even = Buffer.from(bytes.subarray(0, bytes.length - (bytes.length % 2)));
    return even.swap16().toString("utf16le");
  }
  return bytes.toString("utf8");
}

/**
 * One line fakesmsc printed for a message it received: "from to type …" (text: the words as they
 * are; ucs-2: URL-encoded UTF-16BE; udh: the UDH, then "data" and the URL-encoded part).
 */
export function parseFakeSmscLine(line) {
  const [from, to, type, ...rest] = line.split(" ");
  if (type === "text") return { from, to, text: rest.join(" ") };
  if (type === "ucs-2" || type === "ucs2")
    return { from, to, text: textOf(percentBytes(rest[0] ?? ""), true) };
  if (type === "udh") {
    const udh = percentBytes(rest[0] ?? "");
    const data = percentBytes(rest[2] ?? "");
    // Concatenation: IEI 0, length 3, then reference, parts, this part.
    const part = udh[1] === 0 && udh[2] === 3 ? { ref: udh[3], total: udh[4], seq: udh[5] } : null;
    return { from, to, data, part };
  }
  return { from, to, text: rest.join(" ") };
}

/** Messages as her phone shows them: concatenated parts joined once all have come. */
function assemble(lines) {
  const messages = [];
  const pending = new Map();
  for (const line of lines) {
    const parsed = parseFakeSmscLine(line);
    if (!parsed.part) {
      messages.push({
        from: parsed.from,
        to: parsed.to,
        text: parsed.text ?? textOf(parsed.data, false),
        parts: 1,
      });
      continue;
    }
    const key = `${parsed.from} ${parsed.to} ${parsed.part.ref}`;
    const parts = pending.get(key) ?? [];
    parts[parsed.part.seq - 1] = parsed.data;
    pending.set(key, parts);
    if (parts.filter(Boolean).length === parsed.part.total) {
      pending.delete(key);
      messages.push({
        from: parsed.from,
        to: parsed.to,
        text: textOf(Buffer.concat(parts), false),
        parts: parsed.part.total,
      });
    }
  }
  return messages;
}

/**
 * Starts bearerbox, the fake SMS centre and smsbox with deploy/kannel/kannel.conf made local;
 * resolves when smsbox takes sendsms requests and the SMS centre is online.
 * `appUrl` is where smsbox calls the app back (her replies; reports go where each message says);
 * `inboundKey` replaces INBOUND-KEY in the sms-service's address.
 */
export async function startSmsGateway({ appUrl, inboundKey, ports: given } = {}) {
  const [admin, box, smsc, sendsms] = given ?? (await freePorts(4));
  const ports = { admin, box, smsc, sendsms };
  const dir = mkdtempSync(path.join(tmpdir(), "saheli-kannel-"));
  mkdirSync(path.join(dir, "store"));
  mkdirSync(path.join(dir, "dlr"));
  const credentials = {
    adminPassword: "test-admin",
    username: "saheli-test",
    password: "test-sendsms",
  };
  const configFile = path.join(dir, "kannel.conf");
  writeFileSync(
    configFile,
    formatKannelConf(
      testConfig(parseKannelConf(readFileSync(deployConfig, "utf8")), {
        dir,
        ports,
        appUrl,
        inboundKey: inboundKey ?? "",
        ...credentials,
      }),
    ),
  );

  const processes = { bearerbox: null, smsbox: null, fakesmsc: null };
  const received = [];
  let fakeSent = 0;

  const alive = (child) => child && child.exitCode === null && child.signalCode === null;
  const launch = (name, args) => {
    const write = (chunk) => writeFileSync(path.join(dir, `${name}.out`), chunk, { flag: "a" });
    const child = spawn(KANNEL_PROGRAMS[name], args, { stdio: "pipe" });
    child.stdout.on("data", write);
    child.stderr.on("data", write);
    child.on("error", (error) => write(`${error}\n`));
    processes[name] = child;
    return child;
  };
  const ended = (child) =>
    alive(child) ? new Promise((resolve) => child.once("exit", resolve)) : Promise.resolve();
  const end = async (child, signal = "SIGTERM") => {
    if (!alive(child)) return;
    const exited = ended(child);
    child.kill(signal);
    const timer = setTimeout(() => child.kill("SIGKILL"), 8_000);
    await exited;
    clearTimeout(timer);
  };

  const status = async () => {
    try {
      const response = await fetch(
        `http://127.0.0.1:${ports.admin}/status.txt?password=${credentials.adminPassword}`,
      );
      return await response.text();
    } catch {
      return "";
    }
  };

  /** fakesmsc reads its input only when woken; an empty line wakes it and is not sent. */
  const poke = () => {
    if (alive(processes.fakesmsc)) processes.fakesmsc.stdin.write("\n");
  };

  const startFakeSmsc = async () => {
    const child = launch("fakesmsc", ["-H", "127.0.0.1", "-r", String(ports.smsc)]);
    // fakesmsc logs on standard error: each message it received, and each text it sent in.
    let pending = "";
    child.stderr.on("data", (chunk) => {
      pending += chunk.toString("latin1");
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        const got = /Got message \d+: <(.*)>$/.exec(line);
        if (got) received.push(got[1]);
        if (/fakesmsc: sent message \d+/.test(line)) fakeSent += 1;
      }
    });
    child.stdin.on("error", () => {});
    await until("the fake SMS centre to be online", async () => /online/.test(await status()));
  };

  const startAll = async () => {
    launch("bearerbox", [configFile]);
    await until("bearerbox to listen", () => listening(ports.box));
    await startFakeSmsc();
    launch("smsbox", [configFile]);
    await until("smsbox to take sendsms requests", () => listening(ports.sendsms));
    await until("smsbox to connect to bearerbox", async () =>
      /smsbox:[^\n]*on-line/.test(await status()),
    );
  };

  const stopAll = async () => {
    await end(processes.bearerbox);
    // bearerbox tells smsbox to shut down, and the fake SMS centre ends when its link closes;
    // either that has not within a few seconds is ended here.
    await Promise.race([
      Promise.all([ended(processes.smsbox), ended(processes.fakesmsc)]),
      pause(5_000),
    ]);
    await end(processes.smsbox);
    await end(processes.fakesmsc);
  };

  const log = (name) => {
    try {
      return readFileSync(path.join(dir, name), "utf8");
    } catch {
      return "";
    }
  };

  try {
    await startAll();
  } catch (error) {
    await stopAll();
    throw new Error(
      `${error.message}\n${log("bearerbox.out")}${log("bearerbox.log")}${log("smsbox.out")}${log("smsbox.log")}`,
    );
  }

  // One text from her phone at a time: fakesmsc reads a line only when its input wakes it.
  let injecting = Promise.resolve();

  return {
    sendsmsUrl: `http://127.0.0.1:${ports.sendsms}/cgi-bin/sendsms`,
    username: credentials.username,
    password: credentials.password,
    ports,
    /** What the fake SMS centre received so far, as her phone shows it. */
    received: () => assemble(received),
    /** Resolves with the first message that `match`es, once it has arrived. */
    async waitForMessage(match, ms = 15_000) {
      let found;
      await until(
        "a matching message at the fake SMS centre",
        () => {
          poke();
          found = assemble(received).find(match);
          return found !== undefined;
        },
        ms,
      );
      return found;
    },
    /** Her phone texts `text` from `from` to `to`; resolves once the SMS centre has passed it on. */
    inject(from, to, text) {
      const line = /^[\x20-\x7e]*$/.test(text)
        ? `${from} ${to} text ${text}`
        : `${from} ${to} ucs2 ${[...Buffer.from(text, "utf16le").swap16()].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("")}`;
      injecting = injecting.then(async () => {
        const before = fakeSent;
        processes.fakesmsc.stdin.write(`${line}\n`);
        await until("the fake SMS centre to send her text", () => {
          if (fakeSent > before) return true;
          poke();
          return false;
        });
      });
      return injecting;
    },
    /** bearerbox's access log (the one deploy configures: no numbers, no words). */
    accessLog: () => log("access.log"),
    /** Kannel down: bearerbox stopped, and smsbox and the fake SMS centre with it. */
    stop: stopAll,
    /** Kannel back: bearerbox, a new fake SMS centre, smsbox. */
    start: startAll,
    /** The operator's link down: only the fake SMS centre stops; Kannel queues what it takes. */
    async stopSmsc() {
      await end(processes.fakesmsc);
    },
    async remove() {
      await stopAll();
      rmSync(dir, { recursive: true, force: true });
    },
    /** The logs, for a failing test's message. */
    logs: () =>
      ["bearerbox.out", "bearerbox.log", "smsbox.out", "smsbox.log", "fakesmsc.out"]
        .map((name) => `--- ${name}\n${log(name)}`)
        .join("\n"),
  };
}
