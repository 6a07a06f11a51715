/** The two island bundles (vite.islands.config.ts): their entry, manifest and file prefix. */
export const ISLAND_SETS = {
  public: { entry: "app/islands/main.ts", manifest: ".vite/islands-manifest.json", prefix: "islands" },
  staff: { entry: "app/islands/staff/main.ts", manifest: ".vite/staff-islands-manifest.json", prefix: "staff-islands" },
} as const;

export type IslandSet = keyof typeof ISLAND_SETS;
