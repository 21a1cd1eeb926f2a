import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { areas, type Role } from "@/lib/auth/permissions";
import { dashboardTabs, tabHref, tabPath, type DashboardAreaId } from "@/lib/dashboards/routes";
import { createAccount, signIn, sql, type TestAccount } from "@/tests/e2e/support/accounts";
import { randomAddress } from "@/tests/fixtures/e2e";

/**
 * The dashboards as addresses: each tab and each opened request is a URL of its own that can be
 * bookmarked, reloaded and shared; the old one-page addresses still lead there; and on a phone
 * every tab is in reach and no list hides rows in a box of its own.
 */

const sections = (page: Page) => page.getByRole("navigation", { name: "Dashboard sections" });

const areaOfRole = {
  patient: "patient-dashboard",
  doctor: "doctor-dashboard",
  coordinator: "coordinator-dashboard",
  owner: "admin-panel",
} as const satisfies Record<Role, DashboardAreaId>;

async function signedIn(page: Page, role: Role): Promise<TestAccount> {
  // Her own address: the sign-in limit is per address.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": randomAddress() });
  const account = await createAccount(role);
  await signIn(page, account, areas[areaOfRole[role]].path);
  return account;
}

/** An open booking request in the queue, unclaimed, made directly in the database. */
async function openRequest(firstName: string): Promise<{ id: string; name: string }> {
  const tag = randomUUID().replace(/-/g, "").toUpperCase();
  const lastName = `Route${tag.slice(0, 6)}`;
  const [row] = await sql<{ id: string }>(
    `insert into consultation_requests (id, idempotency_key, reference, first_name, last_name,
       email, phone, age, preferred_date, preferred_time, consultation_type, urgency,
       privacy_consent, privacy_consent_at, created_at, updated_at)
     values (gen_random_uuid(), $1, $2, $3, $4, $5, '+91 98765 43210', 29, current_date + 5,
       '11:30 AM', 'initial', 'emergency', true, now(), now() - interval '30 days', now())
     returning id`,
    [
      randomUUID(),
      `SC-${tag.slice(0, 5)}-${tag.slice(5, 10)}`,
      firstName,
      lastName,
      `e2e.route.${tag.slice(0, 8).toLowerCase()}@example.com`,
    ],
  );
  if (!row) throw new Error("no request");
  return { id: row.id, name: `${firstName} ${lastName}` };
}

test.describe("dashboard addresses", () => {
  test("an old ?tab= address lands on the tab's own, with its filters", async ({ page }) => {
    await signedIn(page, "coordinator");
    await page.goto("/coordinator-dashboard?tab=tasks&show=mine");
    await expect(page).toHaveURL(/\/coordinator-dashboard\/tasks\?show=mine$/);
    await expect(
      page.getByRole("navigation", { name: "Which requests" }).getByRole("link", { name: "Mine" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(sections(page).getByRole("link", { name: "Tasks" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("each tab is an address: clicking moves it, Back returns to the last tab", async ({
    page,
  }) => {
    await signedIn(page, "doctor");
    await sections(page).getByRole("link", { name: "Messages" }).click();
    await expect(page).toHaveURL(/\/doctor-dashboard\/messages$/);
    await expect(page.getByText("Your inbox is empty")).toBeVisible();
    await sections(page).getByRole("link", { name: "Reports" }).click();
    await expect(page).toHaveURL(/\/doctor-dashboard\/reports$/);
    await expect(page.getByRole("heading", { name: "Visits completed per week" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/doctor-dashboard\/messages$/);
    await expect(page.getByText("Your inbox is empty")).toBeVisible();
    await expect(sections(page).getByRole("link", { name: "Messages" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // Reloaded, the tab is still the tab.
    await page.reload();
    await expect(page.getByText("Your inbox is empty")).toBeVisible();
  });

  test("a request opened from the queue shows over it; reloaded, it is a page of its own", async ({
    page,
  }) => {
    const request = await openRequest("Rekha");
    await signedIn(page, "coordinator");
    // Other tests' requests may fill the queue's first page: find hers by its address.
    await page.goto(tabPath("coordinator-dashboard", "tasks"));
    const link = page.locator(`a[href="${tabPath("coordinator-dashboard", "tasks", request.id)}"]`);
    const onFirstPage = (await link.count()) > 0;
    if (onFirstPage) {
      await link.click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("region", { name: new RegExp(request.name) })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/tasks/${request.id}$`));
      // The queue is still underneath (hidden from assistive technology while the dialog is open).
      await expect(page.locator("#queue-heading")).toHaveText("Booking requests");
    } else {
      await page.goto(tabPath("coordinator-dashboard", "tasks", request.id));
    }
    await page.reload();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("region", { name: new RegExp(request.name) })).toBeVisible();
    await page.getByRole("link", { name: "Back to the queue" }).click();
    await expect(page).toHaveURL(/\/coordinator-dashboard\/tasks$/);
    await expect(page.getByRole("heading", { name: "Booking requests" })).toBeVisible();
  });

  test("a detail that is not hers says so inside the dashboard", async ({ page }) => {
    await signedIn(page, "doctor");
    await page.goto(tabPath("doctor-dashboard", "appointments", randomUUID()));
    await expect(page.getByRole("heading", { level: 1, name: "Doctor Dashboard" })).toBeVisible();
    await expect(page.getByText("This is not available")).toBeVisible();
    await expect(sections(page).getByRole("link", { name: "Overview" })).toBeVisible();
  });
});

test.describe("dashboards on a phone @mobile", () => {
  for (const role of ["patient", "doctor", "coordinator", "owner"] as const) {
    test(`every ${role} tab is in reach at 390 px and nothing scrolls sideways`, async ({
      page,
    }) => {
      await signedIn(page, role);
      const area = areaOfRole[role];
      for (const tab of dashboardTabs[area]) {
        const link = sections(page).getByRole("link", { name: tab.label, exact: true });
        await expect(link).toBeInViewport();
        const box = await link.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390, `${tab.label} fits`).toBe(true);
      }
      for (const tab of dashboardTabs[area]) {
        await sections(page).getByRole("link", { name: tab.label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${tabHref(area, tab)}$`));
        await expect(page.locator("[data-skeleton]")).toHaveCount(0);
        const overflow = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          // A list that scrolls inside its own box hides rows and columns on a phone.
          boxes: [...document.querySelectorAll<HTMLElement>("main *")]
            .filter((element) => {
              const style = getComputedStyle(element);
              const scrolls = (value: string) => value === "auto" || value === "scroll";
              return (
                (scrolls(style.overflowY) && element.scrollHeight > element.clientHeight + 1) ||
                (scrolls(style.overflowX) && element.scrollWidth > element.clientWidth + 1)
              );
            })
            .map((element) => element.getAttribute("aria-label") ?? element.tagName),
        }));
        expect(overflow, tab.label).toEqual({ page: 0, boxes: [] });
      }
    });
  }
});

test.describe("before the page's script has run", () => {
  test.use({ javaScriptEnabled: false });

  /**
   * A form with no method is sent by the browser as a GET to the page itself: a tap or an Enter
   * before the script runs would put what was typed (a breach report, a note about a patient, a
   * colleague's phone) in the address, the browser's history and the server's logs. Every form
   * on every dashboard page says how it is sent: the searches GET on purpose, the rest POST.
   */
  async function formsWithoutMethod(page: Page): Promise<string[]> {
    return page
      .locator("form:not([method])")
      .evaluateAll((forms) =>
        forms.map((form) => form.getAttribute("aria-label") ?? form.textContent?.slice(0, 60)),
      );
  }

  for (const role of ["patient", "doctor", "coordinator", "owner"] as const) {
    test(`no ${role} form would put what she typed in the address`, async ({ page }) => {
      await signedIn(page, role);
      const area = areaOfRole[role];
      const paths = dashboardTabs[area].map((tab) => tabHref(area, tab));
      if (role !== "patient") paths.push("/blog-management", "/blog-management/new");
      if (role === "coordinator") {
        paths.push(tabPath("coordinator-dashboard", "tasks", (await openRequest("Meera")).id));
      }
      if (role === "owner") {
        const doctor = await createAccount("doctor");
        paths.push(tabPath("admin-panel", "users", doctor.id), "/admin-panel/privacy/breaches");
      }
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator("main")).toBeVisible();
        expect(await formsWithoutMethod(page), path).toEqual([]);
      }
    });
  }
});
