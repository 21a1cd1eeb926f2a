import { testDatabaseUrl } from "@/tests/fixtures/db";

/**
 * Set-up run in each test worker before its file: the app's modules (lib/env.ts, lib/db/index.ts) read
 * DATABASE_URL when first imported, so it is pointed here at this worker's own copy of the test
 * database (tests/integration/setup.ts made one per worker).
 */
process.env.DATABASE_URL = testDatabaseUrl();
