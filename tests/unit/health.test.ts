import { describe, expect, it } from "vitest";
import { evaluateHealth, type HealthInputs } from "~/lib/health";

const now = new Date("2026-12-05T12:00:00Z");
const limits = { mailFailingMinutes: 60, backupMaxAgeHours: 30 };
const base: HealthInputs = {
  now,
  startedAt: new Date("2026-12-01T00:00:00Z"),
  database: { ok: true, ms: 2.4 },
  mail: { configured: true, failingSince: null, lastError: null },
  backup: { lastGoodAt: new Date("2026-12-05T02:00:00Z") },
};
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe("evaluateHealth", () => {
  it("is ok when the database answers, mail goes out and the last backup is recent", () => {
    const health = evaluateHealth(base, limits);
    expect(health.status).toBe("ok");
    expect(health.incidents).toEqual([]);
    expect(health.checks.map((c) => c.detail)).toEqual(["answers in 2 ms", "sending", "last good backup 10 h ago"]);
  });

  it("stays ok while mail has failed for less than the set time, then turns degraded with one stable incident", () => {
    const early = evaluateHealth(
      { ...base, mail: { ...base.mail, failingSince: minutesAgo(59), lastError: "connect ECONNREFUSED" } },
      limits,
    );
    expect(early.status).toBe("ok");
    const since = minutesAgo(61);
    const late = evaluateHealth({ ...base, mail: { ...base.mail, failingSince: since, lastError: "connect ECONNREFUSED" } }, limits);
    expect(late.status).toBe("degraded");
    expect(late.checks[1]).toEqual({ name: "mail", ok: false, detail: "failing for 61 min: connect ECONNREFUSED" });
    expect(late.incidents).toEqual([
      { check: "mail", key: `mail:${since.toISOString()}`, summary: "Lead mail has been failing for 61 min: connect ECONNREFUSED" },
    ]);
    // Later checks of the same failure give the same key: one alert per incident.
    const later = evaluateHealth(
      {
        ...base,
        now: new Date(now.getTime() + 3_600_000),
        mail: { ...base.mail, failingSince: since, lastError: "timeout" },
      },
      limits,
    );
    expect(later.incidents[0]?.key).toBe(late.incidents[0]?.key);
  });

  it("does not check mail that is not set up", () => {
    const health = evaluateHealth({ ...base, mail: { ...base.mail, configured: false, failingSince: minutesAgo(600) } }, limits);
    expect(health.status).toBe("ok");
    expect(health.checks[1]?.detail).toBe("not set up (no SMTP_URL)");
  });

  it("turns degraded when the last good backup is too old, or none came long after the start", () => {
    const old = evaluateHealth({ ...base, backup: { lastGoodAt: minutesAgo(31 * 60) } }, limits);
    expect(old.status).toBe("degraded");
    expect(old.checks[2]?.detail).toBe("the last good backup is 31 h old");
    const none = evaluateHealth({ ...base, backup: { lastGoodAt: null } }, limits);
    expect(none.checks[2]).toMatchObject({ ok: false, detail: "no good backup yet, 4 days after the start" });
    const fresh = evaluateHealth({ ...base, startedAt: minutesAgo(10), backup: { lastGoodAt: null } }, limits);
    expect(fresh.status).toBe("ok");
    expect(evaluateHealth({ ...base, backup: null }, limits).checks.map((c) => c.name)).toEqual(["database", "mail"]);
  });

  it("is an error when the database does not answer", () => {
    expect(evaluateHealth({ ...base, database: { ok: false, ms: null } }, limits).status).toBe("error");
  });
});
