// The operational health an uptime monitor reads (issue 43 item 5): the database answers, lead
// mail goes out, backups are recent. Pure, so each verdict is unit-tested; the server gathers
// the figures (observability/health.server.ts).

export interface HealthInputs {
  now: Date;
  /** When this process started: a backup cannot be "too old" before the first one was due. */
  startedAt: Date;
  database: { ok: boolean; ms: number | null };
  mail: {
    configured: boolean;
    /** The oldest mail still waiting after at least one failed try, if any. */
    failingSince: Date | null;
    lastError: string | null;
  };
  /** Null where backups are not set up on this installation. */
  backup: { lastGoodAt: Date | null } | null;
}

export interface HealthThresholds {
  /** Mail failing for longer than this turns the health degraded. */
  mailFailingMinutes: number;
  /** The last good backup older than this turns the health degraded. */
  backupMaxAgeHours: number;
}

export interface HealthCheck {
  name: "database" | "mail" | "backup";
  ok: boolean;
  detail: string;
}

/** Something wrong worth one alert: the key is the same for as long as it lasts. */
export interface Incident {
  check: "mail" | "backup";
  key: string;
  summary: string;
}

export interface Health {
  status: "ok" | "degraded" | "error";
  checks: HealthCheck[];
  incidents: Incident[];
}

const minutesBetween = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / 60_000);

function ageText(minutes: number): string {
  if (minutes < 120) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`;
}

export function evaluateHealth(input: HealthInputs, limits: HealthThresholds): Health {
  const checks: HealthCheck[] = [];
  const incidents: Incident[] = [];
  const { now } = input;

  checks.push(
    input.database.ok
      ? { name: "database", ok: true, detail: `answers in ${Math.round(input.database.ms ?? 0)} ms` }
      : { name: "database", ok: false, detail: "does not answer" },
  );

  const mail = input.mail;
  if (!mail.configured) {
    checks.push({ name: "mail", ok: true, detail: "not set up (no SMTP_URL)" });
  } else if (mail.failingSince && minutesBetween(mail.failingSince, now) >= limits.mailFailingMinutes) {
    const detail = `failing for ${ageText(minutesBetween(mail.failingSince, now))}${mail.lastError ? `: ${mail.lastError}` : ""}`;
    checks.push({ name: "mail", ok: false, detail });
    incidents.push({ check: "mail", key: `mail:${mail.failingSince.toISOString()}`, summary: `Lead mail has been ${detail}` });
  } else {
    checks.push({ name: "mail", ok: true, detail: mail.failingSince ? "retrying a failed mail" : "sending" });
  }

  if (input.backup) {
    const last = input.backup.lastGoodAt;
    const reference = last ?? input.startedAt;
    const age = minutesBetween(reference, now);
    if (age >= limits.backupMaxAgeHours * 60) {
      const detail = last ? `the last good backup is ${ageText(age)} old` : `no good backup yet, ${ageText(age)} after the start`;
      checks.push({ name: "backup", ok: false, detail });
      incidents.push({ check: "backup", key: `backup:${last ? last.toISOString() : "none"}`, summary: `Backups: ${detail}` });
    } else {
      checks.push({ name: "backup", ok: true, detail: last ? `last good backup ${ageText(age)} ago` : "none yet" });
    }
  }

  const status = !input.database.ok ? "error" : checks.every((c) => c.ok) ? "ok" : "degraded";
  return { status, checks, incidents };
}
