import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { authOptions } from "@/lib/auth/options";
import { createBooking } from "@/lib/booking";
import {
  linkBookings,
  PENDING_BOOKINGS_COOKIE,
  pendingReferences,
  pendingReferencesFromCookieHeader,
  withPendingReference,
} from "@/lib/booking-link";
import { db } from "@/lib/db";
import { bookingSchema } from "@/lib/validations/booking";
import { servedHeaders } from "@/tests/fixtures/client-address";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { openDayAhead } from "@/tests/fixtures/india-days";
import { fixturePasswordHash } from "@/tests/fixtures/passwords";

/**
 * A booking made signed out becomes hers only when she signs in with its e-mail from the browser
 * that made it, never by e-mail alone (issue: booking to appointment, item 5).
 */

const prisma = createTestPrisma();
const PASSWORD = "Lotus-garden-2026";

let ip = 0;
async function book(email: string): Promise<string> {
  ip += 1;
  const result = await createBooking(
    // As submitBooking hands it on, once the schema has passed it.
    bookingSchema.parse({
      firstName: "Asha",
      lastName: "Nair",
      email,
      phone: "+91 98765 43210",
      age: 33,
      preferredDate: openDayAhead(3),
      preferredTime: "10:00 AM",
      consultationType: "initial",
      urgency: "medium",
      privacyConsent: true,
      idempotencyKey: randomUUID(),
    }),
    { ip: `198.51.100.${ip}` },
  );
  if (!result.ok) throw new Error(result.error);
  return result.data.reference;
}

async function patient(email: string) {
  return prisma.user.create({
    data: {
      email,
      passwordHash: fixturePasswordHash(PASSWORD),
      role: "patient",
      status: "active",
      firstName: "Asha",
      lastName: "Nair",
    },
    select: { id: true, email: true },
  });
}

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("the pending-bookings cookie", () => {
  it("remembers up to ten well-formed references, newest last, without repeats", () => {
    let value: string | undefined;
    for (let i = 0; i < 12; i += 1)
      value = withPendingReference(value, `SC-AAAAA-${String(i).padStart(5, "0")}`);
    value = withPendingReference(value, "SC-AAAAA-00005");
    const references = pendingReferences(value);
    expect(references).toHaveLength(10);
    expect(references.at(-1)).toBe("SC-AAAAA-00005");
    expect(pendingReferences("SC-AAAAA-00001.<script>.DROP TABLE")).toEqual(["SC-AAAAA-00001"]);
  });

  it("is read from a raw Cookie header among others", () => {
    const header = `a=1; ${PENDING_BOOKINGS_COOKIE}=SC-7KQ2M-X9D4T.SC-7KQ2M-X9D4V; b=2`;
    expect(pendingReferencesFromCookieHeader(header)).toEqual(["SC-7KQ2M-X9D4T", "SC-7KQ2M-X9D4V"]);
    expect(pendingReferencesFromCookieHeader(null)).toEqual([]);
  });
});

describe("linkBookings", () => {
  it("links her bookings with her e-mail, records it, and links nothing twice", async () => {
    const email = `asha.${randomUUID().slice(0, 6)}@example.com`;
    const first = await book(email);
    const second = await book(email.toUpperCase());
    const account = await patient(email);

    expect(await linkBookings(account, [first, second])).toBe(2);
    const rows = await prisma.consultationRequest.findMany({ include: { events: true } });
    expect(rows.every((row) => row.patientId === account.id)).toBe(true);
    for (const row of rows) {
      expect(row.events.map((event) => event.type)).toEqual(["created", "linked"]);
    }
    // The consents she gave with those bookings are hers now too.
    const consents = await prisma.consent.findMany();
    expect(consents.length).toBeGreaterThan(0);
    expect(consents.every((consent) => consent.userId === account.id)).toBe(true);
    expect(await linkBookings(account, [first, second])).toBe(0);
  });

  it("never links a booking made with another e-mail, even with its reference", async () => {
    const reference = await book("someone.else@example.com");
    const account = await patient(`asha.${randomUUID().slice(0, 6)}@example.com`);
    expect(await linkBookings(account, [reference])).toBe(0);
    expect((await prisma.consultationRequest.findFirstOrThrow()).patientId).toBeNull();
  });

  it("never takes a booking already linked to another account", async () => {
    const email = `asha.${randomUUID().slice(0, 6)}@example.com`;
    const reference = await book(email);
    const owner = await patient(email);
    await linkBookings(owner, [reference]);
    const other = await patient(`other.${randomUUID().slice(0, 6)}@example.com`);
    expect(await linkBookings({ id: other.id, email }, [reference])).toBe(0);
    expect((await prisma.consultationRequest.findFirstOrThrow()).patientId).toBe(owner.id);
  });
});

describe("signing in", () => {
  const provider = authOptions.providers[0];
  const authorize =
    provider && "options" in provider && provider.options && "authorize" in provider.options
      ? (provider.options.authorize as (
          credentials: Record<string, string> | undefined,
          req: { headers: Record<string, string> },
        ) => Promise<unknown>)
      : null;

  it("links the bookings this browser made with her e-mail, and only those", async () => {
    if (!authorize) throw new Error("no credentials provider");
    const email = `asha.${randomUUID().slice(0, 6)}@example.com`;
    const madeHere = await book(email);
    const madeElsewhere = await book(email);
    const account = await patient(email);

    await authorize(
      { email, password: PASSWORD },
      {
        headers: {
          cookie: `${PENDING_BOOKINGS_COOKIE}=${madeHere}`,
          ...servedHeaders("192.0.2.9"),
        },
      },
    );
    const rows = await prisma.consultationRequest.findMany({
      select: { reference: true, patientId: true },
    });
    expect(rows.find((row) => row.reference === madeHere)?.patientId).toBe(account.id);
    expect(rows.find((row) => row.reference === madeElsewhere)?.patientId).toBeNull();
  });

  it("links nothing by e-mail alone", async () => {
    if (!authorize) throw new Error("no credentials provider");
    const email = `asha.${randomUUID().slice(0, 6)}@example.com`;
    await book(email);
    await patient(email);
    await authorize({ email, password: PASSWORD }, { headers: servedHeaders("192.0.2.10") });
    expect((await prisma.consultationRequest.findFirstOrThrow()).patientId).toBeNull();
  });
});
