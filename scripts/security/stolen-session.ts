// What a stolen staff session can do to the account's sign-in methods (issue 49 item 1), over
// HTTP against a running demo-mode server reached as http://localhost:PORT (passkeys are
// offered there from this machine):
//   NODE_ENV=production DEMO_MODE=true PORT=4200 HOST=127.0.0.1 SITE_URL=http://localhost:4200 \
//     DATA_DIR=.tmp/probe node server.ts
//   BASE=http://localhost:4200 npx tsx scripts/security/stolen-session.ts
// With only the editor's session cookie it tries to add a passkey (software authenticator) and,
// if that worked, to sign in with it from a fresh client. Prints one line per step and exits 1
// when the session alone was enough. It signs in as the demo editor: never point it at real data.
import { assert, register } from "../../tests/support/soft-authenticator";

const BASE = process.env.BASE ?? "http://localhost:4200";
const ORIGIN = new URL(BASE).origin;
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

async function post(path: string, fields: Record<string, string>, cookie = "") {
  return fetch(BASE + path, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: ORIGIN,
      "user-agent": USER_AGENT,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .find((c) => c.startsWith(`${name}=`) && c.length > name.length + 1) ?? "";

const signIn = await post("/admin-login", { username: "editor", password: process.env.PASSWORD ?? "demo@2025" });
const stolen = cookieOf(signIn, "admin_user");
if (!stolen) throw new Error(`could not sign in as the demo editor (HTTP ${signIn.status})`);
console.log(`signed in as editor: the session cookie is all the attacker has`);

const options = await post("/admin/account/passkeys/options", { name: "attacker" }, stolen);
const started = (await options.json()) as { options?: { challenge: string; rp: { id?: string }; user: { id: string } }; error?: string };
console.log(`POST /admin/account/passkeys/options with the session alone: HTTP ${options.status} ${started.error ?? "(options given)"}`);
let exitCode = 0;
if (started.options) {
  const { credential, response } = register(started.options, ORIGIN);
  const verify = await post(
    "/admin/account/passkeys/verify",
    { name: "attacker", response: JSON.stringify(response) },
    `${stolen}; ${cookieOf(options, "admin_passkey_reg")}`,
  );
  console.log(`POST /admin/account/passkeys/verify: HTTP ${verify.status} ${await verify.text()}`);
  if (verify.ok) {
    const loginOptions = await post("/admin-login/passkey/options", {});
    const login = (await loginOptions.json()) as { options: { challenge: string; rpId?: string } };
    const assertion = assert(credential, login.options, ORIGIN);
    const done = await post(
      "/admin-login/passkey/verify",
      { response: JSON.stringify(assertion) },
      cookieOf(loginOptions, "admin_passkey_login"),
    );
    const session = cookieOf(done, "admin_user");
    console.log(`passkey sign-in from a fresh client: HTTP ${done.status}, ${session ? "a new session" : "no session"}`);
    if (session) exitCode = 1;
  }
}
console.log(exitCode ? "FAIL: a session alone added a sign-in method" : "PASS: a session alone could not add a sign-in method");
process.exit(exitCode);
