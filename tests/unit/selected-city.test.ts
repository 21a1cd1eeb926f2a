import { describe, expect, it } from "vitest";

import { cities } from "../../content/cities";
import {
  DEFAULT_CITY_ID,
  SELECTED_CITY_KEY,
  hasStoredCity,
  isKnownCityId,
  parseStoredCity,
} from "../../components/packages/selected-city-value";

describe("selected city (stored value)", () => {
  it("is kept under the key the spec names", () => {
    expect(SELECTED_CITY_KEY).toBe("selectedCity");
  });

  it("defaults to the first city, Mumbai", () => {
    expect(DEFAULT_CITY_ID).toBe("mumbai");
    expect(DEFAULT_CITY_ID).toBe(cities[0].id);
  });

  it("reads every known city id back as that city", () => {
    for (const city of cities) expect(parseStoredCity(city.id)).toBe(city.id);
  });

  it("falls back to Mumbai when nothing is stored", () => {
    expect(parseStoredCity(null)).toBe("mumbai");
    expect(parseStoredCity(undefined)).toBe("mumbai");
  });

  it("falls back to Mumbai for an unknown or malformed stored value", () => {
    for (const raw of ["atlantis", "", "Pune", " pune", '"pune"', "delhi-ncr", "__proto__"]) {
      expect(parseStoredCity(raw), raw).toBe("mumbai");
    }
  });

  it("tells a stored choice from none (the laser page asks until one is made)", () => {
    expect(hasStoredCity(null)).toBe(false);
    expect(hasStoredCity(undefined)).toBe(false);
    expect(hasStoredCity("pune")).toBe(true);
  });

  it("recognises only catalogue city ids", () => {
    expect(isKnownCityId("kochi")).toBe(true);
    expect(isKnownCityId("Kochi")).toBe(false);
    expect(isKnownCityId("constructor")).toBe(false);
  });
});
