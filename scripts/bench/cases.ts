// npm run bench:cases [-- --cases 500 --files 10 --mb 10 --runs 100]
// Issue 48's figures through the production build: a patient's treatment plan request with 10
// reports of 10 MB (time, and the server's resident memory sampled every 20 ms against what it
// held before), then the case page that request opens (its device cookie), a report downloaded
// back, and the staff desk's queue and case page, p50 / p95 / max, with `--cases` other cases in
// the database (a clinic's years of requests: each with two reports and a few messages).
// A scratch PGlite folder is made, seeded and removed; DATABASE_URL is not used.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pino from "pino";
import { addCaseMessage, createCase } from "~/server/cases/case-records.server";
import { openDatabase } from "~/server/db/client.server";
import { migrateDatabase } from "~/server/db/migrate.server";
import { seedDatabase } from "~/server/db/seed.server";
import { EncryptedHealthDocuments, LocalEncryptedObjects } from "~/server/health-data/document-store.server";
import { parseHealthKey } from "~/server/health-data/seal.server";
import { generatedPdf, multipartRequest, type Part } from "../../tests/support/multipart";
import { signInAsAdmin, startProductionServer } from "./production-server.ts";

const { values } = parseArgs({
  options: {
    cases: { type: "string", default: "500" },
    files: { type: "string", default: "10" },
    mb: { type: "string", default: "10" },
    runs: { type: "string", default: "100" },
  },
});
const [caseCount, files, mb, runs] = [values.cases, values.files, values.mb, values.runs].map(Number) as [number, number, number, number];
if (![caseCount, files, mb, runs].every((n) => Number.isInteger(n) && n >= 1)) {
  console.error("--cases, --files, --mb and --runs take whole numbers of at least 1.");
  process.exit(2);
}

const MB = 1024 * 1024;
const dataDir = mkdtempSync(path.join(tmpdir(), "samudra-bench-cases-"));
const HEALTH_DATA_KEY = Buffer.alloc(32, 7).toString("base64");
const key = parseHealthKey(HEALTH_DATA_KEY)!;

async function seed() {
  const database = await openDatabase({ dataDir, purpose: "cases bench seed" });
  const store = new EncryptedHealthDocuments(
    new LocalEncryptedObjects(path.join(dataDir, "health-documents")),
    key,
    pino({ level: "silent" }),
    null,
  );
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, { demoMode: true });
    const started = performance.now();
    for (let i = 0; i < caseCount; i++) {
      const now = new Date(Date.now() - (caseCount - i) * 3 * 3_600_000);
      const report = async (n: number) =>
        store.store(
          (async function* () {
            yield new TextEncoder().encode(`%PDF-1.4\n% report ${i}.${n}\n${"x".repeat(200_000)}\n%%EOF\n`);
          })(),
          { maxBytes: MB },
        );
      const c = await createCase(database.db, key, {
        details: {
          patientName: `Patient ${i}`,
          age: 30 + (i % 50),
          writtenBy: "",
          condition: "Stroke rehabilitation after an ischaemic stroke",
          currentState: "Walks with a frame",
          treatmentsSoFar: "Physiotherapy",
          medicines: "Aspirin",
          allergies: "None known",
          travelFrom: "2027-02",
          travelTo: "2027-03",
          attendants: [],
          email: `patient${i}@example.org`,
          whatsapp: "",
        },
        locale: ["en", "ar", "hi", "te"][i % 4]!,
        country: ["OM", "NG", "KE", "BD", "AE"][i % 5]!,
        files: [
          { name: "MRI.pdf", stored: await report(1) },
          { name: "Discharge summary.pdf", stored: await report(2) },
        ],
        now,
      });
      for (let m = 0; m < 3; m++) {
        await addCaseMessage(database.db, key, c, { kind: m % 2 ? "from_patient" : "to_patient", body: `Message ${m}`, userId: null, now });
      }
    }
    console.log(`seeded ${caseCount} cases (2 reports and 3 messages each) in ${Math.round((performance.now() - started) / 1000)} s`);
  } finally {
    store.close();
    await database.close();
  }
}

/** The server's resident memory (MB), read from /proc. */
const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : NaN;
};
const quantile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function timed(url: string, cookie: string): Promise<number> {
  const t = performance.now();
  const r = await fetch(url, { headers: { Cookie: cookie, "Accept-Encoding": "gzip" } });
  await r.arrayBuffer();
  if (r.status !== 200) throw new Error(`${url} answered ${r.status}`);
  return performance.now() - t;
}

async function report(label: string, url: string, cookie: string) {
  for (let w = 0; w < 10; w++) await timed(url, cookie);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await timed(url, cookie));
  times.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(7);
  console.log(`${label.padEnd(34)} p50 ${f(quantile(times, 0.5))}  p95 ${f(quantile(times, 0.95))}  max ${f(times.at(-1)!)}`);
}

await seed();
const server = await startProductionServer({ DATA_DIR: dataDir, HEALTH_DATA_KEY });
try {
  const origin = new URL(server.url).origin;
  // The server's code warms over its first requests (docs/decisions/058).
  for (let i = 0; i < 50; i++) await fetch(new URL("/international-patients/treatment-plan", server.url)).then((r) => r.arrayBuffer());
  const before = rssMb(server.child.pid);
  const parts: Part[] = [
    ...Object.entries({
      patientName: "Khalid Al-Harthy",
      age: "67",
      country: "Oman",
      condition: "Left-sided weakness after a stroke",
      currentState: "Walks ten metres with a frame",
      email: "salim@example.om",
      consent: "on",
    }).map(([field, value]) => ({ field, value })),
    ...Array.from({ length: files }, (_, i) => ({
      field: "files",
      filename: `report-${i + 1}.pdf`,
      contentType: "application/pdf",
      content: generatedPdf(mb * MB),
    })),
  ];
  const request = multipartRequest(new URL("/international-patients/treatment-plan", server.url).toString(), parts);
  request.headers.set("Origin", origin);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.child.pid))), 20);
  const t = performance.now();
  const answer = await fetch(request, { redirect: "manual" });
  const uploadMs = performance.now() - t;
  clearInterval(sampler);
  if (answer.status !== 303 && answer.status !== 302)
    throw new Error(`the request answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
  const deviceCookie = (answer.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).join("; ");
  const casePage = new URL(answer.headers.get("location") ?? "", server.url).toString();
  console.log(
    `request with ${files} files of ${mb} MB: ${(uploadMs / 1000).toFixed(2)} s (${((files * mb) / (uploadMs / 1000)).toFixed(0)} MB/s); ` +
      `server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)}), ${rssMb(server.child.pid).toFixed(0)} MB after`,
  );

  await report("patient's case page", casePage, deviceCookie);
  const html = await (await fetch(casePage, { headers: { Cookie: deviceCookie } })).text();
  const fileHref = /href="([^"]*\/international-patients\/case\/files\/\d+[^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
  if (fileHref) {
    const t2 = performance.now();
    const r = await fetch(new URL(fileHref, server.url), { headers: { Cookie: deviceCookie } });
    const size = (await r.arrayBuffer()).byteLength;
    console.log(`a ${(size / MB).toFixed(0)} MB report downloaded back (decrypted): ${Math.round(performance.now() - t2)} ms`);
  }
  const admin = await signInAsAdmin(server.url);
  await report(`desk queue (${caseCount + 1} cases)`, new URL("/admin/cases", server.url).toString(), admin);
  await report("desk queue, all states", new URL("/admin/cases?state=all", server.url).toString(), admin);
  await report("desk case page", new URL(`/admin/cases/${caseCount + 1}`, server.url).toString(), admin);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
