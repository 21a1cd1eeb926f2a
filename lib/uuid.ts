const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an id from an address or a form is a UUID at all, checked before it reaches a query:
 * PostgreSQL refuses anything else in a uuid column with an error, not with "no such row".
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
