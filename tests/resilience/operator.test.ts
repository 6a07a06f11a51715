// Issue 43 item 5, the operator's view, against the production server: /metrics and /health
// report a failing mail server (SMTP_URL pointing at a closed port), /health turns degraded,
// the admins get one alert mail once the mail server is back, every answer through Express
// carries an X-Request-Id that its log line names, and /metrics and /health's details are for
// this machine or the bearer token only.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { freePort, startTestSmtp } from "../support/smtp.ts";
import { createTarget, postInquiry, PUBLIC_FORMS, type RunningApp, signIn, startApp } from "./support/app.ts";

const TOKEN = "monitor-token-0123456789abcdef";
const ADMIN_MAIL = "meera@samudra-rehab.example";

type Check = { name: string; ok: boolean; detail: string };

async function health(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/health`, { headers });
  return { status: res.status, body: (await res.json()) as { status: string; checks?: Check[] } };
}

async function until<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("the operator's view", () => {
  it("reports a failing mail server in /metrics and /health, and alerts the admins once", { timeout: 180_000 }, async () => {
    const target = await createTarget("pglite", "operator");
    const smtpPort = await freePort();
    let app: RunningApp | null = null;
    let smtp: Awaited<ReturnType<typeof startTestSmtp>> | null = null;
    try {
      app = await startApp({
        dataDir: target.dataDir,
        env: {
          ...target.env,
          LOG_LEVEL: "info",
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          MAIL_FROM: "Samudra Website <website@samudra-rehab.example>",
          HEALTH_MAIL_FAILING_MINUTES: "0",
          HEALTH_CHECK_SECONDS: "5",
          METRICS_TOKEN: TOKEN,
          INQUIRY_RATE_LIMIT: "1000",
        },
      });
      const { url } = app;

      // Healthy at first; the details only for this machine.
      const first = await health(url);
      assert.equal(first.status, 200);
      assert.equal(first.body.status, "ok");
      assert.deepEqual(
        first.body.checks?.map((c) => c.name),
        ["database", "mail"],
      );
      const outside = await health(url, { "X-Forwarded-For": "203.0.113.9" });
      assert.deepEqual(outside.body, { status: "ok" }, "a visitor through a proxy sees the verdict only");

      // An admin gives an address for notices; a lead comes in. Both mails fail: SMTP is down.
      const cookie = await signIn(url, "admin");
      const saved = await fetch(`${url}/admin/account`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "email", email: ADMIN_MAIL, proof: "demo@2025" }),
      });
      assert.equal(saved.status, 302, "the address is saved");
      const requestId = saved.headers.get("x-request-id");
      assert.match(requestId ?? "", /^[0-9a-f-]{36}$/, "an answer through Express names its request");
      const form = PUBLIC_FORMS[0]!;
      assert.equal((await postInquiry(url, form, "Operator Patient", false)).answer, "stored");

      const degraded = await until("/health to turn degraded", async () => {
        const h = await health(url);
        return h.status === 503 ? h : null;
      });
      assert.equal(degraded.body.status, "degraded");
      const mailCheck = degraded.body.checks?.find((c) => c.name === "mail");
      assert.equal(mailCheck?.ok, false);
      assert.match(mailCheck?.detail ?? "", /^failing for \d+ min: .*ECONNREFUSED/);

      // A wrong password is counted beside the sign-in above.
      await assert.rejects(signIn(url, "admin", "not-the-password"), /sign-in failed: 401/);

      // /metrics: for this machine and the token holder; nobody else learns it exists.
      const metrics = await (await fetch(`${url}/metrics`)).text();
      assert.match(metrics, /^samudra_sign_in_attempts_total\{step="password",result="accepted"\} [1-9]\d*$/m);
      assert.match(metrics, /^samudra_sign_in_attempts_total\{step="password",result="refused"\} 1$/m);
      assert.match(metrics, /^samudra_mail_outbox\{state="waiting"\} [2-9]\d*$/m, "the lead's mail and the notice wait");
      assert.match(metrics, /^samudra_mail_oldest_waiting_seconds \d/m);
      assert.match(metrics, /^samudra_http_request_duration_seconds_count\{group="staff",method="POST",status="3xx"\} [1-9]/m);
      assert.match(metrics, /^samudra_http_request_duration_seconds_count\{group="(page|inquiry)",method="POST",status="2xx"\} [1-9]/m);
      assert.match(metrics, /^samudra_database_ping_seconds \d/m);
      assert.match(metrics, /^samudra_page_cache_(hits|misses)_total \d+$/m);
      assert.match(metrics, /^process_resident_memory_bytes \d+/m);
      assert.match(metrics, /^nodejs_eventloop_lag_seconds \d/m);
      assert.equal((await fetch(`${url}/metrics`, { headers: { "X-Forwarded-For": "203.0.113.9" } })).status, 404);
      const withToken = await fetch(`${url}/metrics`, {
        headers: { "X-Forwarded-For": "203.0.113.9", Authorization: `Bearer ${TOKEN}` },
      });
      assert.equal(withToken.status, 200);
      assert.match(withToken.headers.get("content-type") ?? "", /^text\/plain; version=0\.0\.4/);

      // The alert is queued once (checked every 5 s here); the mail server comes back and it goes out.
      await until("the alert to be queued", async () =>
        app!.output.join("").includes('"msg":"health degraded: admins alerted"') ? true : null,
      );
      smtp = await startTestSmtp(smtpPort);
      const mails = await until(
        "the alert mail",
        async () => {
          const alerts = smtp!.mails.filter((m) => /needs attention: lead mail/.test(m.parsed.subject ?? ""));
          return alerts.length > 0 ? alerts : null;
        },
        90_000,
      );
      assert.deepEqual(mails[0]!.envelopeTo, [ADMIN_MAIL]);
      assert.match(mails[0]!.parsed.text ?? "", /Lead mail has been failing for \d+ min/);
      assert.match(mails[0]!.parsed.text ?? "", /New inquiries are still stored/);

      const healthy = await until("/health to be ok again", async () => {
        const h = await health(url);
        return h.status === 200 ? h : null;
      });
      assert.equal(healthy.body.status, "ok");
      // One alert per incident, however many checks ran meanwhile.
      const alertsQueued = app.output.join("").split('"msg":"health degraded: admins alerted"').length - 1;
      assert.equal(alertsQueued, 1);
      assert.equal(smtp.mails.filter((m) => /needs attention/.test(m.parsed.subject ?? "")).length, 1);

      // The request's log line names the id its answer carried.
      const logged = app.output
        .join("")
        .split("\n")
        .filter((line) => line.includes(`"reqId":"${requestId}"`));
      assert.ok(
        logged.some((line) => line.includes('"msg":"request"') && line.includes('"url":"/admin/account"')),
        logged.join("\n"),
      );
    } finally {
      await app?.stop();
      await smtp?.stop();
      await target.dispose();
    }
  });
});
