import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import bcrypt from "bcryptjs";
import pg from "pg";
import type { AccountStatus, Role } from "@/lib/auth/permissions";
import { databaseUrl, randomAddress } from "@/tests/fixtures/e2e";

/**
 * Accounts for browser tests, made directly in the database the app under test uses, so each test
 * has its own people and depends on no other test or seeded password.
 */

export const TEST_PASSWORD = "Lotus-garden-2026";

export { databaseUrl };

/** Runs one statement on the app's database. */
export async function sql<T extends Record<string, unknown>>(
  query: string,
  params: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(query, params)).rows;
  } finally {
    await client.end();
  }
}

export type TestAccount = { id: string; email: string; firstName: string; lastName: string };

export async function createAccount(
  role: Role,
  options: {
    status?: AccountStatus;
    firstName?: string;
    lastName?: string;
    /** Accounts have confirmed their e-mail unless a test says otherwise. */
    emailVerified?: boolean;
  } = {},
): Promise<TestAccount> {
  const account = {
    id: randomUUID(),
    email: `e2e.${role}.${randomUUID().slice(0, 10)}@example.com`,
    firstName: options.firstName ?? "Ananya",
    lastName: options.lastName ?? "Rao",
  };
  // Low cost: these hashes guard throwaway test accounts; sign-in reads the cost from the hash.
  const hash = await bcrypt.hash(TEST_PASSWORD, 4);
  await sql(
    `insert into users (id, email, password_hash, role, status, first_name, last_name, updated_at,
       email_verified_at)
     values ($1, $2, $3, $4, $5, $6, $7, now(), case when $8 then now() end)`,
    [
      account.id,
      account.email,
      hash,
      role,
      options.status ?? "active",
      account.firstName,
      account.lastName,
      options.emailVerified !== false,
    ],
  );
  return account;
}

/** The address each page's requests come from (useOwnAddress), for the requests made beside it. */
const addresses = new WeakMap<Page, string>();

/** Each test signs in from its own address, so the per-address sign-in limit never spills over. */
export async function useOwnAddress(page: Page): Promise<void> {
  const address = randomAddress();
  addresses.set(page, address);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
}

/**
 * Signs in through next-auth's credentials endpoint in the page's own browser context (its cookie
 * jar), as the sign-in form does, then opens her area and waits for it. Only the tests of the
 * sign-in form itself fill the form (auth.spec.ts): everywhere else that would be seconds per test
 * spent on the same form.
 */
export async function signIn(page: Page, account: TestAccount, areaPath: string): Promise<void> {
  const address = addresses.get(page);
  const headers = address ? { "x-forwarded-for": address } : undefined;
  const csrf = await page.request.get("/api/auth/csrf", { headers });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await page.request.post("/api/auth/callback/credentials", {
    headers,
    form: { csrfToken, email: account.email, password: TEST_PASSWORD, json: "true" },
  });
  expect(response.ok(), `signing in ${account.email}`).toBe(true);
  await page.goto(areaPath);
  // Her area's first render after signing in: seconds when the machine is busy.
  await expect(page).toHaveURL(new RegExp(`${areaPath}$`), { timeout: 15_000 });
}

/** The path of the newest e-mail confirmation link mailed to `email`, as she would open it. */
export async function confirmationLinkPath(email: string): Promise<string> {
  const [mail] = await sql<{ text: string }>(
    `select text from outbox_emails where "to" = $1 and text like '%/verify-email?token=%'
     order by created_at desc limit 1`,
    [email],
  );
  const link = mail?.text.match(/https?:\/\/\S+\/verify-email\?token=[\w-]{43}/)?.[0];
  expect(link, "the e-mail holds a confirmation link").toBeDefined();
  const { pathname, search } = new URL(link ?? "");
  return `${pathname}${search}`;
}

/**
 * Signs up as a patient through the sign-in card's form, as anyone may with any address, and
 * returns the account it made.
 */
export async function signUpAsPatient(
  page: Page,
  email: string,
  { firstName = "Ananya", lastName = "Rao" }: { firstName?: string; lastName?: string } = {},
): Promise<TestAccount> {
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Create an account" }).click();
  await page.getByRole("radio", { name: "Patient" }).check();
  await page.getByLabel("First name", { exact: true }).fill(firstName);
  await page.getByLabel("Last name", { exact: true }).fill(lastName);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  // Two bcrypt operations at the production cost: seconds on a busy 2-core machine.
  await expect(page).toHaveURL(/\/patient-dashboard$/, { timeout: 15_000 });
  const [row] = await sql<{ id: string }>("select id from users where email = $1", [email]);
  if (!row) throw new Error("no account was made");
  return { id: row.id, email, firstName, lastName };
}
