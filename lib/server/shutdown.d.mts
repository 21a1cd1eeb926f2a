export function onShutdown(name: string, close: () => Promise<unknown>): void;
export function runShutdownHooks(
  timeoutMs?: number,
): Promise<Array<{ name: string; ok: boolean; error?: string }>>;
