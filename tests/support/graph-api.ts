// A stand-in for the WhatsApp Business Platform's Cloud API on loopback, for the tests, as the
// SMTP sink stands in for a mail server: it takes template messages as the Graph API does
// (bearer token, JSON body), answers with a wamid or with the API's error shape, and keeps what
// it took. `signedDelivery` posts a webhook as Meta does, signed with the app's secret.
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export const TEST_WHATSAPP = {
  phoneNumberId: "109876543210",
  token: "test-access-token-0123456789abcdef",
  appSecret: "test-app-secret-0123456789",
  verifyToken: "test-verify-token-0123456789",
};

export interface TakenMessage {
  id: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
}

export interface GraphApiStandIn {
  /** The base URL to give WHATSAPP_API_URL. */
  url: string;
  messages: TakenMessage[];
  /** Resolves once `n` messages were taken. */
  waitForMessages(n: number, timeoutMs?: number): Promise<TakenMessage[]>;
  stop(): Promise<void>;
}

export interface StandInOptions {
  /** Languages the templates are approved in; another gets error 132001, as the API answers. */
  languages?: readonly string[];
  /** Numbers (digits) that are not on WhatsApp: error 131026. */
  notOnWhatsApp?: (digits: string) => boolean;
  /** Answer 503 this many times first (the API down for a while). */
  failFirst?: number;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });

export async function startGraphApi(opts: StandInOptions = {}): Promise<GraphApiStandIn> {
  const messages: TakenMessage[] = [];
  const waiters = new Set<() => void>();
  let failures = opts.failFirst ?? 0;
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await read(req);
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(json));
      };
      const error = (status: number, code: number, message: string) =>
        answer(status, { error: { message, type: "OAuthException", code, error_data: { details: message }, fbtrace_id: "test" } });
      const path = new URL(req.url ?? "/", "http://x").pathname;
      if (req.method !== "POST" || !path.endsWith(`/${TEST_WHATSAPP.phoneNumberId}/messages`)) return error(404, 100, "Unknown path");
      if (req.headers.authorization !== `Bearer ${TEST_WHATSAPP.token}`) return error(401, 190, "Invalid OAuth access token");
      if (failures > 0) {
        failures--;
        return error(503, 131000, "Something went wrong");
      }
      const sent = JSON.parse(body) as {
        to: string;
        type: string;
        template?: { name: string; language: { code: string }; components?: Array<{ type: string; parameters: Array<{ text: string }> }> };
      };
      if (sent.type !== "template" || !sent.template) return error(400, 100, "Only templates are expected here");
      if (opts.languages && !opts.languages.includes(sent.template.language.code)) {
        return error(404, 132001, "Template name does not exist in the translation");
      }
      if (opts.notOnWhatsApp?.(sent.to)) return error(400, 131026, "Message undeliverable");
      const parameters = sent.template.components?.find((c) => c.type === "body")?.parameters.map((p) => p.text) ?? [];
      if (parameters.some((p) => /[\n\t]| {5,}/.test(p))) return error(400, 132018, "Param text cannot have new-line/tab characters");
      const id = `wamid.${randomBytes(12).toString("base64url")}`;
      messages.push({ id, to: sent.to, template: sent.template.name, language: sent.template.language.code, parameters });
      for (const wake of waiters) wake();
      answer(200, { messaging_product: "whatsapp", contacts: [{ input: sent.to, wa_id: sent.to }], messages: [{ id }] });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v23.0`,
    messages,
    waitForMessages(n, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < n) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(messages);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Only ${messages.length} of ${n} WhatsApp messages arrived`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook body as Meta sends it, with its statuses and messages. */
export function webhookBody(value: { statuses?: unknown[]; messages?: unknown[] }): string {
  return JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "waba-1",
        changes: [
          {
            field: "messages",
            value: { messaging_product: "whatsapp", metadata: { phone_number_id: TEST_WHATSAPP.phoneNumberId }, ...value },
          },
        ],
      },
    ],
  });
}

export const signatureOf = (body: string, secret = TEST_WHATSAPP.appSecret) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

/** The environment a server needs to send through the stand-in. */
export function whatsappEnv(standIn: Pick<GraphApiStandIn, "url">, languages = "en,hi,te,ar"): Record<string, string> {
  return {
    WHATSAPP_PHONE_NUMBER_ID: TEST_WHATSAPP.phoneNumberId,
    WHATSAPP_ACCESS_TOKEN: TEST_WHATSAPP.token,
    WHATSAPP_APP_SECRET: TEST_WHATSAPP.appSecret,
    WHATSAPP_VERIFY_TOKEN: TEST_WHATSAPP.verifyToken,
    WHATSAPP_API_URL: standIn.url,
    WHATSAPP_TEMPLATE_LANGUAGES: languages,
  };
}
