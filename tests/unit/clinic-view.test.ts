import { describe, expect, it } from "vitest";
import { clinicSettingsSeed } from "~/content/clinic";
import type { ClinicSettings } from "~/content-types/clinic-settings";
import {
  activeClosure,
  clinicDate,
  clinicLocalToDate,
  clinicView,
  dateToClinicLocal,
  formatTime,
  groupHours,
  openingHoursSpecification,
} from "~/lib/clinic-view";

const at = (iso: string) => new Date(iso);

describe("clinic view", () => {
  it("formats times the way the site always showed them", () => {
    expect(["09:00", "19:00", "10:30", "12:00", "00:00", "23:45"].map(formatTime)).toEqual([
      "9AM",
      "7PM",
      "10:30AM",
      "12PM",
      "12AM",
      "11:45PM",
    ]);
  });

  it("groups the seed's hours into Mon–Sat and Sun", () => {
    expect(groupHours(clinicSettingsSeed.hours).map(({ days, short, label }) => ({ days, short, label }))).toEqual([
      { days: "Monday to Saturday", short: "Mon–Sat", label: "9AM-7PM" },
      { days: "Sunday", short: "Sun", label: "10AM-4PM" },
    ]);
  });

  it("keeps closed days as their own run and skips them in schema.org hours", () => {
    const hours: ClinicSettings["hours"] = clinicSettingsSeed.hours.map((h) =>
      h.day === "Wednesday" ? { ...h, closed: true, open: "", close: "" } : h.day === "Sunday" ? { ...h, closed: true } : h,
    );
    const runs = groupHours(hours);
    expect(runs.map((r) => `${r.short} ${r.label}`)).toEqual(["Mon–Tue 9AM-7PM", "Wed Closed", "Thu–Sat 9AM-7PM", "Sun Closed"]);
    const view = clinicView({ ...clinicSettingsSeed, hours }, at("2026-01-01T00:00:00Z"));
    expect(openingHoursSpecification(view)).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday"], opens: "09:00", closes: "19:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Thursday", "Friday", "Saturday"], opens: "09:00", closes: "19:00" },
    ]);
  });

  it("derives the main phone, tel: digits, address line and map links", () => {
    const view = clinicView(clinicSettingsSeed, at("2026-01-01T00:00:00Z"));
    expect(view.primaryPhone).toEqual({ display: "+91 90000 11001", e164: "+919000011001", label: "Reception" });
    expect(view.whatsapp.e164).toBe("+919000011009");
    expect(view.fullAddress).toBe("12-3-45 Beach Road Junction, Maharanipeta, Visakhapatnam, Andhra Pradesh 530002, India");
    expect(view.mapLinkUrl).toBe("https://www.google.com/maps/search/?api=1&query=Maharanipeta%2C%20Visakhapatnam%20530002");
    expect(view.emergencyNotice).toBe("Samudra is not an emergency facility. In a medical emergency in India, call 108.");
  });

  it("shows a closure from the clinic's midnight to the end of its last day (India time)", () => {
    const closures = [{ from: "2026-01-14", to: "2026-01-15", notice: "Closed for Sankranti" }];
    // 13 Jan 18:29 UTC is 23:59 IST: not yet; 18:30 UTC is midnight IST on the 14th.
    expect(activeClosure(closures, at("2026-01-13T18:29:00Z"))).toBeNull();
    expect(activeClosure(closures, at("2026-01-13T18:30:00Z"))?.notice).toBe("Closed for Sankranti");
    expect(activeClosure(closures, at("2026-01-15T18:29:00Z"))).not.toBeNull();
    expect(activeClosure(closures, at("2026-01-15T18:30:00Z"))).toBeNull();
    expect(clinicDate(at("2026-01-13T18:30:00Z"))).toBe("2026-01-14");
  });

  it("reads datetime-local values as India time and back", () => {
    expect(clinicLocalToDate("2026-11-25T10:30")?.toISOString()).toBe("2026-11-25T05:00:00.000Z");
    expect(dateToClinicLocal(new Date("2026-11-25T05:00:00Z"))).toBe("2026-11-25T10:30");
    for (const bad of ["", "2026-11-25", "2026-11-25 10:30", "tomorrow", "2026-13-45T10:30"]) expect(clinicLocalToDate(bad)).toBeNull();
  });
});

describe("opening hours in the page's language", () => {
  const week = clinicSettingsSeed.hours;
  it("name the days and times in Hindi, Telugu and Arabic, with the language's words around them", () => {
    expect(groupHours(week, "hi").map((r) => [r.days, r.short])).toEqual([
      ["सोमवार से शनिवार", "सोम–शनि"],
      ["रविवार", "रवि"],
    ]);
    expect(groupHours(week, "te")[0]!.days).toBe("సోమవారం నుండి శనివారం వరకు");
    expect(groupHours(week, "ar")[0]!.days).toBe("من الاثنين إلى السبت");
    expect(groupHours(week, "ar")[0]!.label).toMatch(/^9\D+ص\D+–\D+7\D+م$/);
  });

  it("keep the English as it was", () => {
    expect(groupHours(week).map((r) => [r.days, r.short, r.label])).toEqual([
      ["Monday to Saturday", "Mon–Sat", "9AM-7PM"],
      ["Sunday", "Sun", "10AM-4PM"],
    ]);
  });

  it("say closed in the language", () => {
    const closedSunday = week.map((d) => (d.day === "Sunday" ? { ...d, closed: true } : d));
    expect(groupHours(closedSunday, "hi").at(-1)!.label).toBe("बंद");
    expect(groupHours(closedSunday, "ar").at(-1)!.label).toBe("مغلق");
  });
});
