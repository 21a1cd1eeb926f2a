import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
const alias = {
  "@": root,
  // "server-only" throws when imported outside a React Server Component bundle; tests are Node.
  "server-only": fileURLToPath(new URL("./tests/fixtures/server-only.ts", import.meta.url)),
  // Font calls are compiled away by Next.js; in tests they return empty class names.
  "next/font/local": fileURLToPath(new URL("./tests/fixtures/next-font.ts", import.meta.url)),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        // tsconfig.json keeps JSX for Next.js to compile ("preserve"); here it becomes React's own calls.
        oxc: { jsx: { runtime: "automatic" } },
        test: {
          name: "components",
          include: ["tests/components/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["tests/components/setup.ts"],
          // npm test runs them beside the type check and the linters: a dialog test that takes
          // 1 s alone can take a few under that load.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/setup.ts"],
          setupFiles: ["tests/integration/worker-database.ts", "tests/integration/session-mock.ts"],
          // Files run side by side, each worker on its own copy of the test database (setup.ts).
          // More workers than cores: much of a test's time is spent waiting on PostgreSQL.
          maxWorkers: 3,
          // Projects with different maxWorkers must run in groups of their own, one after another.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
