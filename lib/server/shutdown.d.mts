export function onShutdown(name: string, close: () => Promise<unknown>): void;
export function runShutdownHooks(
  timeoutMs?: number,
): Promise<Array<{ name: string; ok: boolean; error?: string }>>;

export function onDrain(name: string, end: () => void): () => void;

export function runDrainHooks(): void;
