import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { freeTimes, type FreeDay, type FreeTime } from "@/lib/appointments/free-times";
import { holderHash, holdSlot, liveHoldOf, releaseHold } from "@/lib/appointments/holds";
import { db } from "@/lib/db";
import { indiaDateKey, indiaDateTimeToInstant } from "@/lib/india-time";
import {
  makeAppointment,
  makeUser,
  workEveryDay,
  type TestUser,
} from "@/tests/fixtures/dashboard-data";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";

/**
 * The times she can choose while booking (issue 37): the next 14 days of the doctors who can see
 * her, minus appointments, time off and other women's live holds; and the 10-minute hold on the
 * one she chose, which two women racing for one time cannot both get.
 */

const prisma = createTestPrisma();
const NOW = new Date();
const DAY_MS = 24 * 60 * 60_000;
// Two India days ahead: inside the 14, and clear of "now".
const DAY = indiaDateKey(new Date(NOW.getTime() + 2 * DAY_MS));
const at = (time: string, day = DAY) => indiaDateTimeToInstant(day, time) as Date;
const HER = holderHash("her-browser-key");
const OTHER = holderHash("another-browser-key");
// An initial consultation lasts 60 minutes, a follow-up 30 (content/doctors.ts).
const HOUR = 60;

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

/**
 * Asha practises in Mumbai and Pune and sees women by video; Bina in Delhi, Jaipur and Lucknow,
 * by video too; Farah in Kolkata, Bhopal and Indore, not by video; Dev has no catalogue entry.
 * Each works every day, 9 AM to 5 PM, so the tests do not depend on today's weekday.
 */
async function setup(): Promise<Record<"asha" | "bina" | "farah" | "dev", TestUser>> {
  const doctors = {
    asha: await makeUser(prisma, "doctor", { firstName: "Asha", doctorCatalogueId: 1 }),
    bina: await makeUser(prisma, "doctor", { firstName: "Bina", doctorCatalogueId: 3 }),
    farah: await makeUser(prisma, "doctor", { firstName: "Farah", doctorCatalogueId: 5 }),
    dev: await makeUser(prisma, "doctor", { firstName: "Dev" }),
  };
  await workEveryDay(prisma, Object.values(doctors));
  return doctors;
}

const inPune = { mode: "in_person", city: "pune" } as const;

function dayOf(days: FreeDay[], day = DAY): FreeTime[] {
  const found = days.find((entry) => entry.day === day);
  if (!found) throw new Error(`${day} not listed`);
  return [...found.parts.morning, ...found.parts.afternoon, ...found.parts.evening];
}

const timesOf = (times: FreeTime[]) => times.map((time) => time.time);

/** An hour's appointment with the doctor at `time` on DAY. */
function booked(doctorId: string, time: string, status?: "cancelled") {
  return makeAppointment(prisma, {
    patientId: null,
    doctorId,
    at: at(time),
    durationMinutes: HOUR,
    ...(status ? { status } : {}),
  });
}

describe("free times", () => {
  it("in person: the city's doctors, 14 India days, grouped into morning, afternoon and evening", async () => {
    const { asha } = await setup();
    const days = await freeTimes({ place: inPune, consultationType: "initial", now: NOW });
    expect(days).toHaveLength(14);
    expect(days[0]?.day).toBe(indiaDateKey(NOW));
    const day = days.find((entry) => entry.day === DAY) as FreeDay;
    expect(timesOf(day.parts.morning)).toEqual([
      "09:00",
      "09:15",
      "09:30",
      "09:45",
      "10:00",
      "10:15",
      "10:30",
      "10:45",
      "11:00",
      "11:15",
      "11:30",
      "11:45",
    ]);
    expect(day.parts.afternoon[0]?.time).toBe("12:00");
    expect(day.parts.afternoon.at(-1)?.time).toBe("15:45");
    // A 60-minute visit ends by 5 PM: 16:00 is the last start.
    expect(timesOf(day.parts.evening)).toEqual(["16:00"]);
    expect(new Set(days.flatMap((d) => dayOf(days, d.day)).map((t) => t.doctorId))).toEqual(
      new Set([asha.id]),
    );
    // A follow-up lasts 30 minutes: 16:30 starts one.
    const followUp = await freeTimes({ place: inPune, consultationType: "follow_up", now: NOW });
    expect(timesOf(dayOf(followUp)).at(-1)).toBe("16:30");
  });

  it("by video: every doctor who offers video; first available lists each time once", async () => {
    const { asha, bina, farah, dev } = await setup();
    const days = await freeTimes({
      place: { mode: "video" },
      consultationType: "initial",
      now: NOW,
    });
    const all = days.flatMap((d) => dayOf(days, d.day));
    expect(new Set(all.map((time) => time.doctorId))).toEqual(new Set([asha.id]));
    expect(timesOf(dayOf(days))).toHaveLength(29);
    // Asha is booked at 10:00: Bina, who has the time too, is offered instead.
    await booked(asha.id, "10:00");
    const again = await freeTimes({
      place: { mode: "video" },
      consultationType: "initial",
      now: NOW,
    });
    const ten = dayOf(again).filter((time) => time.time === "10:00");
    expect(ten.map((time) => time.doctorId)).toEqual([bina.id]);
    // One doctor: only hers.
    const hers = await freeTimes({
      place: { mode: "video" },
      consultationType: "initial",
      doctorId: asha.id,
      now: NOW,
    });
    expect(timesOf(dayOf(hers))).not.toContain("10:00");
    expect(timesOf(dayOf(hers))).not.toContain("09:15");
    // Farah sees no one by video, Dev has no catalogue entry: neither is offered.
    for (const doctor of [farah, dev]) {
      const none = await freeTimes({
        place: { mode: "video" },
        consultationType: "initial",
        doctorId: doctor.id,
        now: NOW,
      });
      expect(none.flatMap((d) => dayOf(none, d.day))).toEqual([]);
    }
    const binas = await freeTimes({
      place: { mode: "video" },
      consultationType: "initial",
      doctorId: bina.id,
      now: NOW,
    });
    expect(timesOf(dayOf(binas))).toContain("10:00");
    // In person, Farah is Kolkata's.
    const kolkata = await freeTimes({
      place: { mode: "in_person", city: "kolkata" },
      consultationType: "initial",
      now: NOW,
    });
    expect(new Set(dayOf(kolkata).map((time) => time.doctorId))).toEqual(new Set([farah.id]));
  });

  it("a time taken by an appointment, time off or another woman's live hold is not offered; an expired hold, a cancelled appointment and her own hold are", async () => {
    const { asha } = await setup();
    await booked(asha.id, "09:00");
    await booked(asha.id, "11:00", "cancelled");
    await prisma.doctorTimeOff.create({
      data: { doctorId: asha.id, startsAt: at("13:00"), endsAt: at("14:00") },
    });
    const live = new Date(NOW.getTime() + 5 * 60_000);
    const expired = new Date(NOW.getTime() - 60_000);
    await prisma.slotHold.createMany({
      data: [
        {
          doctorId: asha.id,
          startsAt: at("15:00"),
          endsAt: at("16:00"),
          holder: OTHER,
          expiresAt: live,
        },
        {
          doctorId: asha.id,
          startsAt: at("16:00"),
          endsAt: at("17:00"),
          holder: OTHER,
          expiresAt: expired,
        },
        {
          doctorId: asha.id,
          startsAt: at("10:00"),
          endsAt: at("11:00"),
          holder: HER,
          expiresAt: live,
        },
      ],
    });
    const days = await freeTimes({
      place: inPune,
      consultationType: "initial",
      holder: HER,
      now: NOW,
    });
    const times = dayOf(days);
    const offered = timesOf(times);
    for (const gone of ["09:00", "09:45", "12:15", "13:00", "13:45", "14:15", "15:00", "15:45"]) {
      expect(offered, gone).not.toContain(gone);
    }
    expect(offered).toEqual(expect.arrayContaining(["10:00", "11:00", "12:00", "14:00", "16:00"]));
    expect(times.find((time) => time.time === "10:00")?.mine).toBe(true);
    expect(times.find((time) => time.time === "11:00")?.mine).toBe(false);
    // Without her key, her hold is someone else's.
    const stranger = timesOf(
      dayOf(await freeTimes({ place: inPune, consultationType: "initial", now: NOW })),
    );
    expect(stranger).not.toContain("10:00");
  });
});

describe("holds", () => {
  it("two women holding one time at once: one gets it, the other is offered the nearest free times", async () => {
    const { asha } = await setup();
    const results = await Promise.all(
      [HER, OTHER].map((holder) => holdSlot(holder, asha.id, at("10:00"), HOUR, NOW)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const refused = results.find((result) => !result.ok);
    expect(refused).toMatchObject({ ok: false, reason: "taken" });
    const nearest = refused && !refused.ok ? refused.nearest : [];
    // Her hour from 10:00 is held: the nearest starts are an hour either side, then 11:15.
    expect(nearest.map((time) => [time.day, time.time])).toEqual([
      [DAY, "09:00"],
      [DAY, "11:00"],
      [DAY, "11:15"],
    ]);
    expect(await prisma.slotHold.count()).toBe(1);
  });

  it("a booked time, time off, or a time outside her hours cannot be held; an expired hold no longer blocks", async () => {
    const { asha } = await setup();
    await booked(asha.id, "09:00");
    await prisma.doctorTimeOff.create({
      data: { doctorId: asha.id, startsAt: at("13:00"), endsAt: at("14:00") },
    });
    await prisma.slotHold.create({
      data: {
        doctorId: asha.id,
        startsAt: at("15:00"),
        endsAt: at("16:00"),
        holder: OTHER,
        expiresAt: new Date(NOW.getTime() - 1000),
      },
    });
    for (const time of ["09:30", "12:30", "16:30", "08:00"]) {
      expect((await holdSlot(HER, asha.id, at(time), HOUR, NOW)).ok, time).toBe(false);
    }
    expect((await holdSlot(HER, asha.id, at("15:00"), HOUR, NOW)).ok).toBe(true);
    // The expired one was cleared on the way.
    expect(await prisma.slotHold.count({ where: { holder: OTHER } })).toBe(0);
  });

  it("choosing another time lets the first go; a taken time keeps the one she had", async () => {
    const { asha, bina } = await setup();
    expect((await holdSlot(HER, asha.id, at("10:00"), HOUR, NOW)).ok).toBe(true);
    expect((await holdSlot(HER, bina.id, at("11:00"), HOUR, NOW)).ok).toBe(true);
    expect(
      await prisma.slotHold.findMany({ where: { holder: HER }, select: { doctorId: true } }),
    ).toEqual([{ doctorId: bina.id }]);
    // Asha's 10:00 is free again, for anyone.
    expect((await holdSlot(OTHER, asha.id, at("10:00"), HOUR, NOW)).ok).toBe(true);
    // She tries it now: taken, and her hold with Bina stays.
    expect((await holdSlot(HER, asha.id, at("10:30"), HOUR, NOW)).ok).toBe(false);
    expect((await liveHoldOf(HER, NOW))?.doctorId).toBe(bina.id);
  });

  it("another holder can neither release nor use her hold", async () => {
    const { asha } = await setup();
    const held = await holdSlot(HER, asha.id, at("10:00"), HOUR, NOW);
    expect(held.ok).toBe(true);
    expect(await releaseHold(OTHER)).toBe(0);
    expect(await liveHoldOf(OTHER, NOW)).toBeNull();
    expect((await liveHoldOf(HER, NOW))?.startsAt).toEqual(at("10:00"));
    expect((await holdSlot(OTHER, asha.id, at("10:00"), HOUR, NOW)).ok).toBe(false);
    // Her raw browser key is not a holder: only its hash is.
    expect(await releaseHold("her-browser-key")).toBe(0);
    expect((await holdSlot("her-browser-key", asha.id, at("12:00"), HOUR, NOW)).ok).toBe(false);
    expect(await releaseHold(HER)).toBe(1);
    expect(await liveHoldOf(HER, NOW)).toBeNull();
    expect((await holdSlot(OTHER, asha.id, at("10:00"), HOUR, NOW)).ok).toBe(true);
  });

  it("the database refuses two overlapping live holds of one doctor, whoever writes them", async () => {
    const { asha } = await setup();
    const live = new Date(Date.now() + 5 * 60_000);
    await prisma.slotHold.create({
      data: {
        doctorId: asha.id,
        startsAt: at("10:00"),
        endsAt: at("11:00"),
        holder: HER,
        expiresAt: live,
      },
    });
    await expect(
      prisma.slotHold.create({
        data: {
          doctorId: asha.id,
          startsAt: at("10:30"),
          endsAt: at("11:30"),
          holder: OTHER,
          expiresAt: live,
        },
      }),
    ).rejects.toThrow(/slot_holds_doctor_no_overlap/);
    // Touching is not overlapping.
    await prisma.slotHold.create({
      data: {
        doctorId: asha.id,
        startsAt: at("11:00"),
        endsAt: at("12:00"),
        holder: OTHER,
        expiresAt: live,
      },
    });
  });
});
