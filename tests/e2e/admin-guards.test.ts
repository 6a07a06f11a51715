// Table-driven: every route under /admin in app/routes.ts is checked, so a new admin route
// that escapes the guard fails here without anyone remembering to add it.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { BASE_URL } from "./support/browser.ts";
import { flattenRoutes } from "./support/routes.ts";

const ADMIN_LAYOUT = "routes/admin/layout.tsx";
/**
 * Real addresses for routes whose parameters name a document (flattenRoutes fills in "1"):
 * the seed stores the clinic settings, then the privacy policy, as revisions 1 and 2.
 */
const SAMPLE: Record<string, string> = {
  "/admin/content/1": "/admin/content/clinic-settings",
  "/admin/content/1/1": "/admin/content/legal/privacy-policy",
  "/admin/content/1/revisions/1": "/admin/content/clinic-settings/revisions/1",
  "/admin/content/1/1/revisions/1": "/admin/content/legal/privacy-policy/revisions/2",
  "/admin/history/1/1": "/admin/history/testimonial/1",
  // An appointment number no server reaches (other files book appointments on the shared server).
  "/admin/appointments/1": "/admin/appointments/999999999",
  // Issue 48: a case number no server reaches, and a document of it.
  "/admin/cases/1": "/admin/cases/999999999",
  "/admin/cases/1/files/1": "/admin/cases/999999999/files/1",
  "/admin/cases/1/estimate/1": "/admin/cases/999999999/estimate/1",
  "/admin/cases/1/letters/1": "/admin/cases/999999999/letters/SAM-2026-000001",
};
/** Routes only an admin may use; everything else under /admin is open to editors too. */
const ADMIN_ONLY = new Set([
  "/admin/staff",
  "/admin/security",
  "/admin/inquiries/export.csv",
  // Issue 47: the services patients book and what they hold are the clinic's settings.
  "/admin/booking-services",
  "/admin/booking-resources",
  ...Object.values(SAMPLE).filter((p) => p.startsWith("/admin/content/")),
]);
/** Sample addresses naming no row: still guarded, and answered 404 to staff of either role. */
const NO_SAMPLE_ROW = new Set([
  "/admin/appointments/999999999",
  "/admin/cases/999999999",
  "/admin/cases/999999999/files/1",
  "/admin/cases/999999999/estimate/1",
  "/admin/cases/999999999/letters/SAM-2026-000001",
]);
/** Patients' documents (cases:documents): refused to an editor before anything is looked up. */
const DOCUMENTS = new Set(["/admin/cases/999999999/files/1", "/admin/cases/999999999/letters/SAM-2026-000001"]);
/** Action-only routes: GET is answered by a redirect, not a page. */
const ACTION_ONLY = new Set([
  "/admin/logout",
  "/admin/gallery/upload",
  "/admin/account/passkeys/options",
  "/admin/account/passkeys/verify",
]);

const adminRoutes = flattenRoutes()
  .filter((r) => r.path === "/admin" || r.path.startsWith("/admin/"))
  .map((r) => ({ ...r, path: SAMPLE[r.path] ?? r.path }));

async function signIn(username: string): Promise<string> {
  const response = await fetch(new URL("/admin-login", BASE_URL), {
    method: "POST",
    redirect: "manual",
    headers: { Origin: new URL(BASE_URL).origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username, password: "demo@2025" }),
  });
  assert.equal(response.status, 302, `${username} signs in`);
  const cookie = /admin_user=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0];
  assert.ok(cookie);
  return cookie;
}

const get = (path: string, cookie?: string) =>
  fetch(new URL(path, BASE_URL), { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
const post = (path: string, headers: Record<string, string>) =>
  fetch(new URL(path, BASE_URL), {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: "intent=probe",
  });

let adminCookie = "";
let editorCookie = "";
before(async () => {
  adminCookie = await signIn("admin");
  editorCookie = await signIn("editor");
});

describe("every admin route is guarded", () => {
  it("found the admin routes in the route table", () => {
    assert.ok(adminRoutes.length >= 2, JSON.stringify(adminRoutes));
  });

  for (const route of adminRoutes) {
    describe(route.path, () => {
      it("is nested in the guarded admin layout", () => {
        assert.ok(route.layouts.includes(ADMIN_LAYOUT), `${route.file} must be a child of ${ADMIN_LAYOUT}`);
      });

      it("sends visitors without a session to the login page (GET and POST)", async () => {
        for (const response of [await get(route.path), await post(route.path, { Origin: new URL(BASE_URL).origin })]) {
          assert.equal(response.status, 302);
          assert.match(response.headers.get("location") ?? "", /^\/admin-login/);
        }
      });

      it("refuses a cross-site POST even with a valid session", async () => {
        const response = await post(route.path, { Cookie: adminCookie, Origin: "https://evil.example" });
        assert.equal(response.status, 403);
      });

      it(ADMIN_ONLY.has(route.path) ? "answers 403 to an editor and 200 to an admin" : "is open to editors and admins", async () => {
        for (const [cookie, role] of [
          [editorCookie, "editor"],
          [adminCookie, "admin"],
        ] as const) {
          const response = await get(route.path, cookie);
          const expected = ACTION_ONLY.has(route.path)
            ? 302
            : DOCUMENTS.has(route.path) && role === "editor"
              ? 403
              : NO_SAMPLE_ROW.has(route.path)
                ? 404
                : ADMIN_ONLY.has(route.path) && role === "editor"
                  ? 403
                  : 200;
          assert.equal(response.status, expected, `${role} GET ${route.path}`);
        }
      });
    });
  }
});

describe("login page", () => {
  it("refuses a sign-in posted from another site", async () => {
    const response = await fetch(new URL("/admin-login", BASE_URL), {
      method: "POST",
      redirect: "manual",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: "admin", password: "demo@2025" }),
    });
    assert.equal(response.status, 403);
    assert.equal(response.headers.get("set-cookie"), null);
  });
});
