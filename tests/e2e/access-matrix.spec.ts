import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, request, test, type APIRequestContext } from "@playwright/test";
import bcrypt from "bcryptjs";
import pg from "pg";
import { authMessages } from "@/lib/validations/auth-messages";
import { areaForPath, areaIds, areas, type AreaId } from "@/lib/auth/permissions";
import { dashboardTabs, privacyPath, tabHref } from "@/lib/dashboards/routes";
import {
  actionKey,
  actionMatrix,
  matrixTargetStatements,
  pageMatrix,
  personaAccounts,
  personas,
  type ActionOutcome,
  type PageOutcome,
  type Persona,
  type PersonaIds,
} from "@/tests/fixtures/access-matrix";
import { databaseUrl, randomAddress } from "@/tests/fixtures/e2e";

/**
 * The HTTP half of the access matrix (tests/fixtures/access-matrix.ts), against the built app:
 * every signed-in area and every server action the build exposes, as each persona, through
 * middleware and the area layouts, once plainly and once with the `x-middleware-subrequest` header
 * that once let requests skip Next.js middleware (CVE-2025-29927). The header must change nothing.
 */

const PASSWORD = "Matrix-garden-2026";
const SUBREQUEST = "middleware:middleware:middleware:middleware:middleware";
const variants = [
  { name: "plain", headers: {} },
  { name: "with x-middleware-subrequest", headers: { "x-middleware-subrequest": SUBREQUEST } },
] as const;

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const clients = new Map<Persona, APIRequestContext>();
const emails = new Map<Persona, string>();
const userIds = new Map<Persona, string>();
/** Open for the whole file: some actions need rows in the database before they are called. */
let database: pg.Client;

async function sql(query: string, params: unknown[]) {
  return (await database.query(query, params)).rows as Array<Record<string, unknown>>;
}

/** A request context holding the persona's session cookie (or none, for the visitor). */
async function signedInContext(persona: Persona): Promise<APIRequestContext> {
  const context = await request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
  });
  const email = emails.get(persona);
  if (!email) return context;
  const { csrfToken } = (await (await context.get("/api/auth/csrf")).json()) as {
    csrfToken: string;
  };
  const response = await context.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password: PASSWORD, json: "true" },
  });
  expect(response.ok(), `${persona} signs in`).toBe(true);
  const cookies = (await context.storageState()).cookies;
  expect(cookies.some((cookie) => cookie.name.endsWith("next-auth.session-token"))).toBe(true);
  return context;
}

test.beforeAll(async () => {
  database = new pg.Client({ connectionString: databaseUrl() });
  await database.connect();
  // Low cost: these hashes guard throwaway test accounts, and sign-in reads the cost from them.
  const hash = await bcrypt.hash(PASSWORD, 4);
  const ids: Partial<PersonaIds> = {};
  for (const [persona, account] of Object.entries(personaAccounts)) {
    const email = `e2e.matrix.${persona.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`;
    // The suspended persona signs in while active and is suspended afterwards (a suspended
    // account cannot sign in at all): the case of a session outliving a suspension.
    const status = account.status === "suspended" ? "active" : account.status;
    const id = randomUUID();
    await sql(
      `insert into users (id, email, password_hash, role, status, first_name, last_name, updated_at)
       values ($1, $2, $3, $4, $5, 'Matrix', $6, now())`,
      [id, email, hash, account.role, status, persona],
    );
    emails.set(persona as Persona, email);
    userIds.set(persona as Persona, id);
    ids[persona as keyof PersonaIds] = id;
  }
  for (const statement of matrixTargetStatements(ids as PersonaIds)) {
    await sql(statement.text, statement.values);
  }
  for (const persona of personas) clients.set(persona, await signedInContext(persona));
  await sql(`update users set status = 'suspended' where email = $1`, [emails.get("suspended")]);
});

test.afterAll(async () => {
  for (const context of clients.values()) await context.dispose();
  await database.end();
});

function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .trim();
}

/** What the response shows, judged by its one level-1 heading (streamed content included). */
function outcomeOf(area: AreaId, html: string): PageOutcome | string {
  const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => text(m[1] ?? ""));
  const blog = area === "blog-management";
  const seen: Record<string, PageOutcome> = {
    [areas[area].title]: "page",
    [blog ? "Authentication Required" : "Sign in"]: "sign-in",
    [blog ? "Access Restricted" : "Access Denied"]: "denied",
    [authMessages.pending]: "pending",
    [authMessages.suspended]: "suspended",
  };
  const outcomes = headings.map((heading) => seen[heading] ?? `unexpected heading "${heading}"`);
  return outcomes.length === 1 ? (outcomes[0] as string) : `headings: ${headings.join(" | ")}`;
}

/**
 * Every address of an area: its own, each tab's, and the fixed sections below a tab. (Details
 * named by an id are the canary test's: tests/e2e/data-layer-access.spec.ts.)
 */
function addressesOf(area: AreaId): string[] {
  if (area === "blog-management") return [areas[area].path];
  const tabs = dashboardTabs[area].map((tab) => tabHref(area, tab));
  return area === "admin-panel" ? [...tabs, privacyPath("outbox"), privacyPath("breaches")] : tabs;
}

test.describe("the page access matrix", () => {
  test("covers every signed-in area", () => {
    expect(Object.keys(pageMatrix).sort()).toEqual([...areaIds].sort());
  });

  for (const variant of variants) {
    for (const area of areaIds) {
      test(`${areas[area].path} and its tabs (${variant.name})`, async () => {
        for (const address of addressesOf(area)) {
          const seen: Record<string, string> = {};
          for (const persona of personas) {
            const context = clients.get(persona);
            if (!context) throw new Error(`no context for ${persona}`);
            const response = await context.get(address, { headers: variant.headers });
            expect(response.status(), `${persona} gets an answer at ${address}`).toBe(200);
            // The address stays hers: the guard's states are shown in place, never a redirect.
            expect(new URL(response.url()).pathname).toBe(address);
            expect(response.headers()["cache-control"]).toContain("no-store");
            seen[persona] = outcomeOf(area, await response.text());
          }
          expect(seen, address).toEqual(pageMatrix[area]);
        }
      });
    }
  }
});

/**
 * Renews an active persona's claims: next-auth's session endpoint runs the jwt callback, which
 * stamps them afresh. Middleware trusts claims only for TOKEN_RECHECK_MS after that stamp and then
 * lets the request through for the page or action to judge, so without this a run slower than that
 * (a loaded machine, a longer matrix) would see the action's answer where middleware's is expected.
 */
async function renewClaims(persona: Persona, context: APIRequestContext): Promise<void> {
  if (persona === "anonymous" || personaAccounts[persona].status !== "active") return;
  expect((await context.get("/api/auth/session")).ok(), `${persona} renews her claims`).toBe(true);
}

/** Stands in for a route's dynamic segment (a request's or an appointment's id). */
const ANY_ID = "00000000-0000-4000-8000-000000000000";

type ManifestEntry = { filename?: string; exportedName?: string; workers: Record<string, unknown> };

/** The actions the build exposes over HTTP, by "module.name", with the pages that carry each. */
function exposedActions(): Map<string, { id: string; pagePaths: string[] }> {
  const manifestPath = path.join(
    process.cwd(),
    process.env.NEXT_DIST_DIR || ".next",
    "server",
    "server-reference-manifest.json",
  );
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as {
    node: Record<string, ManifestEntry>;
  };
  const exposed = new Map<string, { id: string; pagePaths: string[] }>();
  for (const [id, entry] of Object.entries(manifest.node)) {
    const actionModule = entry.filename?.match(/^lib\/actions\/(.+)\.ts$/)?.[1];
    if (!actionModule || !entry.exportedName) continue;
    const pagePaths = Object.keys(entry.workers)
      .map((worker) =>
        worker
          .replace(/^app/, "")
          .replace(/\/\([^)]+\)/g, "")
          .replace(/\/page$/, ""),
      )
      // A parallel slot's route (a dialog over a list) is not an address of its own.
      .filter((route) => !route.includes("@"))
      // A detail's address, with an id in it: many actions are only on those pages now. Any id
      // routes the POST; the action itself is what decides, as it would for a forged id.
      .map((route) => route.replace(/\[[^\]]+\]/g, ANY_ID) || "/")
      // Pages without an id in their address first, as before.
      .sort((a, b) => Number(a.includes(ANY_ID)) - Number(b.includes(ANY_ID)));
    if (pagePaths.length > 0) {
      exposed.set(`${actionModule}.${entry.exportedName}`, { id, pagePaths });
    }
  }
  return exposed;
}

/**
 * Where a persona calls an action from: a page carrying it that she may open (a coordinator uses
 * her own dashboard). When she may open none, middleware stops her call before the action runs,
 * so over HTTP she is refused whatever the action itself would have said.
 */
function callSite(
  pagePaths: string[],
  persona: Persona,
  expected: ActionOutcome,
): { pagePath: string; expected: ActionOutcome } {
  const reachable = pagePaths.find((pagePath) => {
    const area = areaForPath(pagePath);
    return area === null || pageMatrix[area][persona] === "page";
  });
  const first = pagePaths[0] ?? "/";
  return reachable ? { pagePath: reachable, expected } : { pagePath: first, expected: "refused" };
}

/**
 * React's own encoder for server action arguments (from the copy Next.js ships), so each call is
 * exactly what a browser would send: JSON, or multipart when an argument is a FormData.
 */
const { encodeReply } = createRequire(import.meta.url)(
  "next/dist/compiled/react-server-dom-webpack/client.node",
) as { encodeReply: (args: unknown[]) => Promise<string | FormData> };

async function actionBody(
  input: unknown,
  formState = false,
): Promise<{ multipart: FormData } | { data: string; headers: Record<string, string> }> {
  // A form's action under useActionState gets the previous state first (none yet here).
  const encoded = await encodeReply(formState ? [null, input] : [input]);
  return typeof encoded === "string"
    ? { data: encoded, headers: { "Content-Type": "text/plain;charset=UTF-8" } }
    : { multipart: encoded };
}

/** The action's returned value from its RSC answer, or null when it never ran. */
function actionResult(body: string): { ok?: boolean; error?: string } | null {
  const line = body.split("\n").find((row) => /^1:\{/.test(row));
  return line ? (JSON.parse(line.slice(2)) as { ok?: boolean; error?: string }) : null;
}

test.describe("the action access matrix over HTTP", () => {
  // Read when the tests are collected: the build must exist, as for every browser test.
  const exposed = exposedActions();

  test("every action the build exposes has a row", () => {
    const rows = new Set(actionMatrix.map(actionKey));
    for (const key of exposed.keys()) expect(rows, key).toContain(key);
  });

  // Actions no page calls yet have no HTTP address; the integration matrix calls them directly.
  const reachable = actionMatrix.filter((row) => exposed.has(actionKey(row)) && !row.endsSessions);
  for (const variant of variants) {
    for (const row of reachable) {
      test(`${actionKey(row)} (${variant.name})`, async () => {
        const target = exposed.get(actionKey(row));
        if (!target) throw new Error(`${actionKey(row)} is not exposed`);
        const seen: Record<string, string> = {};
        const expected: Record<string, string> = {};
        for (const persona of personas) {
          const context = clients.get(persona);
          if (!context) throw new Error(`no context for ${persona}`);
          const site = callSite(target.pagePaths, persona, row.expected[persona]);
          expected[persona] = site.expected;
          const input = await row.input({ persona, userId: userIds.get(persona) ?? null }, sql);
          const body = await actionBody(input, row.formState === true);
          await renewClaims(persona, context);
          const response = await context.post(site.pagePath, {
            ...body,
            headers: {
              ...variant.headers,
              ...("headers" in body ? body.headers : {}),
              "Next-Action": target.id,
              Accept: "text/x-component",
              // Each call from a new address: the public actions' per-address limits stay clear.
              "x-forwarded-for": randomAddress(),
            },
          });
          // After an action that revalidates, the page is rendered again for the answer: at an
          // address with no such row that page is a not-found, which does not change the result.
          const result = response.status() < 500 ? actionResult(await response.text()) : null;
          seen[persona] = result?.ok === true ? "ok" : "refused";
        }
        expect(seen).toEqual(expected);
      });
    }
  }
});
