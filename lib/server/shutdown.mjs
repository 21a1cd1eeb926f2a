// What runs when an instance stops (SIGTERM from systemd, a deploy, the scale test): the modules
// that own connections register how to close them, and scripts/serve.mjs runs them once the
// requests in flight have finished. Plain JavaScript with no imports: serve.mjs loads it directly,
// and the app's own bundled copy shares the same list through globalThis.
const KEY = Symbol.for("saheli-care.shutdown-hooks");

function hooks() {
  const store =
    /** @type {Record<symbol, Array<{ name: string, close: () => Promise<unknown> }>>} */ (
      /** @type {unknown} */ (globalThis)
    );
  store[KEY] ??= [];
  return store[KEY];
}

/** Registers a resource to close on shutdown (a database pool), once per name. */
export function onShutdown(name, close) {
  const list = hooks();
  if (!list.some((hook) => hook.name === name)) list.push({ name, close });
}

/** Closes every registered resource, each bounded by `timeoutMs`; never throws. */
export async function runShutdownHooks(timeoutMs = 5000) {
  const results = await Promise.all(
    hooks().map(async ({ name, close }) => {
      let timer;
      try {
        await Promise.race([
          close(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error("timed out")), timeoutMs);
          }),
        ]);
        return { name, ok: true };
      } catch (error) {
        return { name, ok: false, error: error instanceof Error ? error.message : String(error) };
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return results;
}

const DRAIN_KEY = Symbol.for("saheli-care.drain-hooks");

function drainHooks() {
  const store = /** @type {Record<symbol, Map<string, () => void>>} */ (
    /** @type {unknown} */ (globalThis)
  );
  store[DRAIN_KEY] ??= new Map();
  return store[DRAIN_KEY];
}

/**
 * Registers what ends a request that would otherwise never finish (a video visit's event stream)
 * when the instance starts stopping: the browser reconnects, and nginx sends it to another
 * instance, instead of the stop waiting for the stream until its timeout. Returns the way to
 * unregister (the stream ended by itself).
 */
export function onDrain(name, end) {
  const list = drainHooks();
  list.set(name, end);
  return () => {
    list.delete(name);
  };
}

/** Ends every registered endless request (scripts/serve.mjs, as it stops accepting). */
export function runDrainHooks() {
  const list = drainHooks();
  for (const end of [...list.values()]) {
    try {
      end();
    } catch {
      // One stream failing to end must not keep the others open.
    }
  }
  list.clear();
}
