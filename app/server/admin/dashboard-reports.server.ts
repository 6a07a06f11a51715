// Everything the dashboard's "Leads and visits" section shows (issue 15 item 5), read in one
// go: leads per week by a breakdown, visits per day, pages with their views and leads, where
// visitors come from, and how long leads wait for a first answer.
import { inquirySourceLabels } from "~/content/admin-inquiries";
import { LOCALE_INFO, isLocale } from "~/i18n/locales";
import { INTERNAL_REFERRER, OTHER_REFERRER } from "~/lib/page-views";
import { foldReferrers } from "~/lib/referrers";
import { lastDays, type LeadBreakdown, pageConversion, toSeries, weekStarts } from "~/lib/reports";
import type { AppServices } from "../context.server";
import { firstContact, leadsPerDay, leadsPerPage, leadsPerWeek, newLeads } from "../repos/lead-reports.server";
import { dashboardViewTotals } from "../repos/page-views.server";

const DEVICE_LABELS: Record<string, string> = { phone: "Phone", tablet: "Tablet", desktop: "Computer" };

function breakdownLabel(by: LeadBreakdown): (key: string | null) => string {
  switch (by) {
    case "form":
      return (key) =>
        key && key in inquirySourceLabels ? inquirySourceLabels[key as keyof typeof inquirySourceLabels] : (key ?? "Unknown");
    case "therapy":
      return (key) => key ?? "None chosen";
    case "country":
      return (key) => key ?? "Not given";
    case "language":
      return (key) => (key && isLocale(key) ? LOCALE_INFO[key].englishName : (key ?? "Unknown"));
  }
}

function referrerLabel(host: string): string {
  if (host === "") return "Direct (no referrer)";
  if (host === INTERNAL_REFERRER) return "This site's own pages";
  if (host === OTHER_REFERRER) return "Other sites";
  return host;
}

export async function dashboardReports(services: AppServices, by: LeadBreakdown, nowMs = Date.now()) {
  const { db } = services.database;
  // This process's latest counts first, so the figures include the last half minute.
  await services.pageViews?.flush();
  const weeks = weekStarts(nowMs);
  const weeksFrom = weeks[0]!;
  const days = lastDays(nowMs);
  const first = days[0]!;
  const last = days.at(-1)!;

  // At once: on PostgreSQL they share the pool, so the view waits for the slowest query rather
  // than the sum of ten round trips (about 5 ms less per view); PGlite runs them in turn anyway.
  const [weekRows, views, dayLeads, pageLeads, waits, waiting] = await Promise.all([
    leadsPerWeek(db, by, weeksFrom),
    dashboardViewTotals(db, first, last),
    leadsPerDay(db, first),
    leadsPerPage(db, first, last),
    firstContact(db, weeksFrom),
    newLeads(db, weeksFrom),
  ]);
  const dayViews = views.perDay;
  const pageViews = views.byPath.slice(0, 200);
  const devices = views.byDevice.slice(0, 3);
  const languages = views.byLanguage.slice(0, 4);
  const referrers = views.referrers;

  const medianByWeek = new Map(waits.weeks.map((w) => [w.week, w]));
  return {
    counting: services.env.PAGE_VIEWS,
    leads: { by, weeks, series: toSeries(weekRows, weeks, breakdownLabel(by)) },
    visits: {
      days,
      views: toSeries(
        dayViews.map((d) => ({ bucket: d.key, key: "views", n: d.views })),
        days,
        () => "Page views",
      ),
      leads: toSeries(
        dayLeads.map((d) => ({ ...d, key: "leads" })),
        days,
        () => "Leads",
      ),
    },
    pages: pageConversion(pageViews, pageLeads),
    // A site is named once it recurs or is well known; a forged Referer alone stays in "Other sites".
    referrers: foldReferrers(referrers, 10).map((r) => ({ key: r.key, label: referrerLabel(r.key), value: r.views })),
    devices: devices.map((d) => ({ key: d.key, label: DEVICE_LABELS[d.key] ?? d.key, value: d.views })),
    languages: languages.map((l) => ({ key: l.key, label: isLocale(l.key) ? LOCALE_INFO[l.key].englishName : l.key, value: l.views })),
    firstContact: {
      ...waits.overall,
      waiting,
      // Hours, at least a minute's worth for an answered week: 0 means nobody was answered that week.
      weeks: weeks.map((week) => {
        const w = medianByWeek.get(week);
        return { week, hours: w?.median == null ? 0 : Math.max(1, Math.round(w.median / 60)) / 60, answered: w?.answered ?? 0 };
      }),
    },
  };
}

export type DashboardReports = Awaited<ReturnType<typeof dashboardReports>>;
