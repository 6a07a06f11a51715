// A visa invitation letter's check, for anyone holding one (a consular officer, an airline):
// /verify/{serial} says whether the clinic issued it and whether it still stands, the date of
// issue (and of revocation) and the clinic's name. Nothing of the patient. English, as the
// letter is; not indexed, never cached (a revocation shows at once). The serial's shape is
// checked first, then each network is limited in how many serials it may try (enumeration).
import { data } from "react-router";
import type { Route } from "./+types/verify-letter";
import type { RouteHandle } from "~/root";
import { formatDay } from "~/lib/case-estimate";
import { isLetterSerial } from "~/lib/visa-letter";
import { verifyLetter } from "~/server/cases/case-letters.server";
import { readClinicSettings } from "~/server/content/clinic-settings.server";
import { contentNow } from "~/server/clock.server";
import { requestContext, servicesContext } from "~/server/context.server";
import { hashIp } from "~/server/inquiries.server";
import { hitRateLimit } from "~/server/rate-limit.server";

export const handle: RouteHandle = { hydrate: false };

/** Serials one network may check in VERIFY_WINDOW_SECONDS: a desk checking letters, not a crawl of the register. */
export const VERIFY_LIMIT = 30;
export const VERIFY_WINDOW_SECONDS = 600;

const HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" };

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const retryAfter = loaderHeaders.get("Retry-After");
  return retryAfter ? { ...HEADERS, "Retry-After": retryAfter } : HEADERS;
}

export function meta() {
  return [{ title: "Check a visa invitation letter" }, { name: "robots", content: "noindex, nofollow" }];
}

export type VerifyView =
  | { kind: "valid" | "revoked" | "unknown"; serial: string; issuedOn: string | null; revokedOn: string | null; clinicName: string }
  | { kind: "malformed"; serial: string; clinicName: string }
  | { kind: "limited"; retryMinutes: number; clinicName: string };

export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { db } = services.database;
  const serial = (params.serial ?? "").slice(0, 40);
  if (!isLetterSerial(serial)) {
    const clinicName = (await readClinicSettings(db)).name;
    return data<VerifyView>({ kind: "malformed", serial, clinicName }, { status: 404, headers: HEADERS });
  }
  const ip = context.get(requestContext).clientIp;
  const limit = await hitRateLimit(
    db,
    { key: `verify-letter:${hashIp(ip, services.ipSalt)}`, limit: VERIFY_LIMIT, windowSeconds: VERIFY_WINDOW_SECONDS },
    contentNow(services.env),
  );
  if (!limit.allowed) {
    const clinicName = (await readClinicSettings(db)).name;
    return data<VerifyView>(
      { kind: "limited", retryMinutes: Math.ceil(limit.retryAfterSeconds / 60), clinicName },
      { status: 429, headers: { ...HEADERS, "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const result = await verifyLetter(db, serial);
  return data<VerifyView>(
    { kind: result.status, serial, issuedOn: result.issuedOn, revokedOn: result.revokedOn, clinicName: result.clinicName },
    { status: result.status === "unknown" ? 404 : 200, headers: HEADERS },
  );
}

function Answer({ view }: { view: VerifyView }) {
  switch (view.kind) {
    case "valid":
      return (
        <div className="rounded-xl bg-seaglass-100 p-4 ring-1 ring-seaglass-300" data-verify="valid">
          <p className="text-xl font-bold text-ocean-900">Valid</p>
          <p className="mt-1">
            Letter <span className="font-mono">{view.serial}</span> was issued by {view.clinicName} on {formatDay(view.issuedOn!)} and has
            not been revoked.
          </p>
          <p className="mt-2 text-sm text-muted">
            Compare the names and passport numbers with the letter you hold: this page does not show them.
          </p>
        </div>
      );
    case "revoked":
      return (
        <div className="rounded-xl bg-coral-700/10 p-4 ring-1 ring-coral-500" data-verify="revoked">
          <p className="text-xl font-bold text-coral-700">Revoked</p>
          <p className="mt-1">
            Letter <span className="font-mono">{view.serial}</span> was issued by {view.clinicName} on {formatDay(view.issuedOn!)} and
            revoked on {formatDay(view.revokedOn!)}. It is no longer valid; the clinic may have issued a corrected letter with another
            serial.
          </p>
        </div>
      );
    case "unknown":
      return (
        <div className="rounded-xl bg-sand-100 p-4 ring-1 ring-sand-300" data-verify="unknown">
          <p className="text-xl font-bold text-ink">Not found</p>
          <p className="mt-1">
            {view.clinicName} has issued no letter with the serial <span className="font-mono">{view.serial}</span>. Check the serial as
            printed on the letter (SAM-, the year, then six digits).
          </p>
        </div>
      );
    case "malformed":
      return (
        <div className="rounded-xl bg-sand-100 p-4 ring-1 ring-sand-300" data-verify="malformed">
          <p className="text-xl font-bold text-ink">Not a letter serial</p>
          <p className="mt-1">
            A serial looks like SAM-2026-000123: SAM-, the year of issue, then six digits. Check it as printed on the letter.
          </p>
        </div>
      );
    case "limited":
      return (
        <div className="rounded-xl bg-sand-100 p-4 ring-1 ring-sand-300" data-verify="limited">
          <p className="text-xl font-bold text-ink">Too many checks</p>
          <p className="mt-1">
            Many serials were checked from this network in the last few minutes. Please try again in {view.retryMinutes}{" "}
            {view.retryMinutes === 1 ? "minute" : "minutes"}.
          </p>
        </div>
      );
  }
}

export default function VerifyLetter({ loaderData }: Route.ComponentProps) {
  const view = loaderData;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10 text-ink" lang="en">
      <p className="text-sm font-medium text-muted">{view.clinicName}</p>
      <h1 className="mt-1 text-2xl font-bold text-ocean-950">Visa invitation letter check</h1>
      <p className="mt-2 text-muted">The clinic's register of the medical visa invitation letters it has issued.</p>
      <div className="mt-6" aria-live="polite">
        <Answer view={view} />
      </div>
      <p className="mt-6 text-sm text-muted">This page shows no personal details. It is not a visa and does not replace the letter.</p>
    </main>
  );
}
