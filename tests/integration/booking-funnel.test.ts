// Issue 47 item 7: the Reports page follows a period's leads to booked and attended by form,
// campaign and language, counts the bookings made without a lead on their own rows, and gives
// each service's no-show rate; the CSV has the same tables. Held times and holds let go are not
// bookings; patients' details are never read. Runs on PGlite and, in CI's second run, PostgreSQL.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { funnelTable, noShowTable } from "~/lib/booking-funnel";
import { addDays } from "~/lib/reports";
import { loader } from "~/routes/admin/reports";
import { loader as csvLoader } from "~/routes/admin/reports-csv";
import { userContext } from "~/server/auth/guards.server";
import type { SessionUser } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
import { appointments, inquiries, users } from "~/server/db/schema.server";
import { funnelLeadCounts, funnelOutcomes, showsByService } from "~/server/repos/booking-funnel.server";
import { compactRollups } from "~/server/repos/lead-reports.server";
import { statsCounter } from "../support/pg-stats";
import { makeContext, makeServices, routeArgs } from "../support/services";
import { createTestDatabase } from "../support/test-db";

let database: Database;
let editor: SessionUser;
beforeAll(async () => {
  database = await createTestDatabase();
  const u = (await database.db.select().from(users).where(eq(users.username, "editor")))[0]!;
  editor = { id: u.id, username: u.username, role: u.role, sessionId: "test-editor" };
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(appointments);
  await database.db.delete(inquiries);
});

/** An instant at an India wall time of an India day. */
const ist = (day: string, time: string) => new Date(Date.parse(`${day}T${time}:00+05:30`));
const NOVEMBER = { from: "2026-11-01", to: "2026-11-30" };
/** "Now" for the no-shows: the afternoon of 20 November, India time. */
const NOW = ist("2026-11-20", "15:00");
const SEALED = "hd1.0000000000000000.do-not-read";

type Lead = typeof inquiries.$inferInsert;
async function lead(createdAt: Date, extra: Partial<Lead> = {}): Promise<number> {
  const [row] = await database.db
    .insert(inquiries)
    .values({ source: "home", name: "Funnel Lead", createdAt, ...extra })
    .returning({ id: inquiries.id });
  return row!.id;
}

type Appointment = typeof appointments.$inferInsert;
let refs = 0;
/** A booking of an hour (booked when given, else a day before it starts), with what the test says. */
async function appointment(startsAt: Date, extra: Partial<Appointment> = {}) {
  refs++;
  const endsAt = new Date(startsAt.getTime() + 3_600_000);
  await database.db.insert(appointments).values({
    reference: `SAM-T${String(refs).padStart(3, "0")}`,
    serviceName: "Cryotherapy session",
    startsAt,
    endsAt,
    occupiedUntil: endsAt,
    status: "booked",
    bookedAt: new Date(startsAt.getTime() - 86_400_000),
    patient: SEALED,
    ...extra,
  });
}

/** Leads and bookings of November, and a few from October that must not count. */
async function seed() {
  // A: home, diwali, Hindi; two appointments from it, one attended: attended, counted once.
  const a = await lead(ist("2026-11-02", "10:00"), { utmCampaign: "diwali", language: "hi" });
  await appointment(ist("2026-11-05", "10:00"), {
    inquiryId: a,
    bookedVia: "front_desk",
    status: "completed",
    checkedInAt: ist("2026-11-05", "09:55"),
  });
  await appointment(ist("2026-12-05", "10:00"), { inquiryId: a, bookedVia: "front_desk" });
  // B: international, no tag: a no-show.
  const b = await lead(ist("2026-11-03", "10:00"), { source: "international" });
  await appointment(ist("2026-11-06", "11:00"), {
    inquiryId: b,
    bookedVia: "front_desk",
    status: "no_show",
    noShowAt: ist("2026-11-06", "11:30"),
  });
  // C: home, tagged " diwali " (trimmed, as the leads table does): booked, then cancelled.
  const c = await lead(ist("2026-11-04", "10:00"), { utmCampaign: " diwali " });
  await appointment(ist("2026-11-10", "12:00"), {
    inquiryId: c,
    bookedVia: "front_desk",
    status: "cancelled",
    cancelledAt: ist("2026-11-08", "09:00"),
  });
  // D: a series of three from one lead, the first checked in (and still so): attended, once.
  const d = await lead(ist("2026-11-05", "10:00"), { source: "wellness" });
  for (const [i, day] of ["2026-11-09", "2026-11-10", "2026-11-11"].entries()) {
    await appointment(ist(day, "10:00"), {
      inquiryId: d,
      bookedVia: "front_desk",
      series: "SAM-SER1",
      status: i === 0 ? "checked_in" : "booked",
      checkedInAt: i === 0 ? ist(day, "10:00") : null,
      serviceName: "Hyperbaric oxygen",
    });
  }
  // E: only a time held for it, and F: only a hold let go (cancelled, never booked): not booked.
  const e = await lead(ist("2026-11-06", "10:00"), { source: "contact" });
  await appointment(ist("2026-11-25", "10:00"), {
    inquiryId: e,
    status: "held",
    bookedAt: null,
    holdExpiresAt: ist("2026-11-06", "10:10"),
    patient: null,
  });
  const f = await lead(ist("2026-11-07", "10:00"), { source: "contact" });
  await appointment(ist("2026-11-25", "11:00"), { inquiryId: f, status: "cancelled", bookedAt: null, patient: null });
  // G: a lead and nothing else.
  await lead(ist("2026-11-30", "23:50"), { language: "te" });
  // October's lead, booked in November: counted with October's leads, not here.
  const old = await lead(ist("2026-10-31", "23:59"));
  await appointment(ist("2026-11-12", "10:00"), {
    inquiryId: old,
    bookedVia: "front_desk",
    status: "completed",
    bookedAt: ist("2026-11-01", "09:00"),
  });

  // Without a lead: two on the booking page (one attended from the diwali campaign in Telugu,
  // one cancelled), a hold and a hold let go there (not bookings); a front-desk series of two
  // (one booking); and a booking page booking made in October.
  await appointment(ist("2026-11-15", "10:00"), {
    bookedVia: "site",
    utmCampaign: "diwali",
    locale: "te",
    status: "completed",
    bookedAt: ist("2026-11-14", "10:00"),
  });
  await appointment(ist("2026-11-16", "10:00"), {
    bookedVia: "site",
    locale: "en",
    status: "cancelled",
    bookedAt: ist("2026-11-14", "11:00"),
    cancelledAt: ist("2026-11-15", "10:00"),
  });
  await appointment(ist("2026-11-26", "10:00"), {
    bookedVia: "site",
    status: "held",
    bookedAt: null,
    holdExpiresAt: ist("2026-11-20", "10:10"),
    patient: null,
  });
  await appointment(ist("2026-11-26", "11:00"), { bookedVia: "site", status: "cancelled", bookedAt: null, patient: null });
  for (const day of ["2026-11-21", "2026-11-28"]) {
    await appointment(ist(day, "09:00"), {
      bookedVia: "front_desk",
      series: "SAM-SER2",
      locale: "en",
      bookedAt: ist("2026-11-18", "12:00"),
      serviceName: "Hyperbaric oxygen",
    });
  }
  await appointment(ist("2026-11-03", "10:00"), {
    bookedVia: "site",
    locale: "en",
    status: "completed",
    bookedAt: ist("2026-10-30", "10:00"),
  });
}

function call<T extends (args: never) => unknown>(fn: T, path: string): ReturnType<T> {
  const context = makeContext(makeServices(database));
  context.set(userContext, editor);
  const request = new Request(`http://localhost${path}`);
  return fn(routeArgs(request, context, path.split("?")[0]) as Parameters<T>[0]) as ReturnType<T>;
}

const cells = (t: ReturnType<typeof funnelTable>) => ({
  leads: t.leadRows.map((r) => [r.label, r.leads, r.booked, r.attended, r.noShow, r.cancelled, r.open]),
  direct: t.directRows.map((r) => [r.label, r.booked, r.attended, r.noShow, r.cancelled, r.open]),
  total: [t.total.leads, t.total.booked, t.total.attended, t.total.noShow, t.total.cancelled, t.total.open],
});

describe("from leads to appointments", () => {
  it("follows November's leads by form, campaign and language, and the bookings made without a lead", async () => {
    await seed();
    const [leads, outcomes] = await Promise.all([funnelLeadCounts(database.db, NOVEMBER), funnelOutcomes(database.db, NOVEMBER)]);
    expect(cells(funnelTable("form", leads, outcomes))).toEqual({
      leads: [
        // A attended, C cancelled, G not booked.
        ["Home page", 3, 2, 1, 0, 1, 0],
        ["Contact page", 2, 0, 0, 0, 0, 0],
        ["International", 1, 1, 0, 1, 0, 0],
        ["Wellness", 1, 1, 1, 0, 0, 0],
      ],
      direct: [
        ["Booking page", 2, 1, 0, 1, 0],
        ["Front desk", 1, 0, 0, 0, 1],
      ],
      total: [7, 7, 3, 1, 2, 1],
    });
    expect(cells(funnelTable("campaign", leads, outcomes))).toEqual({
      leads: [
        ["No campaign tag", 5, 2, 1, 1, 0, 0],
        ["diwali", 2, 2, 1, 0, 1, 0],
      ],
      direct: [
        ["Booking page · diwali", 1, 1, 0, 0, 0],
        ["Booking page · No campaign tag", 1, 0, 0, 1, 0],
        ["Front desk", 1, 0, 0, 0, 1],
      ],
      total: [7, 7, 3, 1, 2, 1],
    });
    expect(cells(funnelTable("language", leads, outcomes))).toEqual({
      leads: [
        ["English", 5, 3, 1, 1, 1, 0],
        ["Hindi", 1, 1, 1, 0, 0, 0],
        ["Telugu", 1, 0, 0, 0, 0, 0],
      ],
      direct: [
        ["Booking page · English", 1, 0, 0, 1, 0],
        ["Booking page · Telugu", 1, 1, 0, 0, 0],
        ["Front desk · English", 1, 0, 0, 0, 1],
      ],
      total: [7, 7, 3, 1, 2, 1],
    });

    // October: its lead booked in November, and the booking page's October booking.
    const october = { from: "2026-10-01", to: "2026-10-31" };
    const [octLeads, octOutcomes] = await Promise.all([funnelLeadCounts(database.db, october), funnelOutcomes(database.db, october)]);
    expect(cells(funnelTable("form", octLeads, octOutcomes))).toEqual({
      leads: [["Home page", 1, 1, 1, 0, 0, 0]],
      direct: [["Booking page", 1, 1, 0, 0, 0]],
      total: [1, 2, 2, 0, 0, 0],
    });
  });

  it("reads the same after the rollups are compacted", async () => {
    await seed();
    const before = await funnelLeadCounts(database.db, NOVEMBER);
    await compactRollups(database.db);
    const sort = (rows: typeof before) => [...rows].sort((a, b) => `${a.split}${a.key}`.localeCompare(`${b.split}${b.key}`));
    expect(sort(await funnelLeadCounts(database.db, NOVEMBER))).toEqual(sort(before));
  });
});

describe("no-shows by service", () => {
  it("counts the bookings due in the period up to now, in one column each", async () => {
    await seed();
    // A session marked a no-show though it has a check-in time: attended, and only that.
    await appointment(ist("2026-11-19", "10:00"), {
      serviceName: "Hyperbaric oxygen",
      status: "no_show",
      checkedInAt: ist("2026-11-19", "10:00"),
    });
    const table = noShowTable(await showsByService(database.db, NOVEMBER, NOW));
    expect(table.rows.map((r) => [r.service, r.attended, r.noShow, r.cancelled, r.unmarked, r.rate])).toEqual([
      // Attended the 3rd, 5th, 12th and 15th; missed the 6th; cancelled the 10th and 16th. Not
      // the holds of the 25th and 26th (nor are they due), nor A's appointment in December.
      ["Cryotherapy session", 4, 1, 2, 0, 20],
      // 9 (checked in), 10 and 11 (not marked), 19; the series of the 21st and 28th is to come.
      ["Hyperbaric oxygen", 2, 0, 0, 2, 0],
    ]);
    expect(table.total).toMatchObject({ attended: 6, noShow: 1, cancelled: 2, unmarked: 2, rate: 14.3 });
    // Before anything was due: nothing.
    expect(await showsByService(database.db, NOVEMBER, ist("2026-11-01", "08:00"))).toEqual([]);
  });
});

describe("the Reports page and its CSV", () => {
  it("shows the tables for the chosen days, and never a patient's or a lead's details", async () => {
    await seed();
    const data = await call(loader, `/admin/reports?by=campaign&from=${NOVEMBER.from}&to=${NOVEMBER.to}`);
    if (!data.ok) throw new Error(JSON.stringify(data.errors));
    expect(data.funnel.form.total).toMatchObject({ leads: 7, booked: 7, attended: 3 });
    expect(data.funnel.campaign.leadTotal).toMatchObject({ leads: 7, booked: 4, bookedRate: 57.1 });
    expect(data.funnelCsvHrefs.language).toBe(`/admin/reports.csv?table=funnel&by=language&from=${NOVEMBER.from}&to=${NOVEMBER.to}`);
    expect(data.noShowsCsvHref).toBe(`/admin/reports.csv?table=no-shows&from=${NOVEMBER.from}&to=${NOVEMBER.to}`);
    // All of November is past (the page's now is today's): the series' two are not marked.
    expect(data.noShows.total).toMatchObject({ attended: 5, noShow: 1, cancelled: 2, unmarked: 4 });
    const text = JSON.stringify(data);
    for (const secret of [SEALED, "Funnel Lead"]) expect(text).not.toContain(secret);
  });

  it("downloads the funnel by a split and the no-shows as CSV, and refuses other tables", async () => {
    await seed();
    const days = `from=${NOVEMBER.from}&to=${NOVEMBER.to}`;
    const funnel = (await call(csvLoader, `/admin/reports.csv?table=funnel&by=form&${days}`)) as Response;
    expect(funnel.status).toBe(200);
    expect(funnel.headers.get("Content-Disposition")).toBe(
      `attachment; filename="samudra-bookings-by-form-${NOVEMBER.from}-to-${NOVEMBER.to}.csv"`,
    );
    const lines = (await funnel.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[1]).toBe("Home page,From leads,3,2,66.7,1,50,0,1,0");
    expect(lines.at(-2)).toBe("Total,Total,7,7,,3,42.9,1,2,1");

    const shows = (await call(csvLoader, `/admin/reports.csv?table=no-shows&${days}`)) as Response;
    expect(shows.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect((await shows.text()).split("\r\n")[1]).toBe("Cryotherapy session,20,1,4,2,0");

    for (const bad of [`table=funnel&by=therapy&${days}`, `table=people&${days}`]) {
      const response = (await call(csvLoader, `/admin/reports.csv?${bad}`)) as Response;
      expect(response.status).toBe(400);
    }
    // The leads table is still the default.
    const leads = (await call(csvLoader, `/admin/reports.csv?by=form&${days}`)) as Response;
    expect(leads.headers.get("Content-Disposition")).toContain("samudra-leads-by-form-");
  });

  it("reads a future period as nothing due", async () => {
    await seed();
    const soon = { from: addDays(NOVEMBER.to, 1), to: addDays(NOVEMBER.to, 10) };
    expect(await showsByService(database.db, soon, NOW)).toEqual([]);
  });
});

// The counters are read from PGlite's one backend; on PostgreSQL the pool's other connections
// report theirs later (see inbox-search-plan.test.ts). The statements are the same on both.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("what the reads touch at volume", () => {
  /** Rows handed out by sequential scans of a table so far. */
  const scanned = (table: "inquiries" | "appointments") =>
    statsCounter(database, sql`select seq_tup_read::int as n from pg_stat_user_tables where relname = ${table}`);

  it("reads a month's booked leads and due appointments through indexes, not the tables", async () => {
    // Three years of 20,000 leads and 8,000 appointments on the seeded resources, a third of
    // them booked from a lead.
    await database.db.execute(sql`
      insert into inquiries (source, name, language, utm_campaign, created_at)
      select (array['home', 'international', 'wellness', 'therapy', 'contact'])[1 + g % 5], 'Volume Lead',
        (array['en', 'hi', 'te', 'ar'])[1 + g % 4], case when g % 3 = 0 then 'camp-' || (g % 7) end,
        timestamptz '2026-12-01 00:00+05:30' - (g * interval '78 minutes')
      from generate_series(1, 20000) g`);
    await database.db.execute(sql`
      insert into appointments (reference, service_name, resource_id, starts_at, ends_at, occupied_until, status,
        booked_at, booked_via, inquiry_id)
      select 'SAM-V' || g, 'Service ' || (g % 4), (select id from booking_resources order by id limit 1 offset g % 2),
        s, s + interval '1 hour', s + interval '1 hour',
        (array['completed', 'no_show', 'cancelled', 'booked', 'checked_in'])[1 + g % 5], s - interval '3 days',
        case when g % 3 = 0 then 'site' else 'front_desk' end,
        case when g % 3 = 1 then (select min(id) from inquiries) + g * 2 end
      from generate_series(1, 8000) g, lateral (select timestamptz '2026-12-05 10:00+05:30' - (g * interval '197 minutes') as s) t`);
    await database.db.execute(sql`analyze inquiries`);
    await database.db.execute(sql`analyze appointments`);

    const november = { from: "2026-11-01", to: "2026-11-30" };
    const leadsBefore = await scanned("inquiries");
    const outcomes = await funnelOutcomes(database.db, november);
    expect(outcomes.length).toBeGreaterThan(0);
    // The leads of the month are found from the time index and the appointments' inquiry ids.
    expect((await scanned("inquiries")) - leadsBefore).toBe(0);

    const appointmentsBefore = await scanned("appointments");
    const shows = await showsByService(database.db, november, NOW);
    expect(shows.reduce((n, r) => n + r.attended + r.noShow + r.cancelled + r.unmarked, 0)).toBeGreaterThan(0);
    // The month's appointments come from the resources' time index.
    expect((await scanned("appointments")) - appointmentsBefore).toBe(0);
  }, 60_000);
});
