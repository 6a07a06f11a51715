// Regenerates app/assets/fonts/inter-core-wght.woff2, the one font file a page normally needs
// (run after upgrading @fontsource-variable/inter; the output is committed).
//
// Why: the full Latin file is 48 KB and sits on the critical path of every first visit. This
// keeps only the characters the site's text is written in and the weights it uses (400–700 of
// the variable axis), about 22 KB. app.css declares it after the full @fontsource faces with
// the same family and a matching unicode-range, so any other character (a name with an accent,
// a testimonial in another script) still renders in Inter from those files.
// docs/decisions/019-critical-path.md
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";
import { CORE_CODEPOINTS } from "./core-codepoints.ts";

const source = "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
const target = "app/assets/fonts/inter-core-wght.woff2";

const text = CORE_CODEPOINTS.map((cp) => String.fromCodePoint(cp)).join("");
const input = readFileSync(source);
const output = await subsetFont(input, text, {
  targetFormat: "woff2",
  variationAxes: { wght: { min: 400, max: 700 } },
});
writeFileSync(target, output);
console.log(`${target}: ${output.length} bytes (from ${input.length}), ${CORE_CODEPOINTS.length} characters`);
