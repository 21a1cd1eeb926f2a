/**
 * The tag of a test whose judge is a validator nobody here wrote (axe, the Nu HTML checker,
 * linkinator, schema.org's vocabulary) run across pages, rather than a user's journey. They run as
 * their own Playwright project (`validators`), a step of their own in `npm test` beside the
 * fault and scale runs, so the browser suite's time is the journeys' time (docs/testing.md).
 */
export const validator = { tag: "@validator" } as const;
