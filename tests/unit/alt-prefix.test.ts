import { describe, expect, it } from "vitest";
import { withAltPrefix } from "~/lib/alt-prefix";

describe("withAltPrefix", () => {
  it("puts the shared start before each image's own words", () => {
    expect(withAltPrefix("Cryotherapy chamber", "door open")).toBe("Cryotherapy chamber door open");
    expect(withAltPrefix(" Cryotherapy chamber ", "")).toBe("Cryotherapy chamber");
  });
  it("does not double it, and an empty start changes nothing", () => {
    expect(withAltPrefix("Cryotherapy chamber", "cryotherapy chamber, door open")).toBe("cryotherapy chamber, door open");
    expect(withAltPrefix("  ", " a room ")).toBe("a room");
  });
});
