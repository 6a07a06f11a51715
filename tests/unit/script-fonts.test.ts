// The script fonts' core files (docs/decisions/019-critical-path.md, "Script fonts"): app.css
// claims for each exactly what scripts/fonts/subset-scripts.ts keeps, and no character of a
// translation falls outside the core files, which would make its pages fetch a whole file.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CORE_CODEPOINTS, unicodeRange } from "../../scripts/fonts/core-codepoints.ts";
import { SCRIPT_CORES, scriptCoreCodepoints, translationTexts } from "../../scripts/fonts/script-cores.ts";

const css = readFileSync("app/app.css", "utf8");
const faces = [...css.matchAll(/@font-face\s*{[^}]*}/g)].map((m) => m[0]);
const rangeOf = (face: string | undefined) => face?.match(/unicode-range:\s*([^;]+);/)?.[1]?.trim();

describe.each(SCRIPT_CORES)("the $script core file", (core) => {
  const file = `noto-sans-${core.script}-core-wght.woff2`;

  it("is declared after the full file, with the range the subset script keeps and the full file's weight range", () => {
    const at = faces.findIndex((f) => f.includes(file));
    const full = faces.findIndex((f) => f.includes(`noto-sans-${core.script}-${core.script}-wght-normal.woff2`));
    expect(at).toBeGreaterThan(full);
    expect(full).toBeGreaterThanOrEqual(0);
    expect(rangeOf(faces[at])).toBe(unicodeRange(scriptCoreCodepoints(core)));
    // Chromium mixes faces by unicode-range only within one weight range (decision 019).
    expect(faces[at]).toMatch(/font-weight:\s*100 900;/);
  });

  it("with Inter's core covers every character of the translations (outside comments)", () => {
    const covered = new Set([...CORE_CODEPOINTS, ...scriptCoreCodepoints(core), 0x0a]);
    const text = translationTexts(core.locale)
      .split("\n")
      .filter((line) => !/^\s*\/\//.test(line))
      .join("\n");
    const missing = [...new Set([...text].filter((ch) => !covered.has(ch.codePointAt(0)!)))];
    expect(missing.map((ch) => `${ch} U+${ch.codePointAt(0)!.toString(16).toUpperCase()}`)).toEqual([]);
  });

  it("has device faces before its web font and scaled fallback faces after it, each claiming only the script", () => {
    const starts = (face: string) => (rangeOf(face) ?? "").split(",").map((r) => parseInt(r.trim().slice(2), 16));
    const familyOf = (face: string) => face.match(/font-family:\s*"([^"]+)"/)?.[1] ?? "";
    const mine = faces.filter((f) => /src:\s*local\(/.test(f) && !f.includes("Inter Fallback") && starts(f).includes(core.block[0]));
    const stack = (css.match(/--font-sans:\s*([^;]+);/)?.[1] ?? "").split(",").map((f) => f.trim().replace(/"/g, ""));
    const web = stack.indexOf(`Noto Sans ${core.script[0]!.toUpperCase()}${core.script.slice(1)}`);
    expect(web).toBeGreaterThan(0);
    const device = mine.filter((f) => stack.indexOf(familyOf(f)) < web);
    const fallback = mine.filter((f) => stack.indexOf(familyOf(f)) > web);
    expect(device.length + fallback.length).toBe(mine.length);
    // The device's Noto comes first, so that nearly every phone fetches no script font.
    expect(device.some((f) => f.includes(`local("Noto Sans ${core.script[0]!.toUpperCase()}${core.script.slice(1)}")`))).toBe(true);
    // What draws the text until the web font arrives must take the web font's room.
    expect(fallback.length).toBeGreaterThan(0);
    for (const face of fallback) expect(face).toMatch(/size-adjust:\s*[\d.]+%/);
    for (const face of mine) {
      // Nothing below the Hebrew block: Latin, Greek and Cyrillic stay Inter's.
      expect(Math.min(...starts(face))).toBeGreaterThanOrEqual(0x0590);
    }
  });
});
