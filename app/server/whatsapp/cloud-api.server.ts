// The WhatsApp Business Platform's Cloud API (issue 47 item 5; docs/decisions/092): approved
// templates sent to a patient's number. Configured from the environment; the tests point
// WHATSAPP_API_URL at a stand-in on loopback (tests/support/graph-api.ts).
import type { Env } from "../env.server";

export interface TemplateMessage {
  /** E.164 ("+447700900123"); the API takes its digits. */
  to: string;
  template: string;
  /** The template's language code as approved ("en", "hi", "te", "ar"). */
  language: string;
  /** The body's {{1}}, {{2}}, … in order. */
  parameters: string[];
}

export interface WhatsApp {
  /** Sends it and gives the message's id (wamid), which the webhook's statuses name. */
  sendTemplate(message: TemplateMessage): Promise<{ id: string }>;
  /** The languages the templates are approved in. */
  languages: readonly string[];
  /** For logs and the dashboard: the API's host, never the token. */
  server: string;
}

/**
 * A refusal from the API. `permanent`: sending the same again will not work (not a WhatsApp
 * number, a template missing in that language, a parameter refused); anything else (rate limits,
 * the API down, a token to be renewed) is tried again later.
 */
export class WhatsAppError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = "WhatsAppError";
  }
}

/** Error codes after which the same message will never go through: the number is not on
 * WhatsApp or cannot get it (131026), the recipient is not allowed (131030), the template is not
 * there in that language or was paused or disabled (132000-132016), a parameter is refused
 * (131008, 131009, 100). Documented in the Cloud API's error codes. */
const PERMANENT = new Set([100, 131008, 131009, 131026, 131030, 131051, 132000, 132001, 132005, 132007, 132012, 132015, 132016]);

export function isPermanentCode(code: number | null): boolean {
  return code !== null && PERMANENT.has(code);
}

const SEND_TIMEOUT_MS = 15_000;

type WhatsAppSettings = Pick<Env, "WHATSAPP_PHONE_NUMBER_ID" | "WHATSAPP_ACCESS_TOKEN" | "WHATSAPP_APP_SECRET">;

/** Whether this installation sends on WhatsApp (the settings come all together: env.server.ts). */
export const whatsappConfigured = (env: WhatsAppSettings) =>
  Boolean(env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_ACCESS_TOKEN && env.WHATSAPP_APP_SECRET);

export function createWhatsApp(
  env: Pick<
    Env,
    "WHATSAPP_PHONE_NUMBER_ID" | "WHATSAPP_ACCESS_TOKEN" | "WHATSAPP_API_URL" | "WHATSAPP_TEMPLATE_LANGUAGES" | "WHATSAPP_APP_SECRET"
  >,
): WhatsApp | null {
  const { WHATSAPP_PHONE_NUMBER_ID: phoneId, WHATSAPP_ACCESS_TOKEN: token } = env;
  if (!phoneId || !token || !env.WHATSAPP_APP_SECRET) return null; // as whatsappConfigured, narrowing the two it uses
  const endpoint = `${env.WHATSAPP_API_URL.replace(/\/+$/, "")}/${phoneId}/messages`;
  return {
    languages: env.WHATSAPP_TEMPLATE_LANGUAGES,
    server: new URL(env.WHATSAPP_API_URL).host,
    async sendTemplate(message) {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to: message.to.replace(/[^0-9]/g, ""),
          type: "template",
          template: {
            name: message.template,
            language: { policy: "deterministic", code: message.language },
            components: [{ type: "body", parameters: message.parameters.map((text) => ({ type: "text", text })) }],
          },
        }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => null)) as {
        messages?: Array<{ id?: unknown }>;
        error?: { message?: unknown; code?: unknown; error_data?: { details?: unknown } };
      } | null;
      const id = body?.messages?.[0]?.id;
      if (response.ok && typeof id === "string") return { id };
      const code = typeof body?.error?.code === "number" ? body.error.code : null;
      const details = typeof body?.error?.error_data?.details === "string" ? `: ${body.error.error_data.details}` : "";
      const text = typeof body?.error?.message === "string" ? body.error.message : `HTTP ${response.status}`;
      // 4xx without a known code is a request this code made wrongly: retrying will not mend it.
      const permanent =
        isPermanentCode(code) || (code === null && response.status >= 400 && response.status < 500 && response.status !== 429);
      // The API's words may quote the number: kept out of the outbox's error and the log.
      const said = `${text}${details}`.replace(/\+?[0-9][0-9 ()-]{5,}[0-9]/g, "[number]");
      throw new WhatsAppError(`WhatsApp refused the message (${code ?? response.status}): ${said}`.slice(0, 400), code, permanent);
    },
  };
}
