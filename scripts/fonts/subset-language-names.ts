// Regenerates app/assets/fonts/language-names-*.woff2: the language switcher's names in their
// own scripts ("हिन्दी", "తెలుగు", "العربية"), cut from Noto Sans to those few letters, so every
// page can show them (a few KB) without downloading three whole script fonts (120–170 KB each).
// The output is committed; run after upgrading the @fontsource Noto packages. docs/decisions/023
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";
import { LOCALE_INFO } from "../../app/i18n/locales.ts";

const scripts = [
  { name: "devanagari", text: LOCALE_INFO.hi.nativeName },
  { name: "telugu", text: LOCALE_INFO.te.nativeName },
  { name: "arabic", text: LOCALE_INFO.ar.nativeName },
];

for (const { name, text } of scripts) {
  const source = `node_modules/@fontsource-variable/noto-sans-${name}/files/noto-sans-${name}-${name}-wght-normal.woff2`;
  const target = `app/assets/fonts/language-names-${name}.woff2`;
  const input = readFileSync(source);
  // One weight is enough for a link; shaping tables stay, so the letters still join.
  const output = await subsetFont(input, text, { targetFormat: "woff2", variationAxes: { wght: 500 } });
  writeFileSync(target, output);
  console.log(`${target}: ${output.length} bytes (from ${input.length}) for "${text}"`);
}
