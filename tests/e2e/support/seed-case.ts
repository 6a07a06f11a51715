// Seeds one international case with a report into a data folder, before its server starts:
// `tsx tests/e2e/support/seed-case.ts` with DATA_DIR and HEALTH_DATA_KEY set (the server gets
// the same). The database is migrated and seeded as the server would do it; the report goes
// through the real encrypted store. Prints {"id","reference","fileName","bytes"} as JSON.
import path from "node:path";
import pino from "pino";
import { createCase } from "~/server/cases/case-records.server";
import { openDatabase } from "~/server/db/client.server";
import { migrateDatabase } from "~/server/db/migrate.server";
import { seedDatabase } from "~/server/db/seed.server";
import { EncryptedHealthDocuments, LocalEncryptedObjects } from "~/server/health-data/document-store.server";
import { parseHealthKey } from "~/server/health-data/seal.server";

const dataDir = process.env.DATA_DIR;
const key = parseHealthKey(process.env.HEALTH_DATA_KEY ?? "");
if (!dataDir || !key) throw new Error("DATA_DIR and HEALTH_DATA_KEY are required");
const hoursAgo = Number(process.env.CASE_HOURS_AGO ?? "30");

const database = await openDatabase({ dataDir, purpose: "e2e case seed" });
try {
  await migrateDatabase(database);
  await seedDatabase(database.db, { demoMode: true });
  const documents = new EncryptedHealthDocuments(
    new LocalEncryptedObjects(path.join(dataDir, "health-documents")),
    key,
    pino({ level: "silent" }),
    null,
  );
  const bytes = Buffer.concat([Buffer.from("%PDF-1.4\n% Samudra e2e report\n"), Buffer.alloc(2048, 0x20), Buffer.from("\n%%EOF\n")]);
  const stored = await documents.store(
    (async function* () {
      yield new Uint8Array(bytes);
    })(),
    { maxBytes: 1024 * 1024 },
  );
  const fileName = "MRI report – Muscat.pdf";
  const created = await createCase(database.db, key, {
    details: {
      patientName: "Salim Al-Harthy",
      age: 61,
      writtenBy: "Son: Khalid",
      condition: "Lumbar canal stenosis",
      currentState: "Walks 100 m before the pain stops him",
      treatmentsSoFar: "Physiotherapy and epidural injections, 2025",
      medicines: "Pregabalin 75 mg twice a day",
      allergies: "None known",
      travelFrom: "2027-02",
      travelTo: "2027-03",
      attendants: [{ name: "Khalid Al-Harthy", relation: "Son" }],
      email: "khalid@example.com",
      whatsapp: "+96891234567",
    },
    locale: "ar",
    country: "Oman",
    files: [{ name: fileName, stored }],
    now: new Date(Date.now() - hoursAgo * 3_600_000),
  });
  documents.close();
  process.stdout.write(`${JSON.stringify({ ...created, fileName, bytes: bytes.toString("base64") })}\n`);
} finally {
  await database.close();
}
