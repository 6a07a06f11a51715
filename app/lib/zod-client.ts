// The browser's zod (vite.config.ts points every client `import … from "zod"` here). zod 4
// compiles object parsers with `new Function` unless told not to, and probes for it when the
// first object schema is built; under our CSP (no 'unsafe-eval') that probe is refused and
// reported as a policy violation on every staff page (Lighthouse best-practices fails on
// /admin-login). Setting `jitless` before any schema exists skips both; the server keeps the
// compiled parsers.
import * as z from "zod";

z.config({ jitless: true });

export * from "zod";
export { z, z as default };
