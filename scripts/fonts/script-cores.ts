// What each script's core font file covers (docs/decisions/019-critical-path.md, "Script
// fonts"): the script's basic Unicode block, whatever a staff member types on a Hindi, Telugu
// or Arabic keyboard, plus any other character of the script's font that the site's
// translations use. app.css's unicode-range for each core face must equal
// unicodeRange(scriptCoreCodepoints(locale)); a unit test checks it, and fails when a
// translation brings a character the core file lacks (run subset-scripts.ts again then).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

type Range = readonly [number, number];

export interface ScriptCore {
  locale: "hi" | "te" | "ar";
  /** The @fontsource-variable package and file stem: noto-sans-<script>. */
  script: "devanagari" | "telugu" | "arabic";
  /** The basic block, always in the core: letters, vowel signs, digits, punctuation. */
  block: Range;
  /** What app.css gives the full @fontsource face; a translation character in these ranges but
   * outside the block is added to the core too, so a page never needs the full file for it. */
  fullFace: readonly Range[];
}

export const SCRIPT_CORES: readonly ScriptCore[] = [
  {
    locale: "hi",
    script: "devanagari",
    block: [0x0900, 0x097f],
    fullFace: [
      [0x0900, 0x097f],
      [0x1cd0, 0x1cf9],
      [0xa8e0, 0xa8ff],
    ],
  },
  { locale: "te", script: "telugu", block: [0x0c00, 0x0c7f], fullFace: [[0x0c00, 0x0c7f]] },
  {
    locale: "ar",
    script: "arabic",
    block: [0x0600, 0x06ff],
    fullFace: [
      [0x0600, 0x06ff],
      [0x0750, 0x077f],
      [0x0870, 0x08ff],
      [0xfb50, 0xfdff],
      [0xfe70, 0xfefc],
    ],
  },
];

/** The translation files of a language: the interface texts and the content. A folder that does
 * not exist yet (the content's, while it is being written) contributes nothing. */
export function translationTexts(locale: string, root = "."): string {
  let text = "";
  for (const dir of [`app/i18n/translations/${locale}`, `app/content/translations/${locale}`]) {
    const full = path.join(root, dir);
    if (!existsSync(full)) continue;
    for (const file of readdirSync(full).sort()) {
      if (file.endsWith(".ts")) text += readFileSync(path.join(full, file), "utf8");
    }
  }
  return text;
}

const inRange = (cp: number, [from, to]: Range) => cp >= from && cp <= to;

/** Sorted code points of a script's core file. */
export function scriptCoreCodepoints(core: ScriptCore, root = "."): number[] {
  const set = new Set<number>();
  for (let cp = core.block[0]; cp <= core.block[1]; cp++) set.add(cp);
  for (const ch of translationTexts(core.locale, root)) {
    const cp = ch.codePointAt(0)!;
    if (core.fullFace.some((r) => inRange(cp, r))) set.add(cp);
  }
  return [...set].sort((a, b) => a - b);
}
