import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { GET as events } from "@/app/api/visits/[id]/events/route";
import { POST as goIn } from "@/app/api/visits/[id]/guest/route";
import { POST as signals } from "@/app/api/visits/[id]/signals/route";
import { scheduleRequest } from "@/lib/actions/requests";
import { db } from "@/lib/db";
import { indiaDateKey, indiaTimeKey } from "@/lib/india-time";
import { queueDueReminders } from "@/lib/mail/reminders";
import { visitRoomForGuest } from "@/lib/queries/video";
import { makeUser } from "@/tests/fixtures/dashboard-data";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { as, asNobody } from "@/tests/integration/session-mock";

/**
 * A guest's video visit (issue 35, item 6): she booked without an account, and the mail of her
 * appointment carries a one-time key. The first browser that goes in with it inside the room's
 * window gets a seat (a cookie for that visit only) and is her in the room; a second browser with
 * the same link, a key before or after the window, another visit's key, a booking whose e-mail
 * changed: nothing, and the same 404 as an id that names nothing.
 */

const prisma = createTestPrisma();
const MINUTE = 60_000;

beforeEach(async () => {
  await resetDatabase(prisma);
  asNobody();
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

/** A guest's video booking, scheduled by a coordinator `minutes` from now (five-minute steps). */
async function guestVisit(minutes = 5, email = `guest.${randomUUID().slice(0, 8)}@example.in`) {
  const coordinator = await makeUser(prisma, "coordinator");
  const doctor = await makeUser(prisma, "doctor", { firstName: "Kavya", lastName: "Menon" });
  const request = await prisma.consultationRequest.create({
    data: {
      idempotencyKey: randomUUID(),
      reference: `SC-${randomUUID().slice(0, 5).toUpperCase()}-TEST1`,
      firstName: "Meher",
      lastName: "Guest",
      email,
      phone: "+91 98765 43210",
      age: 34,
      preferredDate: new Date(),
      preferredTime: "10:30 AM",
      consultationType: "initial",
      urgency: "medium",
      privacyConsent: true,
      privacyConsentAt: new Date(),
      kind: "video",
      contactMethod: "email",
      contactWindow: "anytime",
    },
    select: { id: true },
  });
  const at = new Date(Math.ceil((Date.now() + minutes * MINUTE) / (5 * MINUTE)) * 5 * MINUTE);
  as(coordinator);
  const result = await scheduleRequest({
    requestId: request.id,
    doctorId: doctor.id,
    date: indiaDateKey(at),
    time: indiaTimeKey(at),
    durationMinutes: 30,
    mode: "video",
  });
  asNobody();
  if (!result.ok) throw new Error(result.error);
  const id = result.data.appointmentId;
  return { id, requestId: request.id, doctor, key: await newestKey(id), email };
}

/** The key in the newest mail to her about this visit, as she would click it. */
async function newestKey(id: string): Promise<string> {
  const mail = await prisma.outboxEmail.findFirstOrThrow({
    where: { text: { contains: `/visit/${id}?key=` } },
    orderBy: { createdAt: "desc" },
  });
  const key = mail.text.match(/\?key=([\w-]{43})/)?.[1];
  if (!key) throw new Error("no key in the mail");
  return key;
}

const context = (id: string) => ({ params: Promise.resolve({ id }) });

/** A browser's press of the door's button: its answer and the seat cookie it got, if any. */
async function pressGoIn(id: string, key: string) {
  const response = await goIn(
    new Request(`http://localhost/api/visits/${id}/guest`, {
      method: "POST",
      body: new URLSearchParams({ key }),
    }),
    context(id),
  );
  const cookies = response.headers.getSetCookie();
  const seat = cookies[0]?.match(/^visit_seat=([\w-]{43});/)?.[1] ?? null;
  return { status: response.status, location: response.headers.get("location"), cookies, seat };
}

/** A room command from a browser holding `seat` (or none). */
async function join(id: string, seat: string | null) {
  const response = await signals(
    new Request(`http://localhost/api/visits/${id}/signals`, {
      method: "POST",
      body: JSON.stringify({ type: "command", command: "join" }),
      headers: {
        "Content-Type": "application/json",
        ...(seat ? { Cookie: `lang=hi; visit_seat=${seat}` } : {}),
      },
    }),
    context(id),
  );
  return { status: response.status, body: response.status === 404 ? null : await response.json() };
}

async function streamStatus(id: string, seat: string) {
  const abort = new AbortController();
  const response = await events(
    new Request(`http://localhost/api/visits/${id}/events`, {
      signal: abort.signal,
      headers: { Cookie: `visit_seat=${seat}` },
    }),
    context(id),
  );
  abort.abort();
  await response.body?.cancel().catch(() => {});
  return response.status;
}

describe("a guest's link to her video visit", () => {
  it("lets her in inside the room's window, in the first browser that goes in with it", async () => {
    const visit = await guestVisit(5);
    // The door: who and when, not yet spent (a mail scanner's fetch spends nothing).
    expect(await visitRoomForGuest(visit.id, { key: visit.key })).toMatchObject({
      role: "patient",
      patientId: null,
      doctorName: "Dr. Kavya Menon",
      patientName: "Meher Guest",
      spent: false,
    });
    // The key alone is no way into the room's signalling.
    expect((await join(visit.id, visit.key)).status).toBe(404);

    const first = await pressGoIn(visit.id, visit.key);
    expect(first.status).toBe(303);
    expect(first.location).toBe(`/visit/${visit.id}`);
    expect(first.seat).toMatch(/^[\w-]{43}$/);
    expect(first.seat).not.toBe(visit.key);
    // A seat for this visit's two addresses only, out of scripts' reach, gone when the room closes.
    expect(first.cookies.map((cookie) => cookie.replace(/=[\w-]{43};/, "=…;"))).toEqual([
      expect.stringMatching(
        new RegExp(`^visit_seat=…; Path=/visit/${visit.id}; Max-Age=\\d+; HttpOnly; SameSite=Lax$`),
      ),
      expect.stringMatching(
        new RegExp(
          `^visit_seat=…; Path=/api/visits/${visit.id}; Max-Age=\\d+; HttpOnly; SameSite=Lax$`,
        ),
      ),
    ]);
    const maxAge = Number(first.cookies[0]?.match(/Max-Age=(\d+)/)?.[1]);
    expect(maxAge).toBeGreaterThan(30 * 60);
    expect(maxAge).toBeLessThanOrEqual(75 * 60);

    // With her seat, she is the visit's patient: she waits for her doctor, her stream opens.
    expect(await join(visit.id, first.seat)).toMatchObject({
      status: 200,
      body: { ok: true, state: { patient: "waiting" } },
    });
    expect(await streamStatus(visit.id, first.seat ?? "")).toBe(200);
    // Stored: hashes only.
    const row = await prisma.visitGuestKey.findFirstOrThrow({ where: { appointmentId: visit.id } });
    expect(row.usedAt).not.toBeNull();
    expect(JSON.stringify(row)).not.toContain(visit.key);
    expect(JSON.stringify(row)).not.toContain(first.seat);

    // The same link in a second browser: refused, and the first browser keeps its seat.
    const second = await pressGoIn(visit.id, visit.key);
    expect(second).toMatchObject({ status: 404, cookies: [], seat: null });
    expect(await visitRoomForGuest(visit.id, { key: visit.key })).toMatchObject({ spent: true });
    expect((await join(visit.id, first.seat)).status).toBe(200);
  });

  it("lets only one of two browsers pressing at the same moment in", async () => {
    const visit = await guestVisit(5);
    const [a, b] = await Promise.all([
      pressGoIn(visit.id, visit.key),
      pressGoIn(visit.id, visit.key),
    ]);
    expect([a.status, b.status].sort()).toEqual([303, 404]);
  });

  it("before the room opens, shows the door and spends nothing; after it closes, nothing at all", async () => {
    const later = await guestVisit(60);
    expect(await visitRoomForGuest(later.id, { key: later.key })).toMatchObject({ spent: false });
    const early = await pressGoIn(later.id, later.key);
    // Back to the door, which says when the room opens; no seat, the key still whole.
    expect(early).toMatchObject({
      status: 303,
      location: `/visit/${later.id}?key=${later.key}`,
      cookies: [],
    });
    expect(
      (await prisma.visitGuestKey.findFirstOrThrow({ where: { appointmentId: later.id } })).usedAt,
    ).toBeNull();

    // A visit whose room has closed (moved into the past here): neither the key nor a seat.
    const visit = await guestVisit(5);
    const { seat } = await pressGoIn(visit.id, visit.key);
    const other = await guestVisit(5);
    await prisma.appointment.updateMany({
      where: { id: { in: [visit.id, other.id] } },
      data: { appointmentDate: new Date(Date.now() - 61 * MINUTE) },
    });
    expect(await visitRoomForGuest(other.id, { key: other.key })).toBeNull();
    expect((await pressGoIn(other.id, other.key)).status).toBe(404);
    expect((await join(visit.id, seat)).status).toBe(404);
  });

  it("opens only its own visit, only with a key that is one, and only for the e-mail it went to", async () => {
    const visit = await guestVisit(5);
    const other = await guestVisit(5);
    // A made-up key, and one of another visit.
    for (const [id, key] of [
      [visit.id, "A".repeat(43)],
      [visit.id, other.key],
      [visit.id, `${visit.key}x`],
      ["not-a-uuid", visit.key],
    ] as const) {
      expect(await visitRoomForGuest(id, { key })).toBeNull();
      expect((await pressGoIn(id, key)).status).toBe(404);
    }
    // A seat opens its own visit only.
    const { seat } = await pressGoIn(visit.id, visit.key);
    expect((await join(other.id, seat)).status).toBe(404);
    expect((await join(visit.id, "B".repeat(43))).status).toBe(404);

    // The booking's address changed: the key it went to opens nothing, nor the seat it became.
    await prisma.consultationRequest.update({
      where: { id: visit.requestId },
      data: { email: "someone.else@example.in" },
    });
    expect((await join(visit.id, seat)).status).toBe(404);
    // Her details erased: the same.
    await prisma.consultationRequest.update({
      where: { id: other.requestId },
      data: { anonymisedAt: new Date() },
    });
    expect(await visitRoomForGuest(other.id, { key: other.key })).toBeNull();
  });

  it("a cancelled visit's key opens nothing", async () => {
    const visit = await guestVisit(5);
    await prisma.appointment.update({ where: { id: visit.id }, data: { status: "cancelled" } });
    expect((await pressGoIn(visit.id, visit.key)).status).toBe(404);
  });

  it("a reminder carries a fresh key of its own, so a lost phone is not the end of her visit", async () => {
    const visit = await guestVisit(90);
    await prisma.consent.create({
      data: {
        purpose: "reminders",
        version: "test",
        method: "booking_form",
        givenAt: new Date(Date.now() - 60 * MINUTE),
        requestId: visit.requestId,
      },
    });
    expect((await queueDueReminders()).queued).toBe(1);
    const fresh = await newestKey(visit.id);
    expect(fresh).not.toBe(visit.key);
    expect(await prisma.visitGuestKey.count({ where: { appointmentId: visit.id } })).toBe(2);
    for (const key of [visit.key, fresh]) {
      expect(await visitRoomForGuest(visit.id, { key })).toMatchObject({ spent: false });
    }
  });
});
