// WhatsApp's webhook (issue 47 item 5; docs/decisions/092): the subscription handshake, then
// delivery statuses of the messages sent and patients' replies. Nothing is read before the
// signature (X-Hub-Signature-256: HMAC-SHA256 of the exact body under the app's secret) checks.
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { queueFallback, noticesQueued, recordDelivery } from "../booking/notice-outbox.server";
import { phoneKeyOf, phoneKeySecret, withdrawConsent } from "../booking/notices.server";
import type { AppServices } from "../context.server";

/** Replies that end reminders: STOP as WhatsApp's own opt-out word, and its usual kin in the
 * site's languages (the templates' footer names STOP). */
const STOP_WORDS = new Set(["STOP", "STOP ALL", "UNSUBSCRIBE", "END", "QUIT", "रोकें", "बंद करें", "ఆపు", "ఆపండి", "توقف", "إيقاف"]);

export function isStopWord(text: string): boolean {
  return STOP_WORDS.has(
    text
      .trim()
      .replace(/[.!]+$/, "")
      .toLocaleUpperCase("en"),
  );
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Whether `header` is the body's signature under `secret`. */
export function signatureMatches(body: string, header: string | null, secret: string): boolean {
  if (!header?.startsWith("sha256=")) return false;
  const expected = createHmac("sha256", secret).update(body, "utf8").digest("hex");
  return sameText(header.slice("sha256=".length).toLowerCase(), expected);
}

const status = z.object({
  id: z.string().max(200),
  status: z.string().max(30),
  timestamp: z.string().max(20).optional(),
  errors: z.array(z.object({ code: z.number().optional(), title: z.string().max(300).optional() })).optional(),
});
const message = z.object({
  from: z.string().max(32),
  type: z.string().max(30),
  text: z.object({ body: z.string().max(4096) }).optional(),
  button: z.object({ text: z.string().max(256).optional(), payload: z.string().max(256).optional() }).optional(),
});
const payload = z.object({
  object: z.string(),
  entry: z
    .array(
      z.object({
        changes: z.array(
          z.object({
            field: z.string(),
            value: z.object({ statuses: z.array(status).max(1000).optional(), messages: z.array(message).max(1000).optional() }),
          }),
        ),
      }),
    )
    .max(100),
});

/** GET: Meta's check that this address is the app's, with the verify token it was given. */
export function verifySubscription(services: AppServices, url: URL): Response {
  const token = services.env.WHATSAPP_VERIFY_TOKEN;
  const given = url.searchParams.get("hub.verify_token") ?? "";
  const challenge = url.searchParams.get("hub.challenge") ?? "";
  if (!token || url.searchParams.get("hub.mode") !== "subscribe" || !sameText(given, token) || !/^[A-Za-z0-9_-]{1,200}$/.test(challenge)) {
    return new Response("Forbidden", { status: 403, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  }
  return new Response(challenge, { status: 200, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}

export interface WebhookOutcome {
  statuses: number;
  stops: number;
}

/** What a signed delivery tells: each status recorded, each STOP withdrawing that number's consents. */
export async function applyWebhook(services: AppServices, body: unknown, now: Date): Promise<WebhookOutcome> {
  const parsed = payload.safeParse(body);
  const outcome: WebhookOutcome = { statuses: 0, stops: 0 };
  if (!parsed.success || parsed.data.object !== "whatsapp_business_account") return outcome;
  const { db } = services.database;
  for (const change of parsed.data.entry.flatMap((e) => e.changes).filter((c) => c.field === "messages")) {
    for (const s of change.value.statuses ?? []) {
      if (s.status !== "delivered" && s.status !== "read" && s.status !== "failed") continue;
      const at = s.timestamp && /^[0-9]{1,12}$/.test(s.timestamp) ? new Date(Number(s.timestamp) * 1000) : now;
      const error = s.errors?.[0] ? `WhatsApp could not deliver it (${s.errors[0].code ?? "?"}): ${s.errors[0].title ?? ""}` : null;
      const notice = await recordDelivery(db, s.id, s.status, at, error);
      if (!notice) continue;
      outcome.statuses++;
      services.log.info({ notice: notice.id, status: s.status }, "WhatsApp status of an appointment notice");
      // Undelivered: an e-mail instead, while the reminder can still be of use.
      if (s.status === "failed" && notice.forStartsAt > now && (await queueFallback(db, notice, now))) noticesQueued();
    }
    for (const m of change.value.messages ?? []) {
      const words = m.text?.body ?? m.button?.payload ?? m.button?.text ?? "";
      if (!isStopWord(words)) continue;
      // Every reminder of that number's bookings, as the booking form promises, on either channel.
      const touched = await withdrawConsent(db, { phoneKey: phoneKeyOf(phoneKeySecret(services.ipSalt), m.from) }, "whatsapp-stop", now);
      outcome.stops++;
      // The number stays out of the log: how many bookings it touched is enough.
      services.log.info({ appointments: touched.length }, "WhatsApp STOP: reminders withdrawn");
    }
  }
  return outcome;
}

/** POST: the signature first; anything unsigned or signed otherwise is refused unread. */
export async function handleWebhookPost(services: AppServices, request: Request, now: Date): Promise<Response> {
  const secret = services.env.WHATSAPP_APP_SECRET;
  if (!secret) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  const body = await request.text();
  if (!signatureMatches(body, request.headers.get("X-Hub-Signature-256"), secret)) {
    services.log.warn("WhatsApp webhook refused: the signature does not match");
    return new Response("Bad signature", { status: 401, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return new Response("Not JSON", { status: 400, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  }
  await applyWebhook(services, json, now);
  return new Response("OK", { status: 200, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}
