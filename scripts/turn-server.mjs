// The browser tests' TURN server: coturn on 127.0.0.1 (scripts/lib/coturn.mjs), which the app
// under test names in TURN_URLS and signs credentials for with TURN_SECRET. Started by
// playwright.config.ts beside the app. A test may stop and start it (a relay that goes away for a
// while, then comes back) through a small control address on 127.0.0.1, TURN_CONTROL_PORT:
// POST /stop, POST /start. Its TCP listener on TURN_PORT is what Playwright waits for.
import http from "node:http";
import { startTurnServer } from "./lib/coturn.mjs";

const port = Number(process.env.TURN_PORT);
const controlPort = Number(process.env.TURN_CONTROL_PORT);
const secret = process.env.TURN_SECRET;
const relayFrom = Number(process.env.TURN_RELAY_FROM ?? 49_400);
if (!port || !controlPort || !secret) {
  console.error("turn-server: TURN_PORT, TURN_CONTROL_PORT and TURN_SECRET are required");
  process.exit(1);
}

const turn = await startTurnServer({ port, secret, relayPorts: [relayFrom, relayFrom + 99] });
let running = true;

const control = http.createServer((request, response) => {
  const act = async () => {
    if (request.method === "POST" && request.url === "/stop") {
      await turn.stop();
      running = false;
    } else if (request.method === "POST" && request.url === "/start") {
      if (!running) await turn.restart();
      running = true;
    } else if (request.url !== "/") {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, { "Content-Type": "application/json" })
      .end(JSON.stringify({ running }));
  };
  act().catch((error) => response.writeHead(500).end(String(error)));
});
control.listen(controlPort, "127.0.0.1");

const stop = async () => {
  control.close();
  await turn.remove();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
