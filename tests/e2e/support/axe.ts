import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * What axe finds serious or critical on the page as it stands, one line per rule with the nodes it
 * names. Every rule runs; axe is asked to collect only violations (not the passes and inapplicable
 * nodes nobody reads), which takes about half the time on the larger pages.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A toast or dialog still fading in is judged at its final colours, not halfway through: wait
  // for the running animations that end (a spinner's never does).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
}
