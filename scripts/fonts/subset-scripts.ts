// Regenerates app/assets/fonts/noto-sans-<script>-core-wght.woff2, the one script font file a
// Hindi, Telugu or Arabic page needs (run after a translation brings new characters, or after
// upgrading the @fontsource Noto packages; the output is committed).
//
// Why: the whole @fontsource files (121, 124 and 166 KB) held the translated pages' LCP at
// 1.7-2.6 s. The core keeps the script's basic block and any other character the translations
// use (scripts/fonts/script-cores.ts), at weights 400-700 of the variable axis. app.css declares
// it after the full face with the same family and the unicode-range this prints, so a rarer
// character (a Vedic sign, an Arabic presentation form) still comes from the full file.
// docs/decisions/019-critical-path.md
//
//   node scripts/fonts/subset-scripts.ts          reads the worktree's translation folders
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";
import { unicodeRange } from "./core-codepoints.ts";
import { SCRIPT_CORES, scriptCoreCodepoints } from "./script-cores.ts";

for (const core of SCRIPT_CORES) {
  const { script } = core;
  const source = `node_modules/@fontsource-variable/noto-sans-${script}/files/noto-sans-${script}-${script}-wght-normal.woff2`;
  const target = `app/assets/fonts/noto-sans-${script}-core-wght.woff2`;
  const codepoints = scriptCoreCodepoints(core);
  const input = readFileSync(source);
  // Every layout feature stays (subset-font's default): the conjuncts, half forms and joining
  // forms are what makes the script legible, and they are most of the file.
  const output = await subsetFont(input, String.fromCodePoint(...codepoints), {
    targetFormat: "woff2",
    variationAxes: { wght: { min: 400, max: 700 } },
  });
  writeFileSync(target, output);
  console.log(`${target}: ${output.length} bytes (from ${input.length}), ${codepoints.length} code points`);
  console.log(`  unicode-range: ${unicodeRange(codepoints)};`);
}
