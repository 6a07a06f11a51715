// The one fill of realistic data (issue 45): `npm run seed:bulk` and every benchmark and test that
// needs many leads (scripts/bench/fill-inquiries.ts) generate the same rows, because what the
// dashboard and the search cost depends on exactly what is in them. Years of a clinic in
// Visakhapatnam: surnames whose frequencies follow the region's (Reddy, Rao and Kumar very
// common, a long tail of rare ones), a sixth of names in Devanagari, Telugu or Arabic script,
// mobile numbers from the few operator series a region's numbers share (so a four-digit run like
// "9848" repeats) typed in the five ways patients type them, leads that are mostly closed after
// a few weeks and still new or awaiting a call-back only recently, staff notes and status
// history, campaigns that ran for a quarter, and the page views of every day.
import { getTableColumns, sql } from "drizzle-orm";
import type { Db } from "./client.server";
import { loadingInquiries } from "./bulk-load.server";
import { inquiries, inquiryEvents, inquiryNotes } from "./schema.server";
import { compactRollups, vacuumRollups } from "../repos/lead-reports.server";
import { KEEP_SENT_DAYS } from "../mail/outbox.server";

/** Written in ip_hash: marks a row as made by the fill (a real hash is 64 hex digits). */
export const SEED_BULK_MARK = "seed:bulk";
export const THREE_YEARS_MS = 3 * 365 * 86_400_000;
/** A retention (days) that keeps three years of bulk rows past the next start's clean-up. */
export const BULK_RETENTION_DAYS = 3 * 365 + 30;
const DAY_MS = 86_400_000;
const BATCH = 1_000;

/** Deterministic (mulberry32): the same command makes the same rows. */
export function makeRandom(seed = 20_2026) {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
  const chance = (p: number) => random() < p;
  const digits = (n: number) => {
    let s = "";
    for (let i = 0; i < n; i += 1) s += Math.floor(random() * 10);
    return s;
  };
  /** The k-th of `xs` with weight 1/(k+1): a few very common, a long tail of rare ones. */
  const zipf = <T>(xs: readonly T[]): T => {
    const h = harmonic(xs.length);
    let u = random() * h;
    for (let k = 0; k < xs.length; k += 1) {
      u -= 1 / (k + 1);
      if (u <= 0) return xs[k] as T;
    }
    return xs[xs.length - 1] as T;
  };
  return { random, pick, chance, digits, zipf };
}
export type Random = ReturnType<typeof makeRandom>;

const harmonics = new Map<number, number>();
function harmonic(n: number): number {
  let h = harmonics.get(n);
  if (h === undefined) {
    h = 0;
    for (let k = 1; k <= n; k += 1) h += 1 / k;
    harmonics.set(n, h);
  }
  return h;
}

// Most common first (Andhra Pradesh and Telangana, then the rest of India).
const SURNAMES = [
  "Reddy",
  "Rao",
  "Kumar",
  "Naidu",
  "Sharma",
  "Varma",
  "Raju",
  "Chowdary",
  "Prasad",
  "Babu",
  "Murthy",
  "Devi",
  "Sastry",
  "Nair",
  "Singh",
  "Patel",
  "Gupta",
  "Iyer",
  "Menon",
  "Pillai",
  "Krishnan",
  "Das",
  "Khan",
  "Joseph",
  "Goud",
  "Yadav",
  "Mishra",
  "Bhat",
  "Shetty",
  "Agarwal",
  "Kamath",
  "Hegde",
  "Banerjee",
  "Mukherjee",
  "Chatterjee",
  "Ghosh",
  "Bose",
  "Dutta",
  "Sen",
  "Roy",
  "Kulkarni",
  "Deshpande",
  "Joshi",
  "Patil",
  "Jadhav",
  "Thomas",
  "Mathew",
  "Varghese",
  "Abraham",
  "George",
  "Subramaniam",
  "Venkataraman",
  "Ramachandran",
  "Balasubramanian",
  "Srinivasan",
  "Kotla",
  "Yerramsetti",
  "Pothuri",
  "Gorantla",
  "Vemula",
];
const GIVEN = [
  "Lakshmi",
  "Srinivas",
  "Venkatesh",
  "Ravi",
  "Sai",
  "Priya",
  "Suresh",
  "Ramesh",
  "Anjali",
  "Kiran",
  "Padma",
  "Satya",
  "Rajesh",
  "Sunitha",
  "Madhavi",
  "Naveen",
  "Harish",
  "Deepa",
  "Arjun",
  "Kavya",
  "Sneha",
  "Asha",
  "Meera",
  "Vijay",
  "Anil",
  "Swathi",
  "Prasanna",
  "Bhavani",
  "Gopal",
  "Radha",
  "Mohammed",
  "Irfan",
  "Ayesha",
  "Tejaswini",
  "Chaitanya",
  "Manoj",
  "Sowmya",
  "Durga",
  "Nagendra",
  "Vasantha",
];
const SCRIPT_NAMES = [
  "లక్ష్మి రెడ్డి",
  "రవి కుమార్",
  "సుధ రెడ్డి",
  "వెంకటేశ్ రావు",
  "శ్రీనివాస్ నాయుడు",
  "పద్మ వర్మ",
  "आशा राव",
  "रवि कुमार",
  "प्रिया शर्मा",
  "सुनीता गुप्ता",
  "فاطمة الزهراء",
  "محمد الأحمد",
  "عائشة خان",
  "أحمد حسن",
];
const FOREIGN_NAMES = [
  "John Smith",
  "Fatima Al-Sayed",
  "Olena Kovalenko",
  "Chinedu Okafor",
  "Maria García",
  "Ahmed Hassan",
  "Sarah O'Connor",
  "Kenji Watanabe",
  "Aisha Bello",
  "Lukas Müller",
  "Mohammed Al-Balushi",
  "Grace Wanjiru",
];
// The operator series of most of the region's mobiles: their digits repeat across numbers.
const SERIES = [
  "98480",
  "98490",
  "99490",
  "94400",
  "94401",
  "97000",
  "90000",
  "70130",
  "63000",
  "80080",
  "91000",
  "95020",
  "93910",
  "88850",
];
const FOREIGN = [
  { country: "United Arab Emirates", phone: (r: Random) => `+971 5${r.digits(1)} ${r.digits(3)} ${r.digits(4)}` },
  { country: "Oman", phone: (r: Random) => `+968 9${r.digits(3)} ${r.digits(4)}` },
  { country: "Kenya", phone: (r: Random) => `+254 7${r.digits(2)} ${r.digits(6)}` },
  { country: "Nigeria", phone: (r: Random) => `+234 80${r.digits(1)} ${r.digits(3)} ${r.digits(4)}` },
  { country: "United Kingdom", phone: (r: Random) => `+44 7${r.digits(3)} ${r.digits(6)}` },
  { country: "United States", phone: (r: Random) => `+1 (${r.digits(3)}) ${r.digits(3)}-${r.digits(4)}` },
  { country: "Bangladesh", phone: (r: Random) => `+880 1${r.digits(3)}-${r.digits(6)}` },
];
const DOMAINS = [
  "gmail.com",
  "gmail.com",
  "gmail.com",
  "gmail.com",
  "gmail.com",
  "gmail.com",
  "yahoo.co.in",
  "yahoo.com",
  "outlook.com",
  "hotmail.com",
  "rediffmail.com",
  "icloud.com",
];
const THERAPIES = [
  "Hyperbaric Oxygen Therapy",
  "Cryotherapy",
  "Zero Gravity Gait Trainer",
  "Hydrogen Inhalation",
  "Post-Pregnancy Rehabilitation",
  "General",
] as const;
const THERAPY_SLUGS = [
  "hyperbaric-oxygen-therapy",
  "cryotherapy",
  "zero-gravity-gait-trainer",
  "hydrogen-inhalation",
  "post-pregnancy-rehabilitation",
];
const MESSAGES = [
  "Please call me back.",
  "My father had a stroke in March and walks with support. Is the gait trainer suitable for him?",
  'Knee pain since "May", worse on stairs, doctor suggested physiotherapy',
  "What is the cost per session and how many sessions are usually needed?",
  "We are travelling from Muscat for treatment. Do you help with visas and a place to stay near the clinic? My mother is 68 and diabetic.",
  "मेरी माँ को घुटनों में दर्द है, कृपया संपर्क करें।",
  "నాకు వెన్నునొప్పి ఉంది, అపాయింట్‌మెంట్ కావాలి.",
  "أرغب في معرفة تفاصيل العلاج بالأكسجين",
  "=cmd|' /C calc'!A0", // a visitor's attempt at CSV injection: the export must neutralise it
  "Post-delivery back pain, 4 months after C-section.\nAvailable weekdays after 5 pm.",
];
const NOTES = [
  "Called, no answer. Will try again tomorrow.",
  "Spoke to the patient's son; sent the price list on WhatsApp.",
  "Booked an assessment with the physiotherapist.",
  "Asked for MRI report before suggesting sessions.",
  "Patient will visit after Sankranti.",
  "Not interested any more, found a clinic nearer home.",
];
const SOURCES = ["home", "home", "therapy", "therapy", "contact", "wellness"] as const;
const CAMPAIGNS = ["knee-pain", "stroke-rehab", "gcc-travel", "post-pregnancy", "sankranti-offer"];

/** An Indian mobile as a patient types it: one of five forms, mostly from a common series. */
function indianMobile(r: Random): string {
  const ten = r.chance(0.75) ? `${r.pick(SERIES)}${r.digits(5)}` : `${r.pick(["6", "7", "8", "9"])}${r.digits(9)}`;
  const [a, b] = [ten.slice(0, 5), ten.slice(5)];
  return r.pick([`+91 ${a} ${b}`, `+91 ${a} ${b}`, ten, ten, `0${a} ${b}`, `+91-${a}-${b}`, `+91${ten}`]);
}

/** A lead's status as a clinic's years leave it: settled when old, open when recent. */
function statusFor(r: Random, ageDays: number): "new" | "contacted" | "booked" | "closed" {
  const u = r.random();
  if (ageDays < 3) return u < 0.55 ? "new" : u < 0.85 ? "contacted" : u < 0.95 ? "booked" : "closed";
  if (ageDays < 30) return u < 0.12 ? "new" : u < 0.45 ? "contacted" : u < 0.7 ? "booked" : "closed";
  return u < 0.015 ? "new" : u < 0.06 ? "contacted" : u < 0.3 ? "booked" : "closed";
}

export interface BulkRowOptions {
  now: number;
  /** How far back leads go. */
  spreadMs: number;
  /** Staff who answer leads (assignees, note authors); empty leaves them unassigned. */
  staff: readonly number[];
}

type InquiryRow = typeof inquiries.$inferInsert;

/** One lead: `i` numbers it (it makes e-mail addresses unique), `previous` is the one before. */
export function bulkInquiry(r: Random, i: number, previous: Date | null, o: BulkRowOptions): InquiryRow {
  const international = r.chance(0.25);
  const foreign = international ? r.pick(FOREIGN) : null;
  const scripted = r.chance(0.15);
  const given = r.zipf(GIVEN);
  const surname = r.zipf(SURNAMES);
  const name = scripted ? r.pick(SCRIPT_NAMES) : international && r.chance(0.7) ? r.pick(FOREIGN_NAMES) : `${given} ${surname}`;
  // Leads grow over the years: the density falls linearly from today to half of it at the
  // spread's far end (the inverse of that distribution's CDF).
  const back = Math.floor(o.spreadMs * (2 - Math.sqrt(4 - 3 * r.random())));
  // About 2 % share the previous row's timestamp: the export's keyset must break such ties.
  const createdAt = previous && r.chance(0.02) ? previous : new Date(o.now - Math.min(o.spreadMs, Math.max(0, back)));
  const ageDays = (o.now - createdAt.getTime()) / DAY_MS;
  const status = statusFor(r, ageDays);
  // Most leads are answered within hours, a few after days; later status changes come after.
  // Never later than now: a recent lead's answer and history are in the past (they showed as
  // tomorrow's on the dashboard's Recent activity).
  const answeredAt = status === "new" ? null : new Date(Math.min(o.now, createdAt.getTime() + Math.floor(r.random() ** 3 * 3 * DAY_MS)));
  const attributed = r.chance(0.45);
  const quarter = `${createdAt.getUTCFullYear()}q${Math.floor(createdAt.getUTCMonth() / 3) + 1}`;
  const open = status === "new" || status === "contacted";
  const followUp =
    open && ageDays < 60 && r.chance(0.5)
      ? new Date(createdAt.getTime() + Math.floor(r.random() * 21) * DAY_MS).toISOString().slice(0, 10)
      : null;
  const local = scripted || international ? "patient" : `${given}.${surname}`.toLowerCase();
  return {
    source: international ? "international" : r.pick(SOURCES),
    name,
    phone: r.chance(0.92) ? (foreign ? foreign.phone(r) : indianMobile(r)) : null,
    email: r.chance(international ? 0.8 : 0.45)
      ? `${local}${r.chance(0.6) ? 1960 + Math.floor(r.random() * 45) : ""}.${i}@${r.pick(DOMAINS)}`
      : null,
    country: foreign ? foreign.country : r.chance(0.7) ? "India" : null,
    interest: r.pick(THERAPIES),
    travelDates:
      international && r.chance(0.6)
        ? `${r.pick(["March", "April", "June", "October", "December"])} ${createdAt.getUTCFullYear() + (r.chance(0.3) ? 1 : 0)}`
        : null,
    message: r.chance(0.85) ? r.pick(MESSAGES).repeat(r.chance(0.05) ? 8 : 1) : null,
    status,
    statusChangedAt: answeredAt && new Date(Math.min(o.now, answeredAt.getTime() + Math.floor(r.random() * 2 * DAY_MS))),
    statusChangedBy: answeredAt && o.staff.length > 0 ? r.pick(o.staff) : null,
    firstContactedAt: answeredAt,
    assignedTo: o.staff.length > 0 && (open ? r.chance(0.6) : r.chance(0.3)) ? r.pick(o.staff) : null,
    followUpOn: followUp,
    createdAt,
    ipHash: SEED_BULK_MARK,
    language: international && r.chance(0.4) ? "ar" : r.pick(["en", "en", "en", "en", "te", "te", "hi"]),
    pagePath: attributed
      ? r.pick(["/", "/international-patients", "/wellness-programs", `/therapy/${r.pick(THERAPY_SLUGS)}`, "/contact"])
      : null,
    landingPath: attributed && r.chance(0.7) ? r.pick(["/", "/international-patients", "/doctors", "/te", "/hi", "/ar"]) : null,
    referrerHost:
      attributed && r.chance(0.6)
        ? r.zipf(["www.google.com", "www.facebook.com", "l.instagram.com", "www.practo.com", "www.bing.com"])
        : null,
    utmSource: attributed && r.chance(0.3) ? r.zipf(["google", "facebook", "instagram", "newsletter"]) : null,
    utmMedium: attributed && r.chance(0.3) ? r.pick(["cpc", "social", "email"]) : null,
    utmCampaign: attributed && r.chance(0.25) ? `${r.zipf(CAMPAIGNS)}-${quarter}` : null,
    device: r.chance(0.85) ? r.pick(["phone", "phone", "phone", "desktop", "tablet"] as const) : null,
  };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The table's columns by their names in the rows: every one but the serial key and the generated. */
const inquiryColumns = () => Object.entries(getTableColumns(inquiries)).filter(([key, column]) => key !== "id" && !column.generated);

/**
 * One batch as one JSON parameter: a thousand rows of 28 columns are 28,000 bound parameters
 * otherwise, whose parsing on the embedded database took most of the load's time.
 */
async function insertAsJson(tx: Tx, rows: InquiryRow[]) {
  const columns = inquiryColumns();
  const records = rows.map((row) =>
    Object.fromEntries(columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key] ?? null])),
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const result = await tx.execute(sql`
    insert into inquiries (${names})
    select ${names} from json_populate_recordset(null::inquiries, ${JSON.stringify(records)}::json)
    returning id, status, created_at, first_contacted_at`);
  return (
    result as unknown as {
      rows: Array<{ id: number; status: string; created_at: string | Date; first_contacted_at: string | Date | null }>;
    }
  ).rows.map((r) => ({
    id: r.id,
    status: r.status,
    answeredAt: r.first_contacted_at === null ? null : new Date(r.first_contacted_at),
  }));
}

export interface AddBulkOptions {
  count: number;
  /** Numbers the new rows after those already made (unique e-mail addresses across runs). */
  firstIndex?: number;
  now?: number;
  spreadMs?: number;
  random?: Random;
  log?: (line: string) => void;
  /** The page views of the days spanned (about 200 rows a day); off for tests that need leads only. */
  pageViews?: boolean;
}

/**
 * Adds `count` leads with their notes and status history, and the page views of the days they
 * span, in one bulk load; then folds the dashboard's rollups and analyses the tables, so the
 * database is as a clinic's is after an ordinary hour, not mid-load.
 */
export async function addBulkInquiries(db: Db, opts: AddBulkOptions): Promise<void> {
  const r = opts.random ?? makeRandom();
  const now = opts.now ?? Date.now();
  const spreadMs = opts.spreadMs ?? THREE_YEARS_MS;
  const staff = (
    (await db.execute(sql`select id from users where disabled_at is null order by id limit 6`)) as unknown as {
      rows: Array<{ id: number }>;
    }
  ).rows.map((u) => u.id);
  const o: BulkRowOptions = { now, spreadMs, staff };
  const began = performance.now();
  const before = await maxInquiryId(db);
  let previous: Date | null = null;
  await loadingInquiries(db, async (tx) => {
    for (let done = 0; done < opts.count;) {
      const rows: InquiryRow[] = [];
      for (let n = Math.min(BATCH, opts.count - done); n > 0; n -= 1) {
        const row = bulkInquiry(r, (opts.firstIndex ?? 0) + done + rows.length, previous, o);
        previous = row.createdAt ?? null;
        rows.push(row);
      }
      const stored = await insertAsJson(tx, rows);
      const notes: (typeof inquiryNotes.$inferInsert)[] = [];
      const events: (typeof inquiryEvents.$inferInsert)[] = [];
      for (const lead of stored) {
        if (!lead.answeredAt) continue;
        const by = staff.length > 0 ? r.pick(staff) : null;
        events.push({
          inquiryId: lead.id,
          userId: by,
          kind: "status",
          fromValue: "new",
          toValue: lead.status === "closed" && r.chance(0.5) ? "contacted" : lead.status,
          at: lead.answeredAt,
        });
        for (let k = r.chance(0.4) ? 1 + Math.floor(r.random() * 3) : 0; k > 0; k -= 1) {
          notes.push({
            inquiryId: lead.id,
            userId: by,
            body: r.pick(NOTES),
            createdAt: new Date(Math.min(now, lead.answeredAt.getTime() + k * 3_600_000)),
          });
        }
      }
      if (events.length > 0) await tx.insert(inquiryEvents).values(events);
      if (notes.length > 0) await tx.insert(inquiryNotes).values(notes);
      done += rows.length;
      if (done % 50_000 === 0 || done === opts.count) {
        const s = (performance.now() - began) / 1000;
        opts.log?.(`  ${done} inquiries, ${Math.round(done / s)} rows/s`);
      }
    }
  });
  if (opts.pageViews !== false) await addPageViews(db, now, spreadMs, opts.count);
  await addStaffTrail(db, before, now);
  // Each batch spread over three years appended a rollup row per day and key (about two million
  // rows for 200,000 leads): folded now, not at the server's first compaction, and vacuumed,
  // since PGlite has no autovacuum and the folded rows' dead tuples otherwise made every read of
  // the rollup walk past them until the nightly maintenance (decision 074).
  await compactRollups(db);
  await vacuumRollups(db);
  // Vacuumed too, as autovacuum or the nightly maintenance would leave them within the day:
  // until a table's pages are marked all-visible, an index-only scan reads the heap anyway.
  await db.execute(sql`vacuum (analyze) inquiries, page_views, audit_log, mail_outbox`);
}

async function maxInquiryId(db: Db): Promise<number> {
  const result = (await db.execute(sql`select coalesce(max(id), 0)::int as id from inquiries`)) as unknown as {
    rows: Array<{ id: number }>;
  };
  return result.rows[0]?.id ?? 0;
}

/**
 * What answering the new leads left behind besides their history: the audit log's line for each
 * status change and note (the dashboard's "Recent activity" reads the newest of hundreds of
 * thousands), and the outbox's mail of the last KEEP_SENT_DAYS (a staff notification per lead,
 * a confirmation per patient's address and day), which the dashboard's mail check counts.
 */
async function addStaffTrail(db: Db, afterId: number, now: number): Promise<void> {
  await db.execute(sql`
    insert into audit_log (user_id, action, entity, entity_id, summary, at)
    select e.user_id, 'status', 'inquiry', e.inquiry_id::text,
      'marked inquiry #' || e.inquiry_id || ' as ' || e.to_value, e.at
    from inquiry_events e where e.inquiry_id > ${afterId} and e.kind = 'status'
    union all
    select n.user_id, 'create', 'inquiry', n.inquiry_id::text, 'added a note to inquiry #' || n.inquiry_id, n.created_at
    from inquiry_notes n where n.inquiry_id > ${afterId}`);
  const since = new Date(now - KEEP_SENT_DAYS * DAY_MS).toISOString();
  await db.execute(sql`
    insert into mail_outbox (kind, dedupe_key, inquiry_id, status, attempts, next_attempt_at, created_at, sent_at)
    select 'inquiry', 'inquiry:' || id, id, 'sent', 1, created_at, created_at, created_at + interval '40 seconds'
    from inquiries where id > ${afterId} and created_at >= ${since}::timestamptz
    on conflict do nothing`);
  await db.execute(sql`
    insert into mail_outbox (kind, dedupe_key, inquiry_id, status, attempts, next_attempt_at, created_at, sent_at)
    select 'confirmation', 'confirmation:' || india_day(created_at) || ':' || md5(lower(email)), id, 'sent', 1,
      created_at, created_at, created_at + interval '30 seconds'
    from inquiries where id > ${afterId} and created_at >= ${since}::timestamptz and email is not null
    on conflict do nothing`);
}

/**
 * The page views of every India day the leads span, at about 40 views per lead, spread over
 * the site's pages, languages, referrers and devices as the counter keeps them (one row per
 * day and kind of visit). Days already counted are left as they are.
 */
async function addPageViews(db: Db, now: number, spreadMs: number, leads: number): Promise<void> {
  const days = Math.max(1, Math.ceil(spreadMs / DAY_MS));
  const perDay = (leads * 40) / days / 60;
  await db.execute(sql`
    insert into page_views (day, path, language, referrer_host, device, views)
    select day, path, language, host, device, views from (
    select d::date as day, p.path, p.language, r.host, v.device, (${perDay} * p.w * r.w * v.w * (0.6 + ((extract(doy from d)::int * 7919) % 100) / 100.0))::int as views
    from generate_series((${new Date(now).toISOString()}::timestamptz at time zone 'Asia/Kolkata')::date - ${days}::int,
                         (${new Date(now).toISOString()}::timestamptz at time zone 'Asia/Kolkata')::date, interval '1 day') d
    cross join (values ('/', 'en', 6.0), ('/te', 'te', 2.0), ('/hi', 'hi', 1.0), ('/ar', 'ar', 0.8),
                       ('/therapy/cryotherapy', 'en', 2.0), ('/therapy/hyperbaric-oxygen-therapy', 'en', 2.0),
                       ('/te/therapy/cryotherapy', 'te', 0.6), ('/international-patients', 'en', 1.5),
                       ('/ar/international-patients', 'ar', 0.8), ('/doctors', 'en', 1.2), ('/about', 'en', 0.7),
                       ('/contact', 'en', 1.0), ('/reviews', 'en', 0.6), ('/wellness-programs', 'en', 0.5)) p(path, language, w)
    cross join (values ('', 1.0), ('(internal)', 1.5), ('www.google.com', 1.2), ('www.facebook.com', 0.3), ('l.instagram.com', 0.2)) r(host, w)
    cross join (values ('phone', 1.4), ('desktop', 0.5), ('tablet', 0.1)) v(device, w)) counted
    -- A kind of visit too rare for a day's count is not counted that day, as the counter does.
    where views > 0
    on conflict do nothing`);
}
