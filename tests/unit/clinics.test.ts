import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cities } from "@/content/cities";
import { clinics } from "@/content/clinics";
import { doctors } from "@/content/doctors";
import { hindiClinic } from "@/content/hi/clinics";
import { clinicIn, directionsUrl, placeLine, placeShort } from "@/lib/appointments/place";
import {
  doctorLabel,
  doctorsForCity,
  groupDoctors,
  placeWarnings,
  type DoctorChoice,
} from "@/lib/appointments/doctor-choices";

const text = z.string().trim().min(1);
const clinicSchema = z.strictObject({
  id: z.enum(cities.map((city) => city.id) as [string, ...string[]]),
  name: text.regex(/^Saheli Care [A-Z][a-z]+$/),
  street: text.nullable(),
  locality: text.nullable(),
  city: text,
  state: text,
  postalCode: z
    .string()
    .regex(/^\d{6}$/)
    .nullable(),
  mapLinkText: text,
  hours: text,
});

describe("the clinics", () => {
  it("match the catalogue's shape", () => {
    for (const clinic of clinics) expect(() => clinicSchema.parse(clinic)).not.toThrow();
  });

  it("are one per city the site sells packages in, named for that city", () => {
    for (const city of cities) {
      const inCity = clinics.filter((clinic) => clinic.id === city.id);
      expect(inCity, city.id).toHaveLength(1);
      expect(inCity[0]?.name).toBe(`Saheli Care ${city.name}`);
      expect(inCity[0]?.city).toBe(city.name);
    }
    expect(clinics).toHaveLength(cities.length);
  });

  it("name no condition, in English or in Hindi", () => {
    for (const clinic of clinics) {
      const hindi = hindiClinic(clinic);
      const words = [clinic.name, clinic.mapLinkText, hindi.name, ...hindi.addressLines].join(" ");
      expect(words).not.toMatch(/piles|fissure|fistula|procto|बवासीर|भगंदर/i);
      // In Hindi, the product's name is the only Latin-script word.
      const hindiWords = [hindi.name, ...hindi.addressLines].join(" ").replace("Saheli Care", "");
      expect(hindiWords).not.toMatch(/[A-Za-z]/);
    }
  });

  it("say where in one line, in her language, and nothing for a video call", () => {
    expect(placeLine({ mode: "in_person", clinic: "jaipur" })).toBe(
      "Saheli Care Jaipur, Jaipur, Rajasthan",
    );
    expect(placeLine({ mode: "in_person", clinic: "jaipur" }, "hi")).toBe(
      "Saheli Care जयपुर, जयपुर, राजस्थान",
    );
    expect(placeLine({ mode: "in_person", clinic: "mumbai" }, "hi")).toBe(
      "Saheli Care मुंबई, अंधेरी पूर्व, मुंबई, महाराष्ट्र 400069",
    );
    expect(placeLine({ mode: "video", clinic: null })).toBeNull();
    expect(clinicIn("atlantis")).toBeUndefined();
  });

  it("link to a map search for the clinic itself", () => {
    const jaipur = clinicIn("jaipur");
    expect(jaipur && directionsUrl(jaipur)).toBe(
      "https://www.google.com/maps/search/?api=1&query=Saheli%20Care%20Jaipur%2C%20Jaipur%2C%20Rajasthan",
    );
  });

  it("each have a doctor practising in the city, but Kanpur (the scheduler offers video there)", () => {
    const served = new Set(doctors.flatMap((doctor) => doctor.location));
    expect(clinics.filter((clinic) => !served.has(clinic.id)).map((clinic) => clinic.id)).toEqual([
      "kanpur",
    ]);
  });
});

describe("the scheduler's doctors and warnings", () => {
  const groups = groupDoctors([
    { id: "a", name: "Kavya Menon", specialization: "Proctology", cities: ["mumbai", "pune"] },
    { id: "b", name: "Meera Kulkarni", specialization: "Proctology", cities: ["delhi", "jaipur"] },
    { id: "c", name: "New Doctor", specialization: null, cities: [] },
  ]);
  const meera: DoctorChoice = ["b", "Meera Kulkarni", ["delhi", "jaipur"]];
  const kavya: DoctorChoice = ["a", "Kavya Menon", ["mumbai", "pune"]];

  it("lists her city's doctors first, in a group of their own, or only them", () => {
    expect(
      doctorsForCity(groups, "jaipur", false).map(([label, d]) => [label, d.map(([id]) => id)]),
    ).toEqual([
      ["Practising in Jaipur", ["b"]],
      ["", ["c"]],
      ["Proctology", ["a"]],
    ]);
    expect(doctorsForCity(groups, "jaipur", true)).toEqual([["Practising in Jaipur", [meera]]]);
    expect(doctorsForCity(groups, "kanpur", true)).toEqual([]);
    expect(doctorsForCity(groups, null, true)).toEqual(groups);
    expect(doctorLabel(meera)).toBe("Dr. Meera Kulkarni · Delhi, Jaipur");
    expect(doctorLabel(["c", "New Doctor", []])).toBe("Dr. New Doctor · city not set");
  });

  it("warns of a doctor or a clinic outside the city she booked for, never by video", () => {
    const jaipur = {
      mode: "in_person" as const,
      clinic: "jaipur" as const,
      bookedCity: "jaipur" as const,
    };
    expect(placeWarnings({ ...jaipur, doctor: meera })).toEqual([]);
    expect(placeWarnings({ ...jaipur, doctor: kavya })).toEqual([
      "Dr. Kavya Menon does not practise in Jaipur (Mumbai, Pune). Choose a doctor there, or a video consultation.",
    ]);
    expect(placeWarnings({ ...jaipur, clinic: "pune", doctor: kavya })).toEqual([
      "She booked for Jaipur: this sends her to the Pune clinic. Check she agreed.",
    ]);
    expect(placeWarnings({ ...jaipur, mode: "video", doctor: kavya })).toEqual([]);
    expect(placeShort({ mode: "in_person", clinic: "jaipur" })).toBe("Jaipur clinic");
    expect(placeShort({ mode: "video", clinic: null })).toBe("Video");
  });
});
