import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import bcrypt from "bcryptjs";
import pg from "pg";
import { authMessages } from "@/lib/validations/auth-messages";
import { areas, type Role } from "@/lib/auth/permissions";
import { dashboardTabs, tabHref, tabPath } from "@/lib/dashboards/routes";
import { dashboardMessages } from "@/lib/dashboards/messages";
import { indiaDateKey, indiaDateTimeToInstant } from "@/lib/india-time";
import { databaseUrl, randomAddress } from "@/tests/fixtures/e2e";
import { seriousViolations } from "./support/axe";
import { validator } from "./support/validator";

/**
 * The staff dashboards in a real browser, against the built app and its (seeded) test database.
 * Each test makes the accounts and rows it needs, with unique names, so tests never depend on each
 * other, on the demo data or on the order they run in.
 */

const PASSWORD = "Dashboard-garden-2026";
const DAY_MS = 24 * 60 * 60 * 1000;

async function withDb<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

type Account = { id: string; email: string; firstName: string; lastName: string; name: string };

let passwordHash: string | null = null;

async function createAccount(
  client: pg.Client,
  role: Role,
  options: { status?: "active" | "pending"; firstName?: string; createdAt?: Date } = {},
): Promise<Account> {
  // Low cost: throwaway test accounts, and sign-in reads the cost from the hash.
  passwordHash ??= await bcrypt.hash(PASSWORD, 4);
  const id = randomUUID();
  const tag = id.slice(0, 8);
  const account = {
    id,
    email: `e2e.dash.${role}.${tag}@example.com`,
    firstName: options.firstName ?? "Meera",
    lastName: `Dash${tag}`,
  };
  await client.query(
    // Confirmed e-mail: the owner approves a doctor or coordinator only once she has confirmed it.
    `insert into users (id, email, password_hash, role, status, first_name, last_name, created_at, updated_at,
       email_verified_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, now(), now())`,
    [
      id,
      account.email,
      passwordHash,
      role,
      options.status ?? "active",
      account.firstName,
      account.lastName,
      options.createdAt ?? new Date(),
    ],
  );
  return { ...account, name: `${account.firstName} ${account.lastName}` };
}

async function createAppointment(
  client: pg.Client,
  data: { patientId: string; doctorId: string; coordinatorId?: string; at: Date },
): Promise<string> {
  const id = randomUUID();
  await client.query(
    `insert into appointments (id, patient_id, doctor_id, coordinator_id, appointment_date, type, status, duration_minutes, clinic, updated_at)
     values ($1, $2, $3, $4, $5, 'Follow-up Consultation', 'scheduled', 30, 'pune', now())`,
    [id, data.patientId, data.doctorId, data.coordinatorId ?? null, data.at],
  );
  return id;
}

/** An India calendar day `days` from today and a clock time on it, as an instant. */
function inIndia(days: number, time: string): { date: string; at: Date } {
  const date = indiaDateKey(new Date(Date.now() + days * DAY_MS));
  const at = indiaDateTimeToInstant(date, time);
  if (!at) throw new Error(`bad date ${date} ${time}`);
  return { date, at };
}

const homes = {
  doctor: areas["doctor-dashboard"],
  coordinator: areas["coordinator-dashboard"],
  owner: areas["admin-panel"],
} as const;

async function signIn(page: Page, account: Account, role: keyof typeof homes): Promise<void> {
  await page.goto("/sign-in");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // Her area's first render after signing in: seconds when the machine is busy.
  await expect(page).toHaveURL(new RegExp(`${homes[role].path}$`), { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: homes[role].title })).toBeVisible();
}

/** A separate browser session (her own cookies and address), for a second person in one test. */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
  });
  return context.newPage();
}

const toast = (page: Page, message: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: message });

/** Picks Suspended in a user row's status list; returns the confirmation it opens. */
async function pickSuspended(page: Page, row: Locator, name: string): Promise<Locator> {
  // A tap before the page's script has run opens nothing: tap again, as she would.
  await expect(async () => {
    await row.getByRole("combobox", { name: `Status of ${name}` }).click();
    await expect(page.getByRole("listbox")).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.getByRole("option", { name: "Suspended" }).click();
  return page.getByRole("alertdialog", { name: `Suspend ${name}'s account?` });
}

test.describe("staff dashboards", () => {
  test.beforeEach(async ({ page }) => {
    // Each test signs in from its own address: the sign-in limit is per address.
    await page.setExtraHTTPHeaders({ "x-forwarded-for": randomAddress() });
  });

  test("the owner approves a pending doctor, who can then open the doctor dashboard", async ({
    page,
    browser,
  }) => {
    const { owner, doctor } = await withDb(async (client) => ({
      owner: await createAccount(client, "owner"),
      // A minute ahead, so she heads the newest-first approval list even while other tests sign
      // people up at the same moment.
      doctor: await createAccount(client, "doctor", {
        status: "pending",
        firstName: "Lakshmi",
        createdAt: new Date(Date.now() + 60_000),
      }),
    }));

    // Before approval she sees the awaiting-approval notice, not the dashboard.
    const doctorPage = await newPage(browser);
    await doctorPage.goto("/sign-in");
    await doctorPage.getByLabel("Email", { exact: true }).fill(doctor.email);
    await doctorPage.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await doctorPage.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(
      doctorPage.getByRole("heading", { level: 1, name: authMessages.pending }),
    ).toBeVisible();

    await signIn(page, owner, "owner");
    const approvals = page.getByRole("heading", { name: "Pending Approvals" }).locator("../..");
    const row = approvals.getByRole("listitem").filter({ hasText: doctor.name });
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: `Approve ${doctor.name}` }).click();
    await expect(toast(page, dashboardMessages.accountApproved)).toBeVisible();
    await expect(row).toHaveCount(0);
    const status = await withDb(async (client) => {
      const result = await client.query("select status from users where id = $1", [doctor.id]);
      return result.rows[0]?.status as string;
    });
    expect(status).toBe("active");

    // The same session now opens her dashboard: the approval applies on her next request.
    await doctorPage.goto(homes.doctor.path);
    await expect(
      doctorPage.getByRole("heading", { level: 1, name: homes.doctor.title }),
    ).toBeVisible();
    await expect(doctorPage.getByText(`Dr. ${doctor.name}`)).toBeVisible();
    await doctorPage.context().close();
  });

  test("the owner finds an account by name and suspends it from the Users list", async ({
    page,
  }) => {
    const { owner, patient } = await withDb(async (client) => ({
      owner: await createAccount(client, "owner"),
      patient: await createAccount(client, "patient", { firstName: "Sunita" }),
    }));
    await signIn(page, owner, "owner");
    await page
      .getByRole("navigation", { name: "Dashboard sections" })
      .getByRole("link", { name: "Users" })
      .click();
    await page.getByLabel("Search by name or email").fill(patient.lastName);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${patient.lastName}`));
    const row = page.getByRole("row").filter({ hasText: patient.email });
    await expect(row).toHaveCount(1);
    const confirm = await pickSuspended(page, row, patient.name);
    // Nothing happens without a confirmation and a reason.
    await expect(confirm).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole("button", { name: "Suspend account" }).click();
    await expect(confirm.getByText(dashboardMessages.suspendReasonRequired)).toBeVisible();
    await expect(confirm.getByLabel("Reason")).toHaveAttribute("aria-invalid", "true");
    await confirm.getByLabel("Reason").fill("Abusive messages to a coordinator");
    await confirm.getByRole("button", { name: "Suspend account" }).click();
    await expect(toast(page, dashboardMessages.accountSuspended)).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await expect(row.getByText("Suspended", { exact: true }).first()).toBeVisible();
    await expect
      .poll(() =>
        withDb(async (client) => {
          const result = await client.query("select status from users where id = $1", [patient.id]);
          return result.rows[0]?.status as string;
        }),
      )
      .toBe("suspended");

    // The reason is in the account's history, in its edit dialog.
    await row.getByRole("link", { name: `Edit ${patient.name}` }).click();
    const history = page.getByRole("region", { name: "Status history" });
    await expect(history.getByText("Active → Suspended", { exact: false })).toBeVisible();
    await expect(history.getByText("Reason: Abusive messages to a coordinator")).toBeVisible();
  });

  test("the owner's suspension can be called off: nothing changes", async ({ page }) => {
    const { owner, patient } = await withDb(async (client) => ({
      owner: await createAccount(client, "owner"),
      patient: await createAccount(client, "patient", { firstName: "Kiran" }),
    }));
    await signIn(page, owner, "owner");
    await page.goto(`${tabPath("admin-panel", "users")}?q=${patient.lastName}`);
    const row = page.getByRole("row").filter({ hasText: patient.email });
    const confirm = await pickSuspended(page, row, patient.name);
    await confirm.getByRole("button", { name: "Keep the account" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row.getByRole("combobox", { name: `Status of ${patient.name}` })).toHaveText(
      "Active",
    );
    await expect(row.getByRole("combobox", { name: `Status of ${patient.name}` })).toBeFocused();
    const [stored] = await withDb(
      async (client) =>
        (await client.query("select status from users where id = $1", [patient.id])).rows,
    );
    expect(stored?.status).toBe("active");
  });

  test("the owner deletes an article from the Content tab", async ({ page }) => {
    const title = `Draft ${randomUUID().slice(0, 8)}`;
    const { owner, postId } = await withDb(async (client) => {
      const owner = await createAccount(client, "owner");
      const postId = randomUUID();
      await client.query(
        `insert into contents (id, type, status, title, content, slug, author_id, updated_at)
         values ($1, 'blog', 'draft', $2, 'A line of text.', $3, $4, now())`,
        [postId, title, `draft-${postId.slice(0, 8)}`, owner.id],
      );
      return { owner, postId };
    });
    await signIn(page, owner, "owner");
    await page
      .getByRole("navigation", { name: "Dashboard sections" })
      .getByRole("link", { name: "Content" })
      .click();
    const row = page.getByRole("row").filter({ hasText: title });
    await row.getByRole("button", { name: /^Delete/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Post deleted successfully")).toBeVisible();
    await expect(row).toHaveCount(0);
    const left = await withDb(async (client) => {
      const result = await client.query("select count(*)::int as n from contents where id = $1", [
        postId,
      ]);
      return result.rows[0]?.n as number;
    });
    expect(left).toBe(0);
  });

  test("a doctor marks a message read and confirms an appointment", async ({ page }) => {
    const subject = `Question ${randomUUID().slice(0, 8)}`;
    const tomorrow = inIndia(1, "11:00");
    const { doctor, patient, appointmentId, messageId } = await withDb(async (client) => {
      const doctor = await createAccount(client, "doctor");
      const patient = await createAccount(client, "patient", { firstName: "Asha" });
      const messageId = randomUUID();
      await client.query(
        `insert into messages (id, sender_id, receiver_id, subject, content, is_urgent)
         values ($1, $2, $3, $4, 'Can I take the tablets after food?', true)`,
        [messageId, patient.id, doctor.id, subject],
      );
      const appointmentId = await createAppointment(client, {
        patientId: patient.id,
        doctorId: doctor.id,
        at: tomorrow.at,
      });
      return { doctor, patient, appointmentId, messageId };
    });

    await signIn(page, doctor, "doctor");
    // The overview lists it among her priority messages, marked urgent.
    const priority = page.getByRole("heading", { name: "Priority Messages" }).locator("../..");
    await expect(priority.getByText(subject)).toBeVisible();
    await expect(priority.getByText("Urgent", { exact: true })).toBeVisible();

    await page
      .getByRole("navigation", { name: "Dashboard sections" })
      .getByRole("link", { name: "Messages" })
      .click();
    const message = page.getByRole("listitem", { name: subject });
    await expect(message.getByText("Unread")).toBeVisible();
    await message.getByRole("button", { name: "Mark as read" }).click();
    await expect(message.getByText("Read", { exact: true })).toBeVisible();
    await expect(message.getByRole("button", { name: "Mark as read" })).toHaveCount(0);
    await expect
      .poll(() =>
        withDb(async (client) => {
          const result = await client.query("select status, read_at from messages where id = $1", [
            messageId,
          ]);
          return { status: result.rows[0]?.status, read: result.rows[0]?.read_at !== null };
        }),
      )
      .toEqual({ status: "read", read: true });

    await page
      .getByRole("navigation", { name: "Dashboard sections" })
      .getByRole("link", { name: "Appointments" })
      .click();
    const row = page.getByRole("row").filter({ hasText: patient.name });
    await expect(row.getByText("Scheduled")).toBeVisible();
    await row.getByRole("link", { name: /View Details/ }).click();
    // The appointment's own address, shown over the list.
    await expect(page).toHaveURL(new RegExp(`/doctor-dashboard/appointments/${appointmentId}$`));
    const dialog = page.getByRole("dialog", { name: "Appointment details" });
    // Her private side is read on opening, and the opening is written to her access log.
    await expect(dialog.getByText(/No contact preferences on record/)).toBeVisible();
    const logged = await withDb(async (client) => {
      const result = await client.query(
        "select count(*)::int as n from access_logs where patient_id = $1 and actor_id = $2 and subject = 'appointment'",
        [patient.id, doctor.id],
      );
      return result.rows[0]?.n as number;
    });
    expect(logged).toBe(1);
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(toast(page, dashboardMessages.appointmentUpdated)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/doctor-dashboard\/appointments$/);
    await expect(row.getByText("Confirmed")).toBeVisible();
    const status = await withDb(async (client) => {
      const result = await client.query("select status from appointments where id = $1", [
        appointmentId,
      ]);
      return result.rows[0]?.status as string;
    });
    expect(status).toBe("confirmed");
  });

  test("a coordinator reschedules an appointment", async ({ page }) => {
    const from = inIndia(3, "10:00");
    const to = inIndia(4, "15:30");
    const { coordinator, patient, appointmentId } = await withDb(async (client) => {
      const coordinator = await createAccount(client, "coordinator");
      const doctor = await createAccount(client, "doctor");
      const patient = await createAccount(client, "patient", { firstName: "Bina" });
      const appointmentId = await createAppointment(client, {
        patientId: patient.id,
        doctorId: doctor.id,
        coordinatorId: coordinator.id,
        at: from.at,
      });
      return { coordinator, patient, appointmentId };
    });

    await signIn(page, coordinator, "coordinator");
    await page
      .getByRole("navigation", { name: "Dashboard sections" })
      .getByRole("link", { name: "Appointments" })
      .click();
    const row = page.getByRole("row").filter({ hasText: patient.name });
    await expect(row.getByText("10:00 AM", { exact: true })).toBeVisible();
    await row.getByRole("link", { name: /^Manage/ }).click();
    const dialog = page.getByRole("dialog", { name: "Manage appointment" });
    await dialog.getByLabel("Date").fill(to.date);
    await dialog.getByLabel("Time (India)").fill("15:30");
    await dialog.getByRole("button", { name: "Save new time" }).click();
    await expect(toast(page, dashboardMessages.appointmentUpdated)).toBeVisible();
    await expect(dialog).toBeHidden();

    const stored = await withDb(async (client) => {
      const result = await client.query("select appointment_date from appointments where id = $1", [
        appointmentId,
      ]);
      return (result.rows[0]?.appointment_date as Date).toISOString();
    });
    expect(stored).toBe(to.at.toISOString());
    // The list shows the new time; a "Day" filter on the new date finds it there.
    await page.goto(`${tabPath("coordinator-dashboard", "appointments")}?when=all&date=${to.date}`);
    await expect(
      page.getByRole("row").filter({ hasText: patient.name }).getByText("3:30 PM", { exact: true }),
    ).toBeVisible();
  });

  // Every tab of each staff dashboard, signed in, rendered and scanned: one test per dashboard,
  // so each has the time of its own five tabs.
  const areaOf = {
    doctor: "doctor-dashboard",
    coordinator: "coordinator-dashboard",
    owner: "admin-panel",
  } as const;
  for (const role of ["doctor", "coordinator", "owner"] as const) {
    test(
      `the ${role}'s dashboard has no serious or critical accessibility problems`,
      validator,
      async ({ browser }) => {
        test.setTimeout(90_000);
        const account = await withDb(async (client) => {
          const staff = {
            owner: await createAccount(client, "owner"),
            doctor: await createAccount(client, "doctor"),
            coordinator: await createAccount(client, "coordinator"),
          };
          const patient = await createAccount(client, "patient");
          await createAppointment(client, {
            patientId: patient.id,
            doctorId: staff.doctor.id,
            coordinatorId: staff.coordinator.id,
            at: inIndia(2, "12:00").at,
          });
          return staff[role];
        });
        const page = await newPage(browser);
        await signIn(page, account, role);
        for (const tab of dashboardTabs[areaOf[role]]) {
          await page.goto(tabHref(areaOf[role], tab));
          await expect(
            page.getByRole("heading", { level: 1, name: homes[role].title }),
          ).toBeVisible();
          // The tab has streamed in: no skeleton left.
          await expect(page.locator("[data-skeleton]")).toHaveCount(0);
          expect(await seriousViolations(page), `${role} ${tab.id}`).toEqual([]);
        }
        await page.context().close();
      },
    );
  }
});
