import { describe, expect, it } from "vitest";

import { cities, tiers } from "../../content/cities";
import { doctorProfileLabels, doctorsLabels } from "../../content/doctors-page";
import { doctorsPage as hiDoctorsPage } from "../../content/hi/doctors-page";
import { laserProcedureStage } from "../../content/laser-piles";
import { claims } from "../../content/site";
import { conditions, stagePackages } from "../../content/stage-packages";
import {
  conditionPriceRange,
  formatINR,
  getStagePackage,
  stagePackagesFor,
  stagePriceFor,
} from "../../lib/catalogue";

/*
 * One price for each thing she can buy (docs/prices.md): the catalogue holds one figure per stage
 * package and tier, agrees with the spec's tables under the documented decisions, and the figures
 * derived from it (ranges, notes) are its own.
 */

/** The spec's stage table (public-site.md §9), grade 4 at its overview figure (docs/prices.md). */
const specStagePrices = {
  "grade-1-piles": [25000, 20000, 18000],
  "grade-2-piles": [35000, 28000, 25000],
  "grade-3-piles": [45000, 36000, 32000],
  "grade-4-piles": [65000, 52000, 48000],
  "acute-fissure": [18000, 15000, 12000],
  "chronic-fissure": [35000, 28000, 25000],
  "simple-fistula": [45000, 36000, 32000],
  "complex-fistula": [75000, 60000, 55000],
} as const;

/** The care-packages landing's ranges as the spec writes them. */
const specRanges = {
  piles: { min: 18000, max: 65000 },
  fissure: { min: 12000, max: 35000 },
  fistula: { min: 32000, max: 75000 },
} as const;

describe("one price per stage package", () => {
  it("prices each stage package once per tier, as the spec's table (grade 4: the overview figure)", () => {
    expect(stagePackages.map((stage) => stage.slug).sort()).toEqual(
      Object.keys(specStagePrices).sort(),
    );
    for (const stage of stagePackages) {
      expect(
        tiers.map((tier) => stagePriceFor(stage, tier)),
        stage.slug,
      ).toEqual(specStagePrices[stage.slug]);
    }
  });

  it("keeps no second price on either page's figures", () => {
    for (const stage of stagePackages) {
      expect(Object.keys(stage.overview).sort(), stage.slug).toEqual([
        "recoveryTime",
        "successRate",
      ]);
      expect(Object.keys(stage.detail).sort(), stage.slug).toEqual(["recoveryTime", "successRate"]);
    }
  });

  it("quotes Jaipur's grade 4 at ₹52,000 wherever it is read", () => {
    const jaipur = cities.find((city) => city.id === "jaipur");
    const grade4 = getStagePackage("grade-4-piles");
    expect(jaipur && grade4 && formatINR(stagePriceFor(grade4, jaipur.tier))).toBe("₹52,000");
  });
});

describe("ranges derived from the stage prices", () => {
  it("spans every tier's stage prices to give the spec's landing ranges", () => {
    for (const condition of conditions) {
      expect(conditionPriceRange(condition), condition).toEqual(specRanges[condition]);
    }
  });

  it("gives each city's tier the span of exactly the prices its stage cards show", () => {
    for (const condition of conditions) {
      for (const tier of tiers) {
        const prices = stagePackagesFor(condition).map((stage) => stagePriceFor(stage, tier));
        expect(conditionPriceRange(condition, tier), `${condition} ${tier}`).toEqual({
          min: Math.min(...prices),
          max: Math.max(...prices),
        });
      }
    }
  });
});

describe("the laser package beside the laser stage", () => {
  it("compares the laser package with a piles stage treated by laser", () => {
    const stage = getStagePackage(laserProcedureStage);
    expect(stage?.condition).toBe("piles");
    expect(stage?.treatmentType).toBe("Laser");
  });
});

describe("consultation fees", () => {
  it("keeps one clinic consultation figure: the diagnostic fee", () => {
    const feeKeys = Object.keys(claims).filter((key) => /fee/i.test(key));
    expect(feeKeys).toEqual(["diagnosticFee"]);
    expect(formatINR(claims.diagnosticFee)).toBe("₹1,000");
  });

  it("labels a doctor's fees as hers and names the diagnostic fee as separate, in both languages", () => {
    const fee = formatINR(claims.diagnosticFee);
    expect(doctorProfileLabels.fees.title("Dr. Asha Rao")).toBe("Dr. Asha Rao's consultation fees");
    expect(doctorProfileLabels.fees.note(fee)).toContain(`separate ${fee}`);
    expect(doctorsLabels.feesLead).toBe("Her consultation fee:");

    const hi = hiDoctorsPage;
    expect(hi.doctorProfileLabels.fees.title("डॉ. आशा राव")).toBe("डॉ. आशा राव की परामर्श फ़ीस");
    expect(hi.doctorProfileLabels.fees.note(fee)).toContain(`अलग है: ${fee}`);
    expect(hi.doctorsLabels.feesLead).toBe("उनकी परामर्श फ़ीस:");
  });
});
