// The booking links of the therapy cards choose the form's service by the therapy's slug, so a
// translated title still books the right therapy.
import { describe, expect, it } from "vitest";
import { serviceForTherapy, serviceOptions } from "~/content/clinic";
import { therapies } from "~/content/therapies";

describe("serviceForTherapy", () => {
  it("names, for every starting therapy, the form's choice with its English title", () => {
    for (const t of therapies) {
      expect(serviceForTherapy[t.slug]).toBe(t.title);
      expect(serviceOptions).toContain(serviceForTherapy[t.slug]);
    }
  });
});
