// npm run bench:memory [-- --minutes 3 --concurrency 6 --rounds 2 --rest 30 --env NAME=VALUE …]
// Where the server's memory goes under a security review's mix of requests (issue 49 item 7;
// docs/decisions/065). Copies DATA_DIR (a PGlite folder; seed it with `npm run seed:bulk --
// --inquiries 20000 --testimonials 2000`) to DATA_DIR.memory-bench, starts the production build
// on the copy as `npm start` does (the same V8 flags and glibc settings; demo mode, four
// languages, inquiries not rate-limited), and for `--rounds` rounds of `--minutes` replays:
// public pages in four languages (cache hits, and misses with query strings), a scanner's odd
// URLs (404s, traversal, long paths), staff pages signed in (dashboard, inbox with searches,
// editors, lists, the CSV export), valid and invalid inquiries, 2 MB bodies (public, anonymous
// staff, signed-in editor), inquiry status changes (which drop the page cache) and image uploads.
// `--rest` seconds of quiet follow each round.
//
// At the start, after each round and after each rest it reads the server's own report (over
// the IPC channel: app/server/memory-report.server.ts) and /proc/<pid>/smaps, and splits RSS
// into: files mapped (the node binary, libraries), PGlite's WebAssembly memory, JIT code, the
// V8 heaps of the server and of the database's thread, and the rest (malloc: Buffers, zlib,
// sharp, V8's own). `--env NAME=VALUE` passes settings to the server, to compare them;
// `--skip "<kind>"` leaves a kind of request (as the summary names it) out of the mix;
// `--malloc-trim` ends by measuring how much of the rest malloc holds free (needs gdb).
// It writes inquiries, status changes and images: the copy is deleted afterwards (--keep keeps it).
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { memoryReport, procMemoryMB, signInAsAdmin, startProductionServer } from "./production-server.ts";

const { values: args } = parseArgs({
  options: {
    minutes: { type: "string", default: "3" },
    concurrency: { type: "string", default: "6" },
    rounds: { type: "string", default: "2" },
    rest: { type: "string", default: "30" },
    env: { type: "string", multiple: true, default: [] },
    keep: { type: "boolean", default: false },
    skip: { type: "string", multiple: true, default: [] },
    "malloc-trim": { type: "boolean", default: false },
  },
});
const MINUTES = Number(args.minutes);
const CONCURRENCY = Number(args.concurrency);
const ROUNDS = Number(args.rounds);
const REST_S = Number(args.rest);
const extraEnv = Object.fromEntries(args.env.map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]));

const source = process.env.DATA_DIR;
if (!source || !existsSync(`${source}/pglite`)) {
  console.error("Set DATA_DIR to a PGlite folder seeded with `npm run seed:bulk -- --inquiries 20000 --testimonials 2000`.");
  process.exit(2);
}
const dataDir = `${source.replace(/\/+$/, "")}.memory-bench`;
rmSync(dataDir, { recursive: true, force: true });
cpSync(source, dataDir, { recursive: true });

const MB = 1024 * 1024;
const mb = (bytes) => bytes / MB;

// ---- the server's memory, from /proc and from its own report

/** RSS of each mapping of the process (smaps), in bytes, with its size and name. */
function mappings(pid) {
  const out = [];
  let current = null;
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      current = { size: parseInt(head[2], 16) - parseInt(head[1], 16), perm: head[3], name: head[4], rss: 0 };
      out.push(current);
    } else if (current && line.startsWith("Rss:")) {
      current.rss = Number(/(\d+)/.exec(line)[1]) * 1024;
    }
  }
  return out;
}

/** RSS split by what holds it. Bytes. */
async function sample(server, label) {
  const report = await memoryReport(server.child);
  const maps = mappings(server.child.pid);
  const rss = procMemoryMB(server.child.pid, "VmRSS") * MB;
  const sum = (list) => list.reduce((n, m) => n + m.rss, 0);
  const files = maps.filter((m) => m.name.startsWith("/"));
  // PGlite's memory: the one writable mapping exactly as large as the WebAssembly memory (V8
  // reserves guard pages after it, mapped without access).
  const wasmBytes = report.database?.wasmBytes ?? -1;
  const wasm = maps.filter((m) => m.size === wasmBytes && m.perm === "rw-p" && !m.name);
  const jit = maps.filter((m) => m.perm === "rwxp" && !m.name);
  const brk = maps.filter((m) => m.name === "[heap]");
  const anon = maps.filter((m) => !m.name && !wasm.includes(m) && !jit.includes(m));
  const physical = (spaces) => Object.values(spaces).reduce((n, s) => n + s.physical, 0);
  const mainHeap = physical(report.spaces);
  const threadHeap = report.database?.heapTotal ?? 0;
  return {
    label,
    rss,
    files: sum(files),
    wasmResident: sum(wasm),
    wasmBytes: Math.max(0, wasmBytes),
    jit: sum(jit),
    mainHeap,
    oldSpace: report.spaces.old_space?.physical ?? 0,
    heapUsed: report.heapUsed,
    threadHeap,
    threadHeapUsed: report.database?.heapUsed ?? 0,
    mallocedMemory: report.mallocedMemory,
    // Everything else anonymous: malloc's main arena ([heap]) and its other arenas and large
    // blocks, less the V8 heaps (their pages are anonymous mappings too).
    malloc: sum(brk) + sum(anon) - mainHeap - threadHeap,
    external: report.external,
    arrayBuffers: report.arrayBuffers,
    pageCache: report.pageCache?.bytes ?? 0,
    pageCacheEntries: report.pageCache?.entries ?? 0,
    pgContexts: report.database?.contexts.total ?? 0,
    pgLargest: report.database?.contexts.largest ?? [],
    statements: report.database?.statements ?? 0,
  };
}

/** The server's CPU time (all its threads), in ms: utime + stime, in ticks of 10 ms (USER_HZ 100). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

// ---- requests

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY * 2 });
let base;
let origin;

/** One request with a raw path (no normalisation: a scanner's `\` and `%2e` reach the server as sent). */
function send({ method = "GET", path, headers = {}, body }) {
  return new Promise((resolve) => {
    const req = request(
      `${base}`,
      { method, path, agent, headers: body ? { ...headers, "Content-Length": body.length } : headers },
      (res) => {
        let bytes = 0;
        res.on("data", (chunk) => (bytes += chunk.length));
        res.on("end", () => resolve({ status: res.statusCode, bytes, headers: res.headers }));
        res.on("error", () => resolve({ status: "aborted", bytes }));
      },
    );
    req.on("error", (error) => resolve({ status: error.code ?? "error", bytes: 0 }));
    req.end(body);
  });
}

let seed = 42;
/** Deterministic, so that two runs send the same mix. */
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const int = (max) => Math.floor(random() * max);
const word = () => Array.from({ length: 3 + int(10) }, () => "abcdefghijklmnopqrstuvwxyz"[int(26)]).join("");
const ENCODINGS = ["gzip", "br", "gzip, deflate, br", "identity", ""];
const encoding = () => {
  const e = pick(ENCODINGS);
  return e ? { "Accept-Encoding": e } : {};
};
const LANGUAGES = ["", "/hi", "/te", "/ar"];
const SERVICES = [
  "Hyperbaric Oxygen Therapy",
  "Cryotherapy",
  "Zero Gravity Gait Trainer",
  "Hydrogen Inhalation",
  "Post-Pregnancy Rehabilitation",
  "General Consultation",
];
const SEARCHES = ["kumar", "zenobia", "98765", "asha", "sharma", "priya", "reddy", "nair", "' OR 1=1 --", "<script>", "ज्योति", "a", "zz"];
const STATUSES = ["new", "contacted", "booked", "closed"];
/** The files a public page loads (its scripts, styles, images), read from the home page. */
let STATIC_FILES = ["/favicon.svg"];

function scannerPath() {
  return pick([
    () => `/${word()}`,
    () => `/${word()}/${word()}`,
    () => `${pick(LANGUAGES)}/${word()}`,
    () => `/therapy/${word()}`,
    () => `/doctors/${word()}`,
    () => `/${word()}.php?id=${int(1000)}'`,
    () => pick(["/wp-login.php", "/.env", "/.git/config", "/server-status", "/phpmyadmin/", "/cgi-bin/test.cgi", "/xmlrpc.php"]),
    () => `/admin/${word()}`,
    () => `/%2e%2e/%2e%2e/etc/passwd`,
    () => `/\\${word()}.example/%2e%2e`,
    () => `/about?${word()}=%3Cscript%3Ealert(${int(100)})%3C/script%3E`,
    () => `/?q=${encodeURIComponent(pick(SEARCHES))}&${word()}=${int(1e6)}`,
    () => `/about/`,
    () => `/About`,
    () => `/index.html`,
    () => `/api/inquiries/${word()}`,
    () => `/media/${word()}.jpg`,
    () => `/assets/${word()}.js`,
    () => `/${"a".repeat(100 + int(1900))}`,
    () => `/privacy-policy/${2000 + int(40)}-${1 + int(12)}-${1 + int(28)}`,
    () => `/reviews?after=${int(3000)}`,
    () => `/sitemap.xml`,
    () => `/robots.txt`,
  ])();
}

const form = (fields) => Buffer.from(new URLSearchParams(fields).toString());
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

/** A 2 MB urlencoded body of many short fields, as a scanner's or a fuzzer's. */
const TWO_MB = Buffer.from(
  Array.from({ length: 200_000 }, (_, i) => `f${i}=xxxx`)
    .join("&")
    .slice(0, 2 * MB - 1),
);

function inquiry() {
  const valid = random() < 0.5;
  const which = pick(["home", "contact", "therapy", "international", "wellness"]);
  const name = valid ? `Bench ${word()}` : pick(["", "x".repeat(500), "<img src=x onerror=alert(1)>"]);
  const phone = valid ? `+91 9${String(int(1e9)).padStart(9, "0")}` : pick(["", "abc", "1"]);
  const fields =
    which === "international"
      ? { fullName: name, country: "Oman", contact: phone, therapy: pick(["HBOT", "Cryotherapy", "General"]), message: word() }
      : which === "wellness"
        ? { name, email: valid ? `${word()}@example.com` : "nope", phone, message: word() }
        : { name, phone, service: valid ? pick(SERVICES) : word(), message: "I would like to know more. ".repeat(1 + int(20)) };
  return {
    method: "POST",
    path: `/api/inquiries/${which}`,
    headers: { ...FORM, Origin: origin, Accept: "application/json" },
    body: form(fields),
  };
}

let jpeg;
function upload(cookie) {
  const boundary = `----bench${int(1e9)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBench ${word()}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nFacility\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nThe clinic's ${word()}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${word()}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    method: "POST",
    path: "/admin/gallery/upload",
    headers: { Cookie: cookie, Origin: origin, Accept: "application/json", "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body,
  };
}

/** The mix: each entry its share of requests (they add up to 1000). */
function mix({ cookie, publicPaths, staffPaths, editorPaths }) {
  const staff = { Cookie: cookie };
  let exporting = false;
  const table = [
    [380, "public page", () => ({ path: `${pick(LANGUAGES)}${pick(publicPaths)}`.replace(/(.)\/$/, "$1"), headers: encoding() })],
    [
      40,
      "public page, form's service",
      () => ({ path: `${pick(LANGUAGES)}/?service=${encodeURIComponent(pick(SERVICES))}`, headers: encoding() }),
    ],
    [
      80,
      "public page, unknown query",
      () => ({ path: `${pick(LANGUAGES)}${pick(publicPaths)}?utm_source=${word()}`, headers: encoding() }),
    ],
    [170, "scanner URL", () => ({ path: scannerPath(), headers: encoding() })],
    [30, "static file", () => ({ path: pick(STATIC_FILES), headers: encoding() })],
    [100, "staff page", () => ({ path: pick(staffPaths), headers: { ...staff, ...encoding() } })],
    [40, "inbox search", () => ({ path: `/admin/inquiries?q=${encodeURIComponent(pick(SEARCHES))}`, headers: staff })],
    [
      20,
      "inbox filter",
      () => ({ path: `/admin/inquiries?status=${pick(STATUSES)}&source=${pick(["home", "contact", "wellness"])}`, headers: staff }),
    ],
    [40, "editor", () => ({ path: pick(editorPaths), headers: staff })],
    [50, "inquiry post", inquiry],
    [8, "2 MB public post", () => ({ method: "POST", path: "/api/inquiries/home", headers: { ...FORM, Origin: origin }, body: TWO_MB })],
    [8, "2 MB anonymous staff post", () => ({ method: "POST", path: "/admin/account", headers: FORM, body: TWO_MB })],
    [
      2,
      "2 MB editor post",
      () => ({ method: "POST", path: pick(editorPaths), headers: { ...FORM, ...staff, Origin: origin }, body: TWO_MB }),
    ],
    [
      15,
      "inquiry status change",
      () => ({
        method: "POST",
        path: "/admin/inquiries",
        headers: { ...FORM, ...staff, Origin: origin },
        body: form({ intent: "status", id: String(1 + int(20000)), status: pick(STATUSES) }),
      }),
    ],
    [5, "image upload", () => upload(cookie)],
    [
      12,
      "CSV export",
      () =>
        exporting
          ? { path: "/admin", headers: staff }
          : ((exporting = true),
            { path: "/admin/inquiries/export.csv", headers: { ...staff, "Accept-Encoding": "gzip" }, done: () => (exporting = false) }),
    ],
  ];
  for (let i = table.length - 1; i >= 0; i -= 1) if (args.skip.includes(table[i][1])) table.splice(i, 1);
  const total = table.reduce((n, [share]) => n + share, 0);
  return () => {
    let at = random() * total;
    for (const [share, kind, make] of table) {
      at -= share;
      if (at < 0) return { kind, ...make() };
    }
    return { kind: table[0][1], ...table[0][2]() };
  };
}

async function round(next, ms, counts) {
  const until = Date.now() + ms;
  const client = async () => {
    while (Date.now() < until) {
      const { kind, done, ...req } = next();
      const res = await send(req);
      done?.();
      const key = `${kind} ${res.status}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
}

// ---- the run

const server = await startProductionServer(
  {
    DATA_DIR: dataDir,
    SITE_LANGUAGES: "en,hi,te,ar",
    INQUIRY_RATE_LIMIT: "1000000",
    ...extraEnv,
  },
  { ipc: true },
);
base = server.url;
origin = new URL(server.url).origin;
const samples = [];
const rssEverySecond = [];
const sampler = setInterval(() => rssEverySecond.push(procMemoryMB(server.child.pid, "VmRSS")), 1000);
try {
  jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 120, b: 160 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
  const cookie = await signInAsAdmin(base);
  // What the site links to: its sitemap (every page, English addresses) and the content index.
  const sitemap = await (await fetch(new URL("/sitemap.xml", base))).text();
  const publicPaths = [...new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname))].filter(
    (p) => !/^\/(hi|te|ar)(\/|$)/.test(p),
  );
  const home = await (await fetch(new URL("/", base))).text();
  STATIC_FILES = [
    ...new Set([...home.matchAll(/(?:href|src)="(\/(?:assets|illustrations|media)\/[^"?#]+|\/[a-z-]+\.(?:svg|png))"/g)].map((m) => m[1])),
  ];
  const contentIndex = await (await fetch(new URL("/admin/content", base), { headers: { Cookie: cookie } })).text();
  const editorPaths = [...new Set([...contentIndex.matchAll(/href="(\/admin\/content\/[^"?#]+)"/g)].map((m) => m[1]))];
  const staffPaths = [
    "/admin",
    "/admin/inquiries",
    "/admin/inquiries?sort=waiting",
    "/admin/testimonials",
    "/admin/therapies",
    "/admin/gallery",
    "/admin/youtube",
    "/admin/doctors",
    "/admin/content",
    "/admin/staff",
    "/admin/security",
    "/admin/account",
    "/admin/account/passkeys",
    "/admin/history/inquiry/1",
  ];
  const next = mix({ cookie, publicPaths, staffPaths, editorPaths });
  console.log(
    `memory bench: PGlite copy of ${source}, ${publicPaths.length} public pages × 4 languages, ${editorPaths.length} editors, ${STATIC_FILES.length} static files; ` +
      `${ROUNDS} × ${MINUTES} min at ${CONCURRENCY} connections, ${REST_S} s rest after each` +
      (Object.keys(extraEnv).length ? `; env ${args.env.join(" ")}` : "") +
      (args.skip.length ? `; without ${args.skip.join(", ")}` : ""),
  );
  samples.push(await sample(server, "start"));
  const counts = new Map();
  for (let r = 1; r <= ROUNDS; r += 1) {
    const began = Date.now();
    const cpuBefore = cpuMs(server.child.pid);
    const requestsBefore = [...counts.values()].reduce((a, b) => a + b, 0);
    await round(next, MINUTES * 60_000, counts);
    const requests = [...counts.values()].reduce((a, b) => a + b, 0);
    // CPU per request moves little with the machine's other load; requests per second do.
    const perRequest = (cpuMs(server.child.pid) - cpuBefore) / (requests - requestsBefore);
    console.log(
      `round ${r}: ${requests - requestsBefore} requests in ${((Date.now() - began) / 1000).toFixed(0)} s, server CPU ${perRequest.toFixed(2)} ms a request`,
    );
    samples.push(await sample(server, `after round ${r}`));
    await new Promise((resolve) => setTimeout(resolve, REST_S * 1000));
    samples.push(await sample(server, `${REST_S} s later`));
  }
  const byKind = new Map();
  for (const [key, n] of counts) {
    const kind = key.slice(0, key.lastIndexOf(" "));
    byKind.set(kind, `${byKind.get(kind) ? `${byKind.get(kind)}, ` : ""}${key.slice(key.lastIndexOf(" ") + 1)}×${n}`);
  }
  console.log("\nrequests by kind and status:");
  for (const [kind, statuses] of byKind) console.log(`  ${kind}: ${statuses}`);

  const f = (n) => mb(n).toFixed(0);
  console.log("\nMB | " + samples.map((s) => s.label).join(" | "));
  console.log("---|" + samples.map(() => "---").join("|"));
  const rows = [
    ["RSS", (s) => f(s.rss)],
    ["files mapped (node, libraries)", (s) => f(s.files)],
    ["PGlite WebAssembly memory, resident (of grown)", (s) => `${f(s.wasmResident)} (${f(s.wasmBytes)})`],
    ["  PostgreSQL memory contexts", (s) => f(s.pgContexts)],
    ["JIT code", (s) => f(s.jit)],
    ["server V8 heap, resident", (s) => f(s.mainHeap)],
    ["  old space", (s) => f(s.oldSpace)],
    ["  objects in use", (s) => f(s.heapUsed)],
    ["database thread's V8 heap (in use)", (s) => `${f(s.threadHeap)} (${f(s.threadHeapUsed)})`],
    ["malloc and other (rest)", (s) => f(s.malloc)],
    ["  external (Buffers…)", (s) => f(s.external)],
    ["  V8's own malloc (compiler zones…)", (s) => f(s.mallocedMemory)],
    ["  page cache (entries)", (s) => `${f(s.pageCache)} (${s.pageCacheEntries})`],
    ["named statements", (s) => String(s.statements)],
  ];
  for (const [name, cell] of rows) console.log(`${name} | ${samples.map(cell).join(" | ")}`);
  const last = samples.at(-1);
  console.log(`\nlargest PostgreSQL memory contexts at the end: ${last.pgLargest.map((c) => `${c.name} ${f(c.bytes)}`).join(", ")}`);
  console.log(
    `RSS each second: min ${Math.min(...rssEverySecond).toFixed(0)}, max ${Math.max(...rssEverySecond).toFixed(0)} MB; high-water mark ${procMemoryMB(server.child.pid, "VmHWM").toFixed(0)} MB`,
  );
  if (args["malloc-trim"]) {
    // How much of "malloc and other" is memory glibc has been given back and keeps: gdb asks
    // the server's glibc to return every free page (malloc_trim(0)). Needs gdb and ptrace rights.
    const before = procMemoryMB(server.child.pid, "VmRSS");
    execFileSync("gdb", ["-p", String(server.child.pid), "-batch", "-ex", "call (int)malloc_trim(0)"], {
      stdio: "ignore",
      timeout: 60_000,
    });
    const after = procMemoryMB(server.child.pid, "VmRSS");
    console.log(
      `malloc_trim(0): RSS ${before.toFixed(0)} -> ${after.toFixed(0)} MB (${(before - after).toFixed(0)} MB free in malloc's arenas)`,
    );
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  clearInterval(sampler);
  agent.destroy();
  await server.stop();
  if (!args.keep) rmSync(dataDir, { recursive: true, force: true });
}
