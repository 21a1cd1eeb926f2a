import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { holderHash, holdSlot } from "@/lib/appointments/holds";
import { timeChoices } from "@/lib/booking/time-choices";
import { db } from "@/lib/db";
import { indiaDateKey, indiaDateTimeToInstant } from "@/lib/india-time";
import { withChosenTime } from "@/lib/validations/booking";
import { makeUser, workEveryDay, type TestUser } from "@/tests/fixtures/dashboard-data";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";

/**
 * The booking form's free times as the page shows them (issue 37, items 1 and 4): where she is
 * seen, which doctor, the 14 days with how many times each, one day's times; every choice a plain
 * link, every time a radio the form posts. Hindi pages say it all in Hindi.
 */

const prisma = createTestPrisma();
const NOW = new Date();
const DAY_MS = 24 * 60 * 60_000;
const DAY = indiaDateKey(new Date(NOW.getTime() + 2 * DAY_MS));
const at = (time: string) => indiaDateTimeToInstant(DAY, time) as Date;
const HER = holderHash("her-browser-key");
const OTHER = holderHash("another-browser-key");
const english = { locale: "en", bookPath: "/book-consultation", now: NOW } as const;

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

/** Kavya (catalogue 1: Mumbai, Pune, video) and Meera (3: Delhi, Jaipur, Lucknow, video), 9 to 5. */
async function doctors(): Promise<Record<"kavya" | "meera", TestUser>> {
  const found = {
    kavya: await makeUser(prisma, "doctor", { firstName: "Kavya", doctorCatalogueId: 1 }),
    meera: await makeUser(prisma, "doctor", { firstName: "Meera", doctorCatalogueId: 3 }),
  };
  await workEveryDay(prisma, Object.values(found));
  return found;
}

describe("the booking form's free times", () => {
  it("in her city: that city's doctors, 14 days of links, one day's times as radios", async () => {
    const { meera } = await doctors();
    const choices = await timeChoices({ city: "jaipur", day: DAY, topic: "package-4" }, english);
    expect(choices.place).toBe("jaipur");
    expect(choices.doctors.map((doctor) => doctor.name)).toEqual(["Dr. Meera Kulkarni"]);
    expect(choices.doctors[0]?.href).toBe(
      "/book-consultation?topic=package-4&city=jaipur&doctor=3#times",
    );
    expect(choices.days).toHaveLength(14);
    expect(choices.days.find((day) => day.day === DAY)?.href).toBe(
      `/book-consultation?topic=package-4&city=jaipur&day=${DAY}#times`,
    );
    expect(choices.day).toBe(DAY);
    // 9 AM to 5 PM, an hour each, every 15 minutes: 9:00 … 16:00.
    expect(choices.times[0]).toMatchObject({
      value: `${meera.id}|${at("09:00").toISOString()}`,
      label: "9:00 AM",
      part: "morning",
      doctorName: "Dr. Meera Kulkarni",
      mine: false,
    });
    expect(choices.times.at(-1)?.label).toBe("4:00 PM");
    expect(choices.places.map((place) => place.place)).toHaveLength(17);
    // By video, her city stays the form's answer to "Your city".
    expect(choices.places.at(-1)).toEqual({
      place: "video",
      href: "/book-consultation?topic=package-4&city=jaipur&kind=video#times",
    });
  });

  it("by video: every doctor who offers it; from a doctor's page: her city and only her times", async () => {
    const { kavya, meera } = await doctors();
    const video = await timeChoices({ kind: "video", day: DAY }, english);
    expect(video.place).toBe("video");
    expect(video.doctors.map((doctor) => doctor.id)).toEqual([1, 3]);
    // The first available: each time once.
    const starts = video.times.map((time) => time.start);
    expect(new Set(starts).size).toBe(starts.length);

    const fromProfile = await timeChoices({ doctor: "1", day: DAY }, english);
    expect(fromProfile.place).toBe("mumbai");
    expect(fromProfile.doctor).toBe(1);
    expect(new Set(fromProfile.times.map((time) => time.value.split("|")[0]))).toEqual(
      new Set([kavya.id]),
    );
    expect(meera.id).not.toBe(kavya.id);
  });

  it("her own hold shows as hers, another woman's is not offered", async () => {
    const { meera } = await doctors();
    expect((await holdSlot(HER, meera.id, at("10:00"), 60, NOW)).ok).toBe(true);
    const hers = await timeChoices({ city: "jaipur", day: DAY }, { ...english, holder: HER });
    expect(hers.times.find((time) => time.label === "10:00 AM")?.mine).toBe(true);
    const others = await timeChoices({ city: "jaipur", day: DAY }, { ...english, holder: OTHER });
    expect(others.times.map((time) => time.label)).not.toContain("10:00 AM");
    // Without a day asked for, her hold's day is the one shown.
    const back = await timeChoices({ city: "jaipur" }, { ...english, holder: HER });
    expect(back.day).toBe(DAY);
  });

  it("a city with no doctor online, and no place at all, offer no times and say why by links", async () => {
    await doctors();
    const kanpur = await timeChoices({ city: "kanpur" }, english);
    expect(kanpur).toMatchObject({ place: "kanpur", doctors: [], days: [], times: [] });
    const nowhere = await timeChoices({}, english);
    expect(nowhere).toMatchObject({ place: null, times: [] });
    expect(nowhere.places).toHaveLength(17);
  });

  it("in Hindi: Hindi addresses, days, times and names", async () => {
    await doctors();
    const choices = await timeChoices(
      { city: "jaipur", day: DAY },
      { locale: "hi", bookPath: "/hi/book-consultation", now: NOW },
    );
    expect(choices.doctors[0]?.name).toBe("डॉ. मीरा कुलकर्णी");
    expect(choices.doctors[0]?.href).toBe("/hi/book-consultation?city=jaipur&doctor=3#times");
    expect(choices.times[0]?.label).toBe("सुबह 9:00");
    expect(choices.days[0]?.label).toMatch(/^[^\x00-\x7F]+, \d{1,2} [^\x00-\x7F]+$/);
  });

  it("a chosen time is the schema's slot, and its day and nearest time her preferred ones", () => {
    const start = at("14:15").toISOString();
    expect(
      withChosenTime({ slot: `doctor-id|${start}`, preferredDate: "", preferredTime: "" }),
    ).toEqual({
      slot: { doctorId: "doctor-id", start },
      preferredDate: DAY,
      preferredTime: "2:00 PM",
    });
    expect(withChosenTime({ slot: "", preferredDate: DAY })).toEqual({ preferredDate: DAY });
  });
});
