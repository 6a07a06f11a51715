// Prints the descriptors of app.css's fallback faces for the script fonts ("Devanagari Fallback"
// and the others): a font a phone or computer already has, scaled so that until Noto Sans
// arrives (or if it never does) the text takes the room Noto Sans will take, and the swap
// moves nothing. Run it after upgrading the @fontsource Noto packages, and copy what it prints.
//
// size-adjust: the ratio of the widths HarfBuzz shapes for every word of the translations in
// the script, Noto Sans (the web font) over the local font. Widths decide where lines break,
// so they are what a swap can shift; shaping (conjuncts, joined Arabic forms) is measured
// rather than guessed from single letters. Where the local family has a Bold file, it gets its
// own face for weights 550-900, measured against the web font at 700: with the Regular face
// alone the browser would embolden it for headings, wider than either bold (a Hindi therapy
// page shifted by 0.06 so, on a machine with Android's fonts).
// ascent/descent/line-gap-override: Noto Sans's hhea metrics, divided by size-adjust because
// the browser scales the overrides with it (as "Inter Fallback"'s do).
//
// The local fonts are read from the Debian packages that ship the same files as Android
// (Noto Sans Devanagari/Telugu, Noto Naskh Arabic) and desktop Linux (Lohit, DejaVu Sans):
//   mkdir -p /tmp/fallback-fonts && cd /tmp/fallback-fonts &&
//   apt-get download fonts-noto-core fonts-lohit-deva fonts-lohit-telu fonts-dejavu-core &&
//   for d in *.deb; do dpkg-deb -x "$d" .; done
//   node scripts/fonts/fallback-metrics.ts /tmp/fallback-fonts
// Windows (Nirmala UI, Segoe UI) and Apple (Kohinoor, Geeza Pro) fonts cannot be read here, so
// they get no face of their own: the browser's own fallback serves them, unscaled.
import { readFileSync } from "node:fs";
import path from "node:path";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";
import { SCRIPT_CORES, translationTexts } from "./script-cores.ts";

const root = process.argv[2] ?? "/tmp/fallback-fonts";
const truetype = "usr/share/fonts/truetype";

/** Per script: the local fonts worth a face, with the names local() knows them by. */
interface LocalFile {
  file: string;
  /** Full name and PostScript name. */
  local: string[];
}
const LOCAL_FONTS: Record<string, Array<{ family: string; regular: LocalFile; bold?: LocalFile }>> = {
  devanagari: [
    {
      family: "Devanagari Fallback",
      regular: { file: "noto/NotoSansDevanagari-Regular.ttf", local: ["Noto Sans Devanagari", "NotoSansDevanagari-Regular"] },
      bold: { file: "noto/NotoSansDevanagari-Bold.ttf", local: ["Noto Sans Devanagari Bold", "NotoSansDevanagari-Bold"] },
    },
    {
      family: "Devanagari Fallback Lohit",
      regular: { file: "lohit-devanagari/Lohit-Devanagari.ttf", local: ["Lohit Devanagari", "Lohit-Devanagari"] },
    },
  ],
  telugu: [
    {
      family: "Telugu Fallback",
      regular: { file: "noto/NotoSansTelugu-Regular.ttf", local: ["Noto Sans Telugu", "NotoSansTelugu-Regular"] },
      bold: { file: "noto/NotoSansTelugu-Bold.ttf", local: ["Noto Sans Telugu Bold", "NotoSansTelugu-Bold"] },
    },
    { family: "Telugu Fallback Lohit", regular: { file: "lohit-telugu/Lohit-Telugu.ttf", local: ["Lohit Telugu", "Lohit-Telugu"] } },
  ],
  arabic: [
    {
      family: "Arabic Fallback",
      regular: { file: "noto/NotoNaskhArabic-Regular.ttf", local: ["Noto Naskh Arabic", "NotoNaskhArabic-Regular"] },
      bold: { file: "noto/NotoNaskhArabic-Bold.ttf", local: ["Noto Naskh Arabic Bold", "NotoNaskhArabic-Bold"] },
    },
    {
      family: "Arabic Fallback Noto Sans",
      regular: { file: "noto/NotoSansArabic-Regular.ttf", local: ["Noto Sans Arabic", "NotoSansArabic-Regular"] },
      bold: { file: "noto/NotoSansArabic-Bold.ttf", local: ["Noto Sans Arabic Bold", "NotoSansArabic-Bold"] },
    },
    {
      family: "Arabic Fallback DejaVu",
      regular: { file: "dejavu/DejaVuSans.ttf", local: ["DejaVu Sans", "DejaVuSans"] },
      bold: { file: "dejavu/DejaVuSans-Bold.ttf", local: ["DejaVu Sans Bold", "DejaVuSans-Bold"] },
    },
  ],
};

async function open(file: string) {
  let data: Buffer = readFileSync(file);
  if (file.endsWith(".woff2")) data = await fontverter.convert(data, "truetype");
  const face = new hb.Face(new hb.Blob(data));
  return { face, font: new hb.Font(face) };
}

/** Total advance of the words, in em, and how many glyphs the font lacked. */
function measure({ face, font }: Awaited<ReturnType<typeof open>>, words: string[], weight?: number) {
  font.setVariations(weight ? [new hb.Variation("wght", weight)] : []);
  let advance = 0;
  let missing = 0;
  for (const word of words) {
    const buffer = new hb.Buffer();
    buffer.addText(word);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    for (const g of buffer.getGlyphInfos()) if (g.codepoint === 0) missing++;
    for (const p of buffer.getGlyphPositions()) advance += p.xAdvance;
  }
  return { em: advance / face.upem, missing };
}

const pct = (x: number) => `${+(x * 100).toFixed(2)}%`;
const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");

for (const core of SCRIPT_CORES) {
  const inScript = new RegExp(`^[\\u{${core.block[0].toString(16)}}-\\u{${core.block[1].toString(16)}}\\u200C\\u200D]+$`, "u");
  // The words of the translations in the script: spaces and Latin are drawn in Inter, not here.
  const words = translationTexts(core.locale)
    .split(/[^\p{L}\p{M}\p{N}\u200C\u200D]+/u)
    .filter((w) => inScript.test(w));
  const noto = await open(
    `node_modules/@fontsource-variable/noto-sans-${core.script}/files/noto-sans-${core.script}-${core.script}-wght-normal.woff2`,
  );
  const web = { regular: measure(noto, words), bold: measure(noto, words, 700) };
  const { ascender, descender, lineGap } = noto.font.hExtents();
  const ranges = core.fullFace.map(([from, to]) => `U+${hex(from)}-${hex(to)}`).join(", ");
  console.log(`/* ${core.script}: ${words.length} words; Noto Sans hhea ${ascender}/${descender}/${lineGap} per ${noto.face.upem} */`);
  for (const { family, regular, bold } of LOCAL_FONTS[core.script] ?? []) {
    for (const [weight, file, target] of [
      [bold ? "100 549" : null, regular, web.regular],
      ...(bold ? [["550 900", bold, web.bold] as const] : []),
    ] as const) {
      const fallback = measure(await open(path.join(root, truetype, file.file)), words);
      const size = target.em / fallback.em;
      const unit = noto.face.upem * size;
      console.log(`@font-face {
  font-family: "${family}";
  src: ${file.local.map((n) => `local("${n}")`).join(", ")};${weight ? `\n  font-weight: ${weight};` : ""}
  size-adjust: ${pct(size)};
  ascent-override: ${pct(ascender / unit)};
  descent-override: ${pct(-descender / unit)};
  line-gap-override: ${pct(lineGap / unit)};
  unicode-range: ${ranges};
}${fallback.missing ? `  /* ${fallback.missing} glyphs missing from ${file.file} */` : ""}`);
    }
  }
}
