import { describe, expect, it } from "vitest";
import { refusalFor } from "@/scripts/db/seed-large";

/** The large seed writes 160,000 rows: it must never land in the demo or the test database. */
describe("the large seed's choice of database", () => {
  const env = {
    DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/clinic_demo",
    TEST_DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/clinic_ci",
  };

  it("accepts a database of its own", () => {
    expect(refusalFor("saheli_care_bench", env)).toBeNull();
  });

  it("refuses the app's, the tests' and the quick start's databases", () => {
    expect(refusalFor("clinic_demo", env)).toMatch(/DATABASE_URL/);
    expect(refusalFor("clinic_ci", env)).toMatch(/TEST_DATABASE_URL/);
    expect(refusalFor("saheli_care", {})).toMatch(/quick start/);
  });

  it("refuses anything named like a test database, and names that are not plain", () => {
    expect(refusalFor("saheli_care_test_bench", {})).toMatch(/test database/);
    expect(refusalFor('bench"; drop', {})).toMatch(/plain database name/);
  });
});
