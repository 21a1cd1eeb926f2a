import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { approvePost, deletePost, savePost } from "@/lib/actions/blog";
import { uploadImage } from "@/lib/actions/media";
import { authMessages } from "@/lib/validations/auth-messages";
import type { Role } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { MAX_IMAGE_BYTES, mediaMessages } from "@/lib/blog/media";
import {
  featuredPosts,
  getEditablePost,
  getPostReview,
  getPublishedArticle,
  listManagedPosts,
  listPublishedPosts,
  searchQuery,
} from "@/lib/queries/blog";
import { blogMessages, type PostFormValues } from "@/lib/validations/blog";
import { ONE_PIXEL_PNG } from "@/tests/fixtures/access-matrix";
import { viewerOf } from "@/tests/fixtures/viewer";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { as, revalidated } from "@/tests/integration/session-mock";

/** The editorial workflow, slugs, keywords, search and images, against the real database. */

const prisma = createTestPrisma();

async function account(role: Role, firstName = "Kavya") {
  const user = await prisma.user.create({
    data: {
      email: `blog.${randomUUID().slice(0, 8)}@example.in`,
      passwordHash: "not-a-real-hash",
      role,
      status: "active",
      firstName,
      lastName: "Menon",
    },
    select: { id: true, email: true, firstName: true, lastName: true, role: true, status: true },
  });
  return user;
}

const draft = (extra: Partial<PostFormValues> = {}): PostFormValues => ({
  title: "Gentle care after childbirth",
  body: "First paragraph.\nSecond paragraph.",
  excerpt: "What helps in the first weeks.",
  status: "draft",
  slug: "",
  seoKeywords: [" postpartum ", "piles", "Piles", ""],
  ...extra,
});

async function write(extra: Partial<PostFormValues> = {}) {
  const result = await savePost(draft(extra));
  if (!result.ok) throw new Error(`save failed: ${result.error}`);
  return result.data;
}

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("the editorial workflow", () => {
  it("lets a doctor write a draft and submit it for review, with her as author", async () => {
    const doctor = await account("doctor");
    as(doctor);
    const saved = await write();
    expect(saved.status).toBe("draft");
    const submitted = await savePost(draft({ id: saved.id, status: "pending_review" }));
    expect(submitted).toMatchObject({ ok: true, data: { status: "pending_review" } });
    const row = await prisma.content.findUniqueOrThrow({ where: { id: saved.id } });
    expect(row).toMatchObject({ authorId: doctor.id, approvedAt: null, publishedAt: null });
  });

  it("never lets a doctor or coordinator publish, by the editor or by approval", async () => {
    for (const role of ["doctor", "coordinator"] as const) {
      const author = await account(role);
      as(author);
      const refused = await savePost(draft({ status: "published" }));
      expect(refused).toMatchObject({ ok: false, error: blogMessages.onlyOwnerPublishes });
      expect(await prisma.content.count({ where: { authorId: author.id } })).toBe(0);

      const pending = await write({ status: "pending_review" });
      expect(await approvePost({ id: pending.id, revision: 1 })).toMatchObject({
        ok: false,
        error: authMessages.accessDenied,
      });
      expect((await prisma.content.findUniqueOrThrow({ where: { id: pending.id } })).status).toBe(
        "pending_review",
      );
    }
  });

  it("keeps one author's posts from another: no edit, no delete, not even listed", async () => {
    const kavya = await account("doctor", "Kavya");
    const sneha = await account("doctor", "Sneha");
    as(kavya);
    const post = await write();

    as(sneha);
    expect(await savePost(draft({ id: post.id, title: "Taken over" }))).toMatchObject({
      ok: false,
      error: authMessages.accessDenied,
    });
    expect(await deletePost({ id: post.id })).toMatchObject({
      ok: false,
      error: authMessages.accessDenied,
    });
    const snehaUser = viewerOf({ ...sneha, role: "doctor" as const });
    expect((await listManagedPosts(snehaUser, {})).posts).toEqual([]);
    expect(await getEditablePost(snehaUser, post.id)).toBeNull();
    expect((await prisma.content.findUniqueOrThrow({ where: { id: post.id } })).title).toBe(
      "Gentle care after childbirth",
    );
  });

  it("lets the owner approve a post awaiting review, recording who and when, once", async () => {
    const doctor = await account("doctor");
    const owner = await account("owner", "Radhika");
    as(doctor);
    const post = await write({ status: "pending_review" });

    as(owner);
    const before = Date.now();
    const [first, second] = await Promise.all([
      approvePost({ id: post.id, revision: 1 }),
      approvePost({ id: post.id, revision: 1 }),
    ]);
    expect([first.ok, second.ok].sort()).toEqual([false, true]);
    const refused = first.ok ? second : first;
    expect(refused).toMatchObject({ error: blogMessages.notAwaitingReview });

    const row = await prisma.content.findUniqueOrThrow({ where: { id: post.id } });
    expect(row.status).toBe("published");
    expect(row.approvedById).toBe(owner.id);
    expect(row.approvedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.publishedAt).toEqual(row.approvedAt);
    expect(revalidated.tags).toContain("blog");
    expect(revalidated.paths).toContain(`/blog/${row.slug}`);
  });

  it("approves only posts awaiting review", async () => {
    const owner = await account("owner");
    as(owner);
    const post = await write({ status: "draft" });
    expect(await approvePost({ id: post.id, revision: 1 })).toMatchObject({
      ok: false,
      error: blogMessages.notAwaitingReview,
    });
    expect(await approvePost({ id: randomUUID(), revision: 1 })).toMatchObject({
      ok: false,
      error: blogMessages.notFound,
    });
  });

  it("sends a live post back to review when its author edits it, and off the public blog", async () => {
    const doctor = await account("doctor");
    const owner = await account("owner");
    as(doctor);
    const post = await write({ status: "pending_review" });
    as(owner);
    await approvePost({ id: post.id, revision: 1 });
    expect(await getPublishedArticle(post.slug)).not.toBeNull();

    as(doctor);
    const edited = await savePost(draft({ id: post.id, status: "draft", body: "Changed advice." }));
    expect(edited).toMatchObject({ ok: true, data: { status: "pending_review" } });
    expect(await getPublishedArticle(post.slug)).toBeNull();
  });

  it("lets the owner edit, publish and delete anyone's post", async () => {
    const coordinator = await account("coordinator");
    const owner = await account("owner");
    as(coordinator);
    const post = await write();

    as(owner);
    const published = await savePost(
      draft({ id: post.id, status: "published", title: "Reviewed" }),
    );
    expect(published).toMatchObject({ ok: true, data: { status: "published" } });
    const row = await prisma.content.findUniqueOrThrow({ where: { id: post.id } });
    expect(row).toMatchObject({
      title: "Reviewed",
      approvedById: owner.id,
      authorId: coordinator.id,
    });
    expect(row.publishedAt).not.toBeNull();

    expect(await deletePost({ id: post.id })).toMatchObject({ ok: true });
    expect(await prisma.content.count()).toBe(0);
  });

  it("lets an author delete her own post", async () => {
    const doctor = await account("doctor");
    as(doctor);
    const post = await write();
    expect(await deletePost({ id: post.id })).toEqual({ ok: true, data: { id: post.id } });
    expect(await prisma.content.count()).toBe(0);
  });

  it("refuses a blank title or content with its message and stores nothing", async () => {
    as(await account("doctor"));
    for (const bad of [{ title: "   " }, { body: " \n " }]) {
      expect(await savePost(draft(bad))).toMatchObject({
        ok: false,
        error: blogMessages.titleAndContentRequired,
      });
    }
    expect(await prisma.content.count()).toBe(0);
  });
});

describe("publishing what was reviewed", () => {
  async function pendingPostAndOwner() {
    const doctor = await account("doctor");
    const owner = await account("owner", "Radhika");
    as(doctor);
    const post = await write({ status: "pending_review" });
    const ownerUser = viewerOf({ ...owner, role: "owner" as const });
    return { doctor, owner, ownerUser, post };
  }

  it("refuses an approve whose version the owner did not read, and shows her what changed", async () => {
    const { doctor, owner, ownerUser, post } = await pendingPostAndOwner();
    const opened = await getPostReview(ownerUser, post.id);
    expect(opened).toMatchObject({ revision: 1, baseline: null });

    // While she reads, the author rewrites the advice and resubmits it.
    as(doctor);
    const edited = await savePost(
      draft({
        id: post.id,
        status: "pending_review",
        title: "Gentle care after childbirth, revised",
        body: "First paragraph.\nUnreviewed dosage advice.",
      }),
    );
    expect(edited).toMatchObject({ ok: true, data: { status: "pending_review" } });

    as(owner);
    expect(await approvePost({ id: post.id, revision: opened!.revision })).toEqual({
      ok: false,
      error: blogMessages.changedSinceRead,
    });
    const row = await prisma.content.findUniqueOrThrow({ where: { id: post.id } });
    expect(row).toMatchObject({ status: "pending_review", approvedById: null, revision: 2 });
    expect(await getPublishedArticle(row.slug)).toBeNull();

    const review = await getPostReview(ownerUser, post.id, opened!.revision);
    expect(review).toMatchObject({
      revision: 2,
      baseline: { revision: 1, kind: "read" },
      fields: [
        {
          label: "Title",
          before: "Gentle care after childbirth",
          after: "Gentle care after childbirth, revised",
        },
        {
          label: "URL slug",
          before: "gentle-care-after-childbirth",
          after: "gentle-care-after-childbirth-revised",
        },
      ],
      body: [
        { kind: "same", text: "First paragraph." },
        { kind: "removed", text: "Second paragraph." },
        { kind: "added", text: "Unreviewed dosage advice." },
      ],
    });
    expect(review?.article.body).toBe("First paragraph.\nUnreviewed dosage advice.");

    // Having read revision 2, she approves it: that text, and no other, is published.
    expect(await approvePost({ id: post.id, revision: 2 })).toMatchObject({ ok: true });
    const published = await prisma.content.findUniqueOrThrow({ where: { id: post.id } });
    expect(published).toMatchObject({
      status: "published",
      approvedRevision: 2,
      body: "First paragraph.\nUnreviewed dosage advice.",
    });
  });

  it("keeps every saved revision's text, and an approval names one", async () => {
    const { doctor, owner, post } = await pendingPostAndOwner();
    as(doctor);
    await write({ id: post.id, status: "pending_review", body: "Second try." });
    await write({ id: post.id, status: "pending_review", body: "Third try." });
    as(owner);
    expect(await approvePost({ id: post.id, revision: 2 })).toMatchObject({
      ok: false,
      error: blogMessages.changedSinceRead,
    });
    const revisions = await prisma.contentRevision.findMany({
      where: { contentId: post.id },
      orderBy: { revision: "asc" },
      select: { revision: true, body: true, savedById: true },
    });
    expect(revisions).toEqual([
      { revision: 1, body: "First paragraph.\nSecond paragraph.", savedById: doctor.id },
      { revision: 2, body: "Second try.", savedById: doctor.id },
      { revision: 3, body: "Third try.", savedById: doctor.id },
    ]);
  });

  it("shows an edit of a published post against the published version", async () => {
    const { doctor, owner, ownerUser, post } = await pendingPostAndOwner();
    as(owner);
    expect(await approvePost({ id: post.id, revision: 1 })).toMatchObject({ ok: true });
    as(doctor);
    await write({ id: post.id, status: "draft", excerpt: "A shorter summary." });

    const review = await getPostReview(ownerUser, post.id);
    expect(review).toMatchObject({
      revision: 2,
      baseline: { revision: 1, kind: "published" },
      fields: [
        { label: "Excerpt", before: "What helps in the first weeks.", after: "A shorter summary." },
      ],
      body: null,
    });
    // Only the owner reviews.
    const doctorUser = viewerOf({ ...doctor, role: "doctor" as const });
    expect(await getPostReview(doctorUser, post.id)).toBeNull();
  });
});

describe("slugs", () => {
  it("are made from the title when left empty, lower-case words joined by hyphens", async () => {
    as(await account("doctor"));
    const post = await write({ title: "Piles: Common & Treatable!" });
    expect(post.slug).toBe("piles-common-treatable");
  });

  it("get a numeric suffix when a generated one is taken, even for simultaneous saves", async () => {
    as(await account("doctor"));
    const first = await write({ title: "Fibre guide" });
    const [second, third] = await Promise.all([
      write({ title: "Fibre guide" }),
      write({ title: "Fibre guide" }),
    ]);
    expect(first.slug).toBe("fibre-guide");
    expect([second.slug, third.slug].sort()).toEqual(["fibre-guide-2", "fibre-guide-3"]);
  });

  it("report a clash with a slug she typed, and keep the post unsaved", async () => {
    as(await account("doctor"));
    await write({ slug: "my-guide" });
    const clash = await savePost(draft({ slug: "My Guide" }));
    expect(clash).toMatchObject({
      ok: false,
      error: blogMessages.slugTaken,
      fieldErrors: { slug: [blogMessages.slugTaken] },
    });
    expect(await prisma.content.count()).toBe(1);
  });

  it("stay as they are when a post is edited without changing its slug", async () => {
    as(await account("doctor"));
    const post = await write({ title: "Original title" });
    const edited = await savePost(draft({ id: post.id, title: "New title", slug: post.slug }));
    expect(edited).toMatchObject({ ok: true, data: { slug: "original-title" } });
  });
});

describe("keywords", () => {
  it("are stored trimmed, without empties or duplicates", async () => {
    as(await account("doctor"));
    const post = await write();
    const row = await prisma.content.findUniqueOrThrow({ where: { id: post.id } });
    expect(row.seoKeywords).toEqual(["postpartum", "piles"]);
  });
});

describe("the public blog", () => {
  async function publish(title: string, extra: Partial<PostFormValues> = {}) {
    const saved = await write({ title, status: "published", ...extra });
    return saved;
  }

  it("shows only published posts: drafts and posts awaiting review are invisible", async () => {
    const owner = await account("owner");
    as(owner);
    const live = await publish("Live article");
    const hidden = await write({ title: "Hidden draft" });
    const waiting = await write({ title: "Waiting article", status: "pending_review" });

    const list = await listPublishedPosts("", 1);
    expect(list.posts.map((p) => p.slug)).toEqual([live.slug]);
    expect((await featuredPosts()).map((p) => p.slug)).toEqual([live.slug]);
    expect(await getPublishedArticle(hidden.slug)).toBeNull();
    expect(await getPublishedArticle(waiting.slug)).toBeNull();
    expect(await getPublishedArticle(live.slug)).toMatchObject({ title: "Live article" });
    expect((await listPublishedPosts("hidden", 1)).posts).toEqual([]);
  });

  it("features the three newest published posts, newest first", async () => {
    as(await account("owner"));
    for (const title of ["One", "Two", "Three", "Four"]) {
      await publish(title);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await featuredPosts()).map((p) => p.title)).toEqual(["Four", "Three", "Two"]);
  });

  it("searches title, excerpt, keywords and body, in any case and by the start of a word", async () => {
    as(await account("owner"));
    await publish("Understanding anal fissures", {
      excerpt: "A tear that heals.",
      seoKeywords: ["pain"],
    });
    await publish("Eating well", {
      body: "Isabgol at night softens stools.",
      seoKeywords: ["diet"],
    });
    await publish("Desk days", { excerpt: "Small HABITS that help.", seoKeywords: ["posture"] });
    await publish("Calm mornings", { seoKeywords: ["Constipation"] });

    const titles = async (q: string) => (await listPublishedPosts(q, 1)).posts.map((p) => p.title);
    expect(await titles("FISSURE")).toEqual(["Understanding anal fissures"]);
    expect(await titles("fiss")).toEqual(["Understanding anal fissures"]);
    expect(await titles("isabgol")).toEqual(["Eating well"]);
    expect(await titles("habits")).toEqual(["Desk days"]);
    expect(await titles("constipation")).toEqual(["Calm mornings"]);
    expect(await titles("anal tear")).toEqual(["Understanding anal fissures"]);
    expect(await titles("nothing-like-this")).toEqual([]);
  });

  it("turns only letters and digits of a search into query words", () => {
    expect(searchQuery("Fiss & pain!")).toBe("fiss:* & pain:*");
    expect(searchQuery("') | !(")).toBeNull();
  });
});

describe("featured images", () => {
  function fileOf(bytes: Uint8Array | Buffer, name: string, type: string) {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(bytes)], name, { type }));
    return form;
  }

  it("stores a real image once, served from this site", async () => {
    as(await account("doctor"));
    const first = await uploadImage(fileOf(ONE_PIXEL_PNG, "pixel.png", "image/png"));
    const again = await uploadImage(fileOf(ONE_PIXEL_PNG, "copy.png", "image/png"));
    expect(first).toMatchObject({
      ok: true,
      data: { url: expect.stringMatching(/^\/media\/[0-9a-f-]{36}$/) },
    });
    expect(again).toEqual(first);
    const rows = await prisma.mediaImage.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ contentType: "image/png", byteSize: ONE_PIXEL_PNG.length });
  });

  it("refuses a file that is not a JPEG, PNG or WebP, whatever it is called", async () => {
    as(await account("doctor"));
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(await uploadImage(fileOf(svg, "photo.png", "image/png"))).toMatchObject({
      ok: false,
      error: mediaMessages.wrongType,
    });
    expect(await prisma.mediaImage.count()).toBe(0);
  });

  it("refuses an image over 2 MB", async () => {
    as(await account("doctor"));
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(ONE_PIXEL_PNG);
    expect(await uploadImage(fileOf(big, "big.png", "image/png"))).toMatchObject({
      ok: false,
      error: mediaMessages.tooLarge,
    });
    expect(await prisma.mediaImage.count()).toBe(0);
  });
});
