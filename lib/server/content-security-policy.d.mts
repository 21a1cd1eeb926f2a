// Types for lib/server/content-security-policy.mjs (plain JavaScript so next.config.mjs can import it).
export function contentSecurityPolicy(
  scriptSources: string,
  dev?: boolean,
  connectSources?: string[],
): string;
export function securityHeaders(dev?: boolean): Array<{ key: string; value: string }>;
