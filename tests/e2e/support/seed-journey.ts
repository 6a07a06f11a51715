// Seeds what the case journey's staff need before its server starts: the price list (a
// consultation and a therapy session), an Omani rial rate, and the first doctor's medical
// registration number (a letter names it). `tsx tests/e2e/support/seed-journey.ts` with DATA_DIR
// set; the database is migrated and seeded as the server would do it. Prints {"doctor"} as JSON.
import { eq } from "drizzle-orm";
import { getDocumentState, saveDocument } from "~/server/content/documents.server";
import { listPublicDoctors } from "~/server/content/doctors.server";
import { openDatabase } from "~/server/db/client.server";
import { migrateDatabase } from "~/server/db/migrate.server";
import { currencyRates, priceItems, users } from "~/server/db/schema.server";
import { seedDatabase } from "~/server/db/seed.server";
import { makeServices } from "../../support/services.ts";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR is required");

const database = await openDatabase({ dataDir, purpose: "e2e case journey seed" });
try {
  await migrateDatabase(database);
  await seedDatabase(database.db, { demoMode: true });
  await database.db.insert(priceItems).values([
    { kind: "consultation", name: "Consultation with the physiatrist", priceInr: 1500, sortOrder: 1 },
    { kind: "session", name: "Neuro-physiotherapy session", priceInr: 2500, sortOrder: 2 },
  ]);
  await database.db.insert(currencyRates).values({ currency: "OMR", inrPerUnit: "216.4", rateDate: "2026-12-01" });

  const [admin] = await database.db.select().from(users).where(eq(users.username, "admin"));
  if (!admin) throw new Error("no admin account");
  const profile = (await listPublicDoctors(database.db))[0];
  if (!profile) throw new Error("no published doctor");
  const { slug, ...data } = profile;
  const ref = { type: "doctor", key: slug };
  const state = await getDocumentState(database.db, ref);
  const saved = await saveDocument(
    makeServices(database),
    { id: admin.id, username: admin.username, role: admin.role, sessionId: "seed" },
    {
      ref,
      title: "Doctors",
      data: { ...data, registration: "APMC 12345" },
      expectedVersion: state!.version,
      action: { kind: "publish" },
      now: new Date(),
    },
  );
  if (!saved.ok) throw new Error(`the doctor's registration was not saved: ${JSON.stringify(saved)}`);
  process.stdout.write(`${JSON.stringify({ doctor: { slug, name: profile.name } })}\n`);
} finally {
  await database.close();
}
