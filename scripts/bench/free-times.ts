// npm run bench:free-times [-- --appointments 20000 --runs 200]
// Issue 47's performance bar: the free times of a service over 60 days, p95 < 50 ms with 20,000
// appointments. A scratch database (PGlite in memory, or a new database on DATABASE_URL's
// server, dropped after) is migrated and seeded, then filled with appointments as a busy clinic
// would hold them: a year back and 60 days ahead, on each service's own grid within its hours,
// most booked or completed, some cancelled, a few holds. Each service's 60 days are then read as
// the booking page will: its resources' calendars, the closures and the appointments, computed.
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { instantOf } from "~/lib/availability";
import { addDays } from "~/lib/reports";
import { CLINIC_TIME_ZONE, clinicDate } from "~/lib/clinic-view";
import { freeTimesOf, occupations } from "~/server/booking/free-times.server";
import { resourceCalendars } from "~/server/content/booking-resources.server";
import { readClinicSettings } from "~/server/content/clinic-settings.server";
import { type Database, fromPglite, openPostgres, PGLITE_CONF, PGLITE_EXTENSIONS } from "~/server/db/client.server";
import { migrateDatabase } from "~/server/db/migrate.server";
import { appointments, bookingServices, type AppointmentStatus } from "~/server/db/schema.server";
import { seedDatabase } from "~/server/db/seed.server";
import { createScratchDatabase } from "../../tests/support/scratch-database";
import { makeRandom } from "~/server/db/bulk-inquiries.server";

const { values } = parseArgs({ options: { appointments: { type: "string", default: "20000" }, runs: { type: "string", default: "200" } } });
const total = Number(values.appointments);
const runs = Number(values.runs);
if (![total, runs].every((n) => Number.isInteger(n) && n >= 1)) {
  console.error("--appointments and --runs take whole numbers of at least 1.");
  process.exit(2);
}

const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, "samudra_bench_free_times") : null;
const database: Database = scratch
  ? await openPostgres(scratch.url)
  : fromPglite(await PGlite.create({ postgresqlconf: PGLITE_CONF, extensions: PGLITE_EXTENSIONS }));
try {
  await migrateDatabase(database);
  await seedDatabase(database.db, { demoMode: false });
  const db = database.db;
  const services = await db.select().from(bookingServices);
  const { random } = makeRandom(47_2026);
  const now = new Date();
  const today = clinicDate(now);
  const rows: Array<typeof appointments.$inferInsert> = [];
  for (let i = 0; i < total; i++) {
    const service = services[Math.floor(random() * services.length)]!;
    const day = addDays(today, Math.floor(random() * 425) - 365);
    // 08:00 to 17:30 IST on the service's grid (UTC+5:30, no daylight saving).
    const minutes = 8 * 60 + Math.floor((random() * 9.5 * 60) / service.stepMinutes) * service.stepMinutes;
    const startsAt = new Date(Date.parse(`${day}T00:00:00+05:30`) + minutes * 60_000);
    const endsAt = new Date(startsAt.getTime() + service.durationMinutes * 60_000);
    const past = startsAt < now;
    const roll = random();
    const status: AppointmentStatus =
      roll < 0.12 ? "cancelled" : past ? (roll < 0.17 ? "no_show" : "completed") : roll < 0.14 ? "held" : "booked";
    rows.push({
      reference: `SAM-B${String(i).padStart(7, "0")}`,
      serviceId: service.id,
      serviceName: service.name,
      resourceId: service.resourceId,
      practitionerId: service.practitionerId,
      startsAt,
      endsAt,
      occupiedUntil: new Date(endsAt.getTime() + service.bufferMinutes * 60_000),
      status,
      holdExpiresAt: status === "held" ? new Date(now.getTime() + 5 * 60_000) : null,
    });
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(appointments).values(rows.slice(i, i + 1000));
  await database.db.execute("analyze appointments");

  const { closures } = await readClinicSettings(db);
  const window = { from: today, to: addDays(today, 59) };
  const bookable = services.filter((s) => s.resourceId !== null);
  const once = async (service: (typeof bookable)[number]) => {
    const ids = [service.resourceId!, ...(service.practitionerId === null ? [] : [service.practitionerId])];
    const started = performance.now();
    const calendars = await resourceCalendars(db, ids);
    const free = await freeTimesOf(db, service, calendars, closures, window, new Date());
    const ms = performance.now() - started;
    // The database's part alone, measured apart: the calendars and what holds them.
    const reading = performance.now();
    await resourceCalendars(db, ids);
    await occupations(
      db,
      ids,
      instantOf(CLINIC_TIME_ZONE, window.from, "00:00"),
      instantOf(CLINIC_TIME_ZONE, addDays(window.to, 1), "00:00"),
      new Date(),
    );
    const read = performance.now() - reading;
    return { ms, read, times: [...free.values()].reduce((n, d) => n + d.length, 0) };
  };
  for (let w = 0; w < 20; w++) await once(bookable[w % bookable.length]!);
  const timings: number[] = [];
  const reads: number[] = [];
  let offered = 0;
  for (let r = 0; r < runs; r++) {
    const result = await once(bookable[r % bookable.length]!);
    timings.push(result.ms);
    reads.push(result.read);
    offered += result.times;
  }
  timings.sort((a, b) => a - b);
  reads.sort((a, b) => a - b);
  const at = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.ceil(p * xs.length) - 1)]!.toFixed(1);
  const q = (p: number) => at(timings, p);
  console.log(
    `free times, 60 days, ${bookable.length} services, ${total} appointments on ${scratch ? "PostgreSQL" : "PGlite"}: ` +
      `p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms over ${runs} runs (${Math.round(offered / runs)} free times a run; ` +
      `reading alone p50 ${at(reads, 0.5)} ms, p95 ${at(reads, 0.95)} ms)`,
  );
  const p95 = Number(q(0.95));
  if (p95 >= 50) {
    console.log("above issue 47's bar (p95 < 50 ms)");
    process.exitCode = 1;
  }
} finally {
  await database.close();
  await scratch?.drop();
}
