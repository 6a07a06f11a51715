import { describe, expect, it } from "vitest";
import { islandName } from "~/islands/lib/start";

describe("islandName", () => {
  it("is the module's file name without .island.ts, however the glob spelled the path", () => {
    expect(islandName("./gallery.island.ts")).toBe("gallery");
    expect(islandName("/app/islands/doctors-menu.island.ts")).toBe("doctors-menu");
  });
});
