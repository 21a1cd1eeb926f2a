import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "@/lib/validations/auth-messages";
import { db } from "@/lib/db";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import {
  actionKey,
  actionMatrix,
  matrixTargetStatements,
  personaAccounts,
  personas,
  type Persona,
  type PersonaIds,
} from "@/tests/fixtures/access-matrix";
import { callAction } from "@/tests/fixtures/call-action";
import { servedHeaders } from "@/tests/fixtures/client-address";
import { randomAddress } from "@/tests/fixtures/e2e";
import { as, sentWith } from "@/tests/integration/session-mock";

/**
 * The action half of the access matrix (tests/fixtures/access-matrix.ts): every export of every
 * "use server" module, called directly as each persona. Middleware is not involved here: this is
 * the layer that must hold on its own, since any page can carry a call to any action.
 */

const prisma = createTestPrisma();
const actionsDir = path.join(process.cwd(), "lib", "actions");

/** The modules under lib/actions that declare "use server": each export is an HTTP endpoint. */
function serverActionModules(): string[] {
  return readdirSync(actionsDir)
    .filter((file) => file.endsWith(".ts"))
    .filter((file) =>
      /^\s*["']use server["']/.test(readFileSync(path.join(actionsDir, file), "utf8")),
    )
    .map((file) => file.replace(/\.ts$/, ""));
}

async function loadModule(name: string): Promise<Record<string, unknown>> {
  return (await import(`@/lib/actions/${name}.ts`)) as Record<string, unknown>;
}

/** A module's export that is a function: in a "use server" module, an action, callable over HTTP. */
function isAction(value: unknown): value is (input: never) => Promise<unknown> {
  return typeof value === "function";
}

const userIds = new Map<Persona, string>();

/** Why each persona is refused, when she is. */
const refusalFor: Record<Persona, string> = {
  anonymous: authMessages.notAuthenticated,
  pendingDoctor: authMessages.pending,
  suspended: authMessages.suspended,
  patient: authMessages.accessDenied,
  doctor: authMessages.accessDenied,
  coordinator: authMessages.accessDenied,
  owner: authMessages.accessDenied,
};

beforeAll(async () => {
  await resetDatabase(prisma);
  for (const [persona, account] of Object.entries(personaAccounts)) {
    const user = await prisma.user.create({
      data: {
        email: `matrix.${persona.toLowerCase()}@example.com`,
        passwordHash: "not-a-real-hash",
        role: account.role,
        status: account.status,
        firstName: "Matrix",
        lastName: persona,
      },
      select: { id: true },
    });
    userIds.set(persona as Persona, user.id);
  }
  const ids = Object.fromEntries(userIds) as PersonaIds;
  for (const statement of matrixTargetStatements(ids)) {
    await prisma.$executeRawUnsafe(statement.text, ...statement.values);
  }
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("the action access matrix", () => {
  it("has a row for every server action, and every row names a real one", async () => {
    const exported: string[] = [];
    for (const moduleName of serverActionModules()) {
      for (const [name, value] of Object.entries(await loadModule(moduleName))) {
        if (isAction(value)) exported.push(actionKey({ module: moduleName, name }));
      }
    }
    expect(exported.sort()).toEqual(actionMatrix.map(actionKey).sort());
  });

  for (const row of actionMatrix) {
    for (const persona of personas) {
      const expected = row.expected[persona];
      it(`${actionKey(row)} as ${persona}: ${expected}`, async () => {
        const action = (await loadModule(row.module))[row.name];
        if (!isAction(action)) throw new Error(`${actionKey(row)} is not an action`);
        const userId = persona === "anonymous" ? null : (userIds.get(persona) ?? null);
        if (userId) as({ id: userId });
        // Actions read the caller's address for their limits; each call comes from a new one.
        sentWith(() => servedHeaders(randomAddress()));

        const input = await row.input({ persona, userId }, (query, params) =>
          prisma.$queryRawUnsafe(query, ...params),
        );
        // Each row's input is built for its action, but the table holds them all as unknown.
        const result = (await (row.formState
          ? (action as unknown as (previous: null, form: unknown) => Promise<unknown>)(null, input)
          : callAction(action, input))) as {
          ok: boolean;
          error?: string;
        };

        if (expected === "ok") {
          expect(result).toMatchObject({ ok: true });
        } else {
          expect(result).toMatchObject({ ok: false, error: refusalFor[persona] });
        }
      });
    }
  }
});
