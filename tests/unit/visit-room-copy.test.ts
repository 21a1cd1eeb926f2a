import { describe, expect, it } from "vitest";
import { visitRoom as hindi } from "@/content/hi/visit-room";
import { visitRoom as english } from "@/content/visit-room";
import { visitRoomCopy } from "@/lib/i18n/localized";

/**
 * A video visit's room in words (content/visit-room.ts and its Hindi twin): handed by the page to
 * the room's client component, in her language on her side and in English on her doctor's.
 */

/** Every string of the copy by its path ("controls.mute"), the phone's dialling address aside. */
function texts(value: unknown, path = ""): Map<string, string> {
  if (typeof value === "string") return new Map(path.endsWith(".href") ? [] : [[path, value]]);
  const entries = value && typeof value === "object" ? Object.entries(value) : [];
  return new Map(entries.flatMap(([key, inner]) => [...texts(inner, `${path}.${key}`)]));
}

const gaps = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the room's words", () => {
  it("cross to the browser as they are: plain strings, no functions", () => {
    for (const copy of [english, hindi]) expect(JSON.parse(JSON.stringify(copy))).toEqual(copy);
  });

  it("are Hindi on her side for a Hindi account, English on her doctor's and for English", () => {
    expect(visitRoomCopy("patient", "hi")).toBe(hindi);
    expect(visitRoomCopy("patient", "en")).toBe(english);
    expect(visitRoomCopy("doctor", "hi")).toBe(english);
  });

  it("keep every gap of the English in Hindi, and say nothing in Latin letters but browser names", () => {
    const englishTexts = texts(english);
    const hindiTexts = texts(hindi);
    expect([...hindiTexts.keys()]).toEqual([...englishTexts.keys()]);
    const browsers = new Set(["Chrome", "Safari", "Firefox", "Edge"]);
    for (const [path, text] of hindiTexts) {
      expect(gaps(text), path).toEqual(gaps(englishTexts.get(path) ?? ""));
      if (path === ".phone.display") continue;
      const latin = (text.replace(/\{\w+\}/g, " ").match(/[A-Za-z]+/g) ?? []).filter(
        (word) => !browsers.has(word),
      );
      expect(latin, path).toEqual([]);
    }
  });

  it("name no condition, in either language", () => {
    const said = JSON.stringify([english, hindi]).toLowerCase();
    for (const word of ["piles", "fissure", "fistula", "बवासीर", "भगंदर", "फ़िशर"]) {
      expect(said).not.toContain(word);
    }
  });
});
