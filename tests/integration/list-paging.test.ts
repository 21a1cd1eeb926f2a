import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { encodeCursor, type TimePage, type TimeWindow } from "@/lib/dashboards/pagination";
import { whoViewedMe } from "@/lib/queries/patient";
import { breachNotices } from "@/lib/queries/privacy-admin";
import { getThread } from "@/lib/queries/threads";
import { parsePage, parseTimeWindow } from "@/lib/validations/dashboard";
import { makeMessage, makeUser, type TestUser } from "@/tests/fixtures/dashboard-data";
import { viewerOf } from "@/tests/fixtures/viewer";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";

/**
 * The long lists that page through their rows (issue 38): her access log and a conversation,
 * twenty rows at a time by a cursor in the address, and a breach's notices by page number. Sixty
 * rows make three pages; walking them shows each row once, none lost, and never a row of someone
 * else's.
 */

const prisma = createTestPrisma();

const ROWS = 60;
const start = new Date("2026-11-01T04:30:00.000Z");
/** Three rows share each millisecond, so the pages must be told apart by id as well. */
const instant = (i: number) => new Date(start.getTime() + Math.floor(i / 3) * 60_000);

let asha: TestUser;
let bina: TestUser;
let doctor: TestUser;
let coordinator: TestUser;

beforeAll(async () => {
  await resetDatabase(prisma);
  asha = await makeUser(prisma, "patient", { firstName: "Asha" });
  bina = await makeUser(prisma, "patient", { firstName: "Bina" });
  doctor = await makeUser(prisma, "doctor", { firstName: "Kavya" });
  coordinator = await makeUser(prisma, "coordinator", { firstName: "Sunita" });
  const log = (patientId: string, i: number) => ({
    actorId: coordinator.id,
    actorRole: "coordinator" as const,
    actorName: "Sunita C.",
    patientId,
    subject: "profile" as const,
    createdAt: instant(i),
  });
  await prisma.accessLog.createMany({
    data: [
      ...Array.from({ length: ROWS }, (_, i) => log(asha.id, i)),
      // Bina's log, interleaved in time with Asha's.
      ...Array.from({ length: 15 }, (_, i) => log(bina.id, i * 4)),
    ],
  });
  for (let i = 0; i < ROWS; i++) {
    await makeMessage(prisma, {
      senderId: i % 2 === 0 ? asha.id : doctor.id,
      receiverId: i % 2 === 0 ? doctor.id : asha.id,
      body: `Asha ${i}`,
      createdAt: instant(i),
    });
  }
  for (let i = 0; i < 10; i++) {
    await makeMessage(prisma, {
      senderId: bina.id,
      receiverId: doctor.id,
      body: `Bina ${i}`,
      createdAt: instant(i * 5),
    });
  }
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

/** Every page from the newest to the oldest by the Older links, then back by the Newer links. */
async function walk<T>(read: (window: TimeWindow) => Promise<TimePage<T>>) {
  const down: Array<TimePage<T>> = [await read({})];
  for (let last = down[0]; last?.older; last = down.at(-1)) {
    down.push(await read(parseTimeWindow({ before: last.older })));
    expect(down.length).toBeLessThan(10);
  }
  const up: Array<TimePage<T>> = [down.at(-1) as TimePage<T>];
  for (let last = up[0]; last?.newer; last = up.at(-1)) {
    up.push(await read(parseTimeWindow({ after: last.newer })));
    expect(up.length).toBeLessThan(10);
  }
  return { down, up: up.reverse() };
}

describe("her access log, a page at a time", () => {
  const her = () => viewerOf({ id: asha.id, role: "patient" });

  it("shows the newest twenty first, then the next, each entry once and none lost", async () => {
    const all = await prisma.accessLog.findMany({
      where: { patientId: asha.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true },
    });
    const { down, up } = await walk((window) => whoViewedMe(her(), window));
    const ids = (pages: typeof down) => pages.map((page) => page.rows.map((row) => row.id));

    expect(down.map((page) => [page.rows.length, page.newerCount, page.total])).toEqual([
      [20, 0, ROWS],
      [20, 20, ROWS],
      [20, 40, ROWS],
    ]);
    expect(ids(down).flat()).toEqual(all.map((row) => row.id));
    expect(new Set(ids(down).flat()).size).toBe(ROWS);
    // Back up by the Newer links: the same pages, the newest without a Newer link.
    expect(ids(up)).toEqual(ids(down));
    expect(down[0]?.newer).toBeUndefined();
    expect(down.at(-1)?.older).toBeUndefined();
  });

  it("never shows another patient's entries, on any page", async () => {
    const binas = new Set(
      (await prisma.accessLog.findMany({ where: { patientId: bina.id } })).map((row) => row.id),
    );
    const { down } = await walk((window) => whoViewedMe(her(), window));
    expect(down.flatMap((page) => page.rows).filter((row) => binas.has(row.id))).toEqual([]);
    // Her cursor in Bina's address is only a place in time: Bina sees her own entries there.
    const cursor = down[1]?.older;
    const binaPage = await whoViewedMe(
      viewerOf({ id: bina.id, role: "patient" }),
      parseTimeWindow({ before: cursor }),
    );
    expect(binaPage.total).toBe(15);
    expect(binaPage.rows.every((row) => binas.has(row.id))).toBe(true);
  });

  it("shows the newest page for a malformed or stale address", async () => {
    const newest = (await whoViewedMe(her())).rows.map((row) => row.id);
    const oldest = await prisma.accessLog.findFirstOrThrow({
      where: { patientId: asha.id },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    for (const params of [
      { before: "yesterday" },
      { after: "1_not-an-id" },
      { before: ["", "x"] },
      // Both at once, or a page past the oldest entry, or one newer page not full any more.
      { before: encodeCursor(oldest), after: encodeCursor(oldest) },
      { before: encodeCursor(oldest) },
      { after: encodeCursor({ createdAt: instant(ROWS - 3), id: oldest.id }) },
    ]) {
      const page = await whoViewedMe(her(), parseTimeWindow(params));
      expect(
        page.rows.map((row) => row.id),
        JSON.stringify(params),
      ).toEqual(newest);
      expect(page.newerCount).toBe(0);
    }
  });
});

describe("a conversation, a page at a time", () => {
  it("opens at the newest twenty, oldest first, and pages back through the rest", async () => {
    const { down, up } = await walk(async (window) => {
      const thread = await getThread(viewerOf({ id: asha.id, role: "patient" }), doctor.id, window);
      if (!thread) throw new Error("Asha's conversation was not found");
      return { ...thread.page, rows: thread.messages };
    });
    const bodies = down.map((page) => page.rows.map((row) => row.body));
    // As stored, oldest first (three share each instant, so their order is their ids').
    const stored = (
      await prisma.message.findMany({
        where: { OR: [{ senderId: asha.id }, { receiverId: asha.id }] },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { body: true },
      })
    ).map((row) => row.body);
    expect(bodies).toEqual([stored.slice(40), stored.slice(20, 40), stored.slice(0, 20)]);
    expect(new Set(bodies.flat()).size).toBe(ROWS);
    expect(up.map((page) => page.rows.map((row) => row.body))).toEqual(bodies);
  });

  it("shows the doctor only the messages between her and that patient", async () => {
    const kavya = viewerOf({ id: doctor.id, role: "doctor" });
    const { down } = await walk(async (window) => {
      const thread = await getThread(kavya, asha.id, window);
      if (!thread) throw new Error("The conversation was not found");
      return { ...thread.page, rows: thread.messages };
    });
    const bodies = down.flatMap((page) => page.rows.map((row) => row.body));
    expect(bodies).toHaveLength(ROWS);
    expect(bodies.filter((body) => body.startsWith("Bina"))).toEqual([]);
    const withBina = await getThread(kavya, bina.id);
    expect(withBina?.page.total).toBe(10);
    expect(withBina?.messages.every((row) => row.body.startsWith("Bina"))).toBe(true);
  });
});

describe("a breach's notices, a page at a time", () => {
  it("lists sixty affected patients twenty at a time by name, and no other breach's", async () => {
    const owner = viewerOf({ id: coordinator.id, role: "owner" });
    const patients = await prisma.user.createManyAndReturn({
      data: Array.from({ length: ROWS + 10 }, (_, i) => ({
        email: `notice.${i}@example.in`,
        passwordHash: "not-a-real-hash",
        role: "patient" as const,
        status: "active" as const,
        firstName: `Patient ${String(i).padStart(2, "0")}`,
        lastName: "Test",
      })),
      select: { id: true, firstName: true },
    });
    const breach = (summary: string) =>
      prisma.dataBreach.create({
        data: { summary, measures: "Told her.", occurredAt: start, discoveredAt: start },
        select: { id: true },
      });
    const [ours, other] = [await breach("Ours"), await breach("Another")];
    const notify = (breachId: string, who: typeof patients) =>
      prisma.breachNotice.createMany({
        data: who.map((p) => ({ breachId, patientId: p.id, notifiedAt: start })),
      });
    await notify(ours.id, patients.slice(0, ROWS));
    // The other breach: ten of ours, and ten patients only it affected.
    await notify(other.id, patients.slice(ROWS - 10));

    const pages = [];
    for (const page of ["1", "2", "3"]) {
      pages.push((await breachNotices(owner, ours.id, parsePage({ page })))?.notices);
    }
    const names = pages.map((page) => page?.rows.map((row) => row.name.split(" ")[1]));
    expect(names).toEqual([
      Array.from({ length: 20 }, (_, i) => String(i).padStart(2, "0")),
      Array.from({ length: 20 }, (_, i) => String(20 + i).padStart(2, "0")),
      Array.from({ length: 20 }, (_, i) => String(40 + i).padStart(2, "0")),
    ]);
    expect(pages.map((page) => [page?.page, page?.pageCount, page?.total])).toEqual([
      [1, 3, ROWS],
      [2, 3, ROWS],
      [3, 3, ROWS],
    ]);
    const onlyOther = new Set(patients.slice(ROWS).map((p) => p.id));
    expect(
      pages.flatMap((page) => page?.rows ?? []).filter((row) => onlyOther.has(row.patientId)),
    ).toEqual([]);
    // A malformed page is the first; one past the end, the last.
    expect((await breachNotices(owner, ours.id, parsePage({ page: "abc" })))?.notices.page).toBe(1);
    expect((await breachNotices(owner, ours.id, parsePage({ page: "9" })))?.notices.page).toBe(3);
    expect((await breachNotices(owner, other.id, 1))?.notices.total).toBe(20);
  });
});
