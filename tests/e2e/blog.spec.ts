import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { createAccount, signIn, sql, useOwnAddress } from "./support/accounts";
import { seriousViolations } from "./support/axe";

/**
 * The editorial workflow in a real browser: a doctor writes, the owner approves, readers see it;
 * and an article whose text holds script runs none of it.
 */

const paragraph =
  "Gentle habits help more than most women expect. Drink water through the day, add fibre to every meal, and go when your body asks rather than later.";

/** 27 words a line, 17 lines: 459 words, which at 200 a minute is a 3-minute read. */
const body = Array.from({ length: 17 }, () => paragraph).join("\n");

/** A page in its own browser context: each person has her own cookies. */
async function personPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe("the health blog", () => {
  test.describe.configure({ mode: "serial" });

  const title = `Easier mornings, a gentle guide ${randomUUID().slice(0, 6)}`;

  test("a doctor's post reaches readers only once the owner approves it", async ({ browser }) => {
    // Three people and a dozen pages: longer than one page's test.
    test.setTimeout(90_000);
    const doctor = await createAccount("doctor", { firstName: "Meera", lastName: "Pillai" });
    const owner = await createAccount("owner", { firstName: "Radhika", lastName: "Rao" });

    // The doctor writes and submits for review.
    const doctorPage = await personPage(browser);
    await useOwnAddress(doctorPage);
    await signIn(doctorPage, doctor, "/blog-management");
    await doctorPage.getByRole("link", { name: "New Post" }).click();
    await expect(
      doctorPage.getByRole("heading", { level: 1, name: "Create New Blog Post" }),
    ).toBeVisible();
    await doctorPage.getByLabel("Title*").fill(title);
    // The slug follows the title while she has not typed one.
    await expect(doctorPage.getByLabel("URL Slug")).toHaveValue(/^easier-mornings-a-gentle-guide-/);
    await doctorPage.getByLabel("Content*").fill(body);
    await doctorPage
      .getByLabel("Excerpt")
      .fill("Small daily changes that make going to the toilet easier.");
    const keyword = doctorPage.getByLabel("SEO Keywords");
    for (const word of ["constipation", " fibre ", "Constipation"]) {
      await keyword.fill(word);
      await keyword.press("Enter");
    }
    const chips = doctorPage.getByRole("list", { name: "Keywords" }).getByRole("button");
    await expect(chips).toHaveText(["constipation", "fibre"]);
    // She cannot publish: the choice is not offered.
    const status = doctorPage.getByLabel("Status");
    await expect(status.locator("option")).toHaveText(["Draft", "Submit for review"]);
    await status.selectOption("pending_review");
    await doctorPage.getByRole("button", { name: "Save" }).click();
    await expect(doctorPage.getByText("Blog created successfully!")).toBeVisible();
    await expect(doctorPage).toHaveURL(/\/blog-management$/);
    const card = doctorPage.getByRole("listitem").filter({ hasText: title });
    await expect(card.getByText("Pending Review")).toBeVisible();
    await expect(card.getByRole("button", { name: /Approve/ })).toHaveCount(0);

    const rows = await sql<{ slug: string }>("select slug from contents where title = $1", [title]);
    const slug = rows[0]?.slug ?? "";

    // Readers do not see it yet.
    const reader = await personPage(browser);
    await reader.goto("/blog");
    await expect(reader.getByRole("heading", { level: 1, name: "Health Blog" })).toBeVisible();
    await expect(reader.getByText(title)).toHaveCount(0);
    const hidden = await reader.goto(`/blog/${slug}`);
    expect(hidden?.status()).toBe(404);
    await expect(reader.getByRole("heading", { name: "Article Not Found" })).toBeVisible();

    // The owner approves.
    const ownerPage = await personPage(browser);
    await useOwnAddress(ownerPage);
    await signIn(ownerPage, owner, "/admin-panel");
    await ownerPage.goto("/blog-management?status=pending_review");
    const pending = ownerPage.getByRole("listitem").filter({ hasText: title });
    await expect(pending.getByText("By Meera Pillai")).toBeVisible();
    await pending.getByRole("button", { name: /Approve/ }).click();
    await expect(ownerPage.getByText("Post status updated to published")).toBeVisible();
    await ownerPage.goto("/blog-management");
    await expect(
      ownerPage
        .getByRole("listitem")
        .filter({ hasText: title })
        .getByText("Published", { exact: true }),
    ).toBeVisible();

    // Readers now find it first among the featured articles, by its doctor, a 3-minute read.
    await reader.goto("/blog");
    const featured = reader
      .getByRole("region", { name: "Featured Articles" })
      .getByRole("listitem");
    await expect(featured.first().getByRole("heading")).toHaveText(title);
    await featured.first().getByRole("link", { name: title, exact: true }).click();
    await expect(reader).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(reader.getByText("Dr. Meera Pillai").first()).toBeVisible();
    await expect(reader.getByText("3 min read")).toBeVisible();
    await expect(reader.getByText("Verified by Female Proctologist")).toBeVisible();
    await expect(reader.getByRole("heading", { name: "About the Author" })).toBeVisible();
    // One paragraph per line.
    await expect(reader.locator("article p").filter({ hasText: paragraph })).toHaveCount(17);

    const jsonLd = JSON.parse(
      (await reader.locator('script[type="application/ld+json"]').last().textContent()) ?? "{}",
    ) as Record<string, unknown>;
    expect(jsonLd["@type"]).toEqual(["MedicalWebPage", "BlogPosting"]);
    expect(jsonLd).toMatchObject({
      headline: title,
      author: { name: "Dr. Meera Pillai" },
      reviewedBy: { name: "Radhika Rao" },
    });
    expect(typeof jsonLd.lastReviewed).toBe("string");
    expect(await seriousViolations(reader)).toEqual([]);

    await reader.goto(`/blog?q=${encodeURIComponent("EASIER MORNINGS gentle")}`);
    await expect(reader.getByRole("link", { name: title, exact: true })).toBeVisible();
    await reader.goto("/blog?q=zzzz-no-such-topic");
    await expect(reader.getByText("No articles found matching your search.")).toBeVisible();
  });

  test("an article's text shows script and markup as written and runs none of it", async ({
    page,
  }) => {
    const owner = await createAccount("owner");
    const slug = `safe-text-${randomUUID().slice(0, 8)}`;
    const payload = [
      "Ordinary first line.",
      '<script>window.__xss = "script"</script>',
      '<img src="x" onerror="window.__xss = \'img\'">',
    ].join("\n");
    await sql(
      `insert into contents (id, type, status, title, content, excerpt, slug, author_id, approved_by_id, approved_at, published_at, updated_at)
       values (gen_random_uuid(), 'blog', 'published', $1, $2, $3, $4, $5, $5, '2021-03-01', '2021-03-01', now())`,
      ["Title with <b>tags</b>", payload, '<script>alert("excerpt")</script>', slug, owner.id],
    );
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Title with <b>tags</b>");
    await expect(page.getByText('<script>window.__xss = "script"</script>')).toBeVisible();
    await expect(page.getByText(`<img src="x" onerror="window.__xss = 'img'">`)).toBeVisible();
    await expect(page.getByText('<script>alert("excerpt")</script>')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: string }).__xss),
    ).toBeUndefined();
    expect(await page.locator("article img").count()).toBe(0);
    expect(dialogs).toEqual([]);
  });
});

test("every server process shows a post once it is approved, not the copy it had cached", async ({
  playwright,
  browser,
  baseURL,
}) => {
  const owner = await createAccount("owner");
  const slug = `every-process-${randomUUID().slice(0, 8)}`;
  const [post] = await sql<{ id: string }>(
    `insert into contents (id, type, status, title, content, slug, updated_at)
     values (gen_random_uuid(), 'blog', 'pending_review', $2, 'A line.', $1, now())
     returning id`,
    [slug, `Seen by every process ${slug}`],
  );
  // A new connection per request: the cluster hands connections to its processes in turn, so
  // each of them answers (and caches) the not-yet-published page.
  const statuses = async () => {
    const seen: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const context = await playwright.request.newContext({ baseURL });
      seen.push((await context.get(`/blog/${slug}`)).status());
      await context.dispose();
    }
    return seen;
  };
  expect(await statuses()).toEqual([404, 404, 404, 404, 404, 404]);

  const page = await (await browser.newContext()).newPage();
  await useOwnAddress(page);
  await signIn(page, owner, "/admin-panel");
  await page.goto("/blog-management?status=pending_review");
  await page
    .getByRole("listitem")
    .filter({ hasText: `Seen by every process ${slug}` })
    .getByRole("button", { name: /Approve/ })
    .click();
  await expect(page.getByText("Post status updated to published")).toBeVisible();
  expect(post?.id).toBeDefined();
  await page.context().close();

  expect(await statuses()).toEqual([200, 200, 200, 200, 200, 200]);
});
