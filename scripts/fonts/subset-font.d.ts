// The package ships no types; this is the part scripts/fonts/subset-inter.ts uses.
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    preserveNameIds?: number[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}

// The same for fontverter (subset-font's own dependency), used by fallback-metrics.ts.
declare module "fontverter" {
  const fontverter: { convert(font: Buffer, to: "truetype" | "woff" | "woff2" | "sfnt"): Promise<Buffer> };
  export default fontverter;
}
