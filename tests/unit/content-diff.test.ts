import { describe, expect, it } from "vitest";
import { clinicSettingsSeed } from "~/content/clinic";
import { clinicSettingsFields } from "~/content-types/clinic-settings";
import { diffDocuments } from "~/lib/content-diff";

describe("content diff", () => {
  it("finds nothing between a document and itself", () => {
    expect(diffDocuments(clinicSettingsFields, clinicSettingsSeed, structuredClone(clinicSettingsSeed))).toEqual([]);
  });

  it("labels changes from the declaration, in its order", () => {
    const after = structuredClone(clinicSettingsSeed);
    after.phones[1]!.number = "+91 90000 11012";
    after.hours[6]!.closed = true;
    after.closures.push({ from: "2026-01-14", to: "2026-01-15", notice: "Closed for Sankranti" });
    after.social.pop();
    after.figures.patientsSupported = 1200;
    expect(diffDocuments(clinicSettingsFields, clinicSettingsSeed, after)).toEqual([
      {
        path: "phones.1.number",
        label: "Phone numbers › Phone 2 › Number",
        before: "+91 90000 11002",
        after: "+91 90000 11012",
        kind: "changed",
      },
      { path: "hours.6.closed", label: "Opening hours › Sunday › Closed", before: "No", after: "Yes", kind: "changed" },
      { path: "closures.0.from", label: "Holiday closures › Closure 1 › First day closed", before: "", after: "2026-01-14", kind: "added" },
      { path: "closures.0.to", label: "Holiday closures › Closure 1 › Last day closed", before: "", after: "2026-01-15", kind: "added" },
      {
        path: "closures.0.notice",
        label: "Holiday closures › Closure 1 › Notice shown on every page",
        before: "",
        after: "Closed for Sankranti",
        kind: "added",
      },
      { path: "social.2.network", label: "Social links › Link 3 › Network", before: "YouTube", after: "", kind: "removed" },
      {
        path: "social.2.url",
        label: "Social links › Link 3 › Address",
        before: "https://youtube.com/@samudrarehab",
        after: "",
        kind: "removed",
      },
      { path: "figures.patientsSupported", label: "Figures › Patients supported", before: "1000", after: "1200", kind: "changed" },
    ]);
  });
});
