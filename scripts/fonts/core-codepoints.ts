// The characters the core font file covers: printable ASCII and the punctuation the clinic's
// text uses (typographic quotes and dashes, guillemets, ellipsis, ©). All are in @fontsource's Latin file
// (₹ and arrows are not: they come from its other files). app.css's unicode-range must list
// exactly these; a unit test checks the two agree.
const ascii = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i);

export const CORE_CODEPOINTS = [
  ...ascii,
  0xa0, // no-break space
  0xa9, // ©
  0xab, // « (Arabic quotes with guillemets; without them here an Arabic page would fetch
  //           Inter's whole Latin file for two marks)
  0xae, // ®
  0xb0, // °
  0xb7, // ·
  0xbb, // »
  0xd7, // ×
  // Zero-width non-joiner and joiner: Telugu and Hindi words use them, and without them here a
  // Telugu page would fetch Inter's whole Latin file for two invisible characters.
  0x200c,
  0x200d,
  0x2013, // –
  0x2014, // —
  0x2018, // ‘
  0x2019, // ’
  0x201c, // “
  0x201d, // ”
  0x2022, // •
  0x2026, // …
  0x2122, // ™
];

/** The CSS unicode-range for a sorted list of code points, runs collapsed (U+20-7E). */
export function unicodeRange(codepoints: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < codepoints.length; i++) {
    let j = i;
    while (j + 1 < codepoints.length && codepoints[j + 1] === codepoints[j]! + 1) j++;
    const hex = (n: number) => n.toString(16).toUpperCase();
    parts.push(j > i ? `U+${hex(codepoints[i]!)}-${hex(codepoints[j]!)}` : `U+${hex(codepoints[i]!)}`);
    i = j;
  }
  return parts.join(", ");
}
