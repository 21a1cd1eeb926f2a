import "server-only";
import pg from "pg";
import { adapterPoolConfig } from "@/lib/db/url";
import { env } from "@/lib/env";
import { onShutdown } from "@/lib/server/shutdown.mjs";

/*
 * One LISTEN connection per process on the channel visit_signals: the trigger on visit_signals
 * NOTIFYs it with the room's id whenever anything is written there, through whichever instance.
 * Each open event stream of a room subscribes here and reads what is new from the table when told.
 *
 * Why LISTEN/NOTIFY rather than a WebSocket server with a bus between instances: PostgreSQL is
 * already every instance's shared state (sessions, limits, the cache), the signals must be in a
 * table anyway so a stream that reconnects elsewhere can resume from its last event, and a
 * notification is only a nudge: if one is lost (the connection dropped), the resubscription reads
 * everything new all the same. Server-Sent Events over plain HTTP pass nginx and the CSP's
 * connect-src 'self' as they are.
 *
 * The connection is separate from the pool (a LISTEN holds its connection), opened on the first
 * subscription and closed when the process stops. If it breaks (PostgreSQL restarted), it is opened
 * again with a growing pause, and every subscriber is told to read afresh once it is back.
 */

type Subscriber = () => void;

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5_000;

class VisitListener {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retryMs = RECONNECT_MIN_MS;
  private stopped = false;
  private readonly rooms = new Map<string, Set<Subscriber>>();

  subscribe(appointmentId: string, onChange: Subscriber): () => void {
    let set = this.rooms.get(appointmentId);
    if (!set) this.rooms.set(appointmentId, (set = new Set()));
    set.add(onChange);
    void this.ensureConnected();
    return () => {
      set.delete(onChange);
      if (set.size === 0) this.rooms.delete(appointmentId);
    };
  }

  private notifyAll(): void {
    for (const set of this.rooms.values()) for (const subscriber of set) subscriber();
  }

  private ensureConnected(): Promise<void> {
    if (this.client || this.stopped) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    if (!env.DATABASE_URL) return;
    const client = new pg.Client({
      ...adapterPoolConfig(env.DATABASE_URL, { connectionTimeoutMillis: 5_000 }),
      application_name: "saheli-care-visits",
    });
    const broken = () => {
      if (this.client !== client) return;
      this.client = null;
      client.removeAllListeners();
      void client.end().catch(() => {});
      this.retryLater();
    };
    client.on("error", broken);
    client.on("end", broken);
    client.on("notification", (message) => {
      if (message.channel !== "visit_signals" || !message.payload) return;
      for (const subscriber of this.rooms.get(message.payload) ?? []) subscriber();
    });
    try {
      await client.connect();
      await client.query("LISTEN visit_signals");
    } catch {
      client.removeAllListeners();
      void client.end().catch(() => {});
      this.retryLater();
      return;
    }
    this.client = client;
    this.retryMs = RECONNECT_MIN_MS;
    // Whatever was written while no connection listened is read now.
    this.notifyAll();
  }

  private retryLater(): void {
    if (this.stopped || this.rooms.size === 0) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
    setTimeout(() => void this.ensureConnected(), wait).unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const client = this.client;
    this.client = null;
    client?.removeAllListeners();
    await client?.end();
  }
}

const globalForVisits = globalThis as unknown as { sahelicareVisitListener?: VisitListener };

function listener(): VisitListener {
  if (!globalForVisits.sahelicareVisitListener) {
    const created = new VisitListener();
    globalForVisits.sahelicareVisitListener = created;
    onShutdown("visit-listener", () => created.stop());
  }
  return globalForVisits.sahelicareVisitListener;
}

/** Calls `onChange` whenever something is written to the room's signals; returns the unsubscribe. */
export function subscribeToVisit(appointmentId: string, onChange: () => void): () => void {
  return listener().subscribe(appointmentId, onChange);
}
