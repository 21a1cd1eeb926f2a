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
