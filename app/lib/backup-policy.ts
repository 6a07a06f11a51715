// Which backups to keep, when the next is due, and the names backup files carry
// (docs/decisions/068). Days, weeks and months are the clinic's, in India (UTC+05:30 all year).

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

export interface KeepPolicy {
  daily: number;
  weekly: number;
  monthly: number;
}

export const DEFAULT_KEEP: KeepPolicy = { daily: 7, weekly: 4, monthly: 12 };

/** "7d,4w,12m" (any order, each optional, spaces allowed) -> a policy; null when it is not one. */
export function parseKeepPolicy(text: string): KeepPolicy | null {
  const parts = text
    .split(",")
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  if (parts.length === 0) return null;
  const policy: KeepPolicy = { daily: 0, weekly: 0, monthly: 0 };
  const seen = new Set<string>();
  for (const part of parts) {
    const m = /^(\d{1,4})\s*([dwm])$/.exec(part);
    if (!m || seen.has(m[2]!)) return null;
    seen.add(m[2]!);
    const n = Number(m[1]);
    if (m[2] === "d") policy.daily = n;
    else if (m[2] === "w") policy.weekly = n;
    else policy.monthly = n;
  }
  return policy.daily + policy.weekly + policy.monthly > 0 ? policy : null;
}

export function describeKeepPolicy(p: KeepPolicy): string {
  return `${p.daily} daily, ${p.weekly} weekly, ${p.monthly} monthly`;
}

/** The India calendar date of an instant: "2026-12-05". */
export function indiaDay(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The India week (its Monday) and month of an instant. */
function buckets(ms: number): { day: string; week: string; month: string } {
  const local = new Date(ms + IST_OFFSET_MS);
  const weekday = (local.getUTCDay() + 6) % 7; // Monday 0
  const monday = new Date(local.getTime() - weekday * DAY_MS);
  return {
    day: local.toISOString().slice(0, 10),
    week: monday.toISOString().slice(0, 10),
    month: local.toISOString().slice(0, 7),
  };
}

/**
 * Grandfather-father-son: the newest backup of each of the last `daily` days that have one,
 * of the last `weekly` weeks and of the last `monthly` months; the newest backup always.
 * Returns the ones to delete (never one the policy keeps).
 */
export function backupsToDelete<T extends { at: number }>(backups: readonly T[], policy: KeepPolicy): T[] {
  const newestFirst = [...backups].sort((a, b) => b.at - a.at);
  const keep = new Set<T>(newestFirst.slice(0, 1));
  for (const [period, limit] of [
    ["day", policy.daily],
    ["week", policy.weekly],
    ["month", policy.monthly],
  ] as const) {
    const seen = new Set<string>();
    for (const b of newestFirst) {
      const key = buckets(b.at)[period];
      if (seen.has(key)) continue;
      if (seen.size >= limit) break;
      seen.add(key);
      keep.add(b);
    }
  }
  return newestFirst.filter((b) => !keep.has(b));
}

/** samudra-20261205-023000.backup: the time (UTC) in the name, so names sort by age. */
const NAME = /^samudra-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.backup$/;

export function backupFileName(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `samudra-${iso.slice(0, 10).replace(/-/g, "")}-${iso.slice(11, 19).replace(/:/g, "")}.backup`;
}

/** The time in a backup file's name; null for any other file (never touched by the policy). */
export function backupFileTime(name: string): number | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
  return backupFileName(ms) === name ? ms : null;
}

/** "HH:MM" in India -> minutes after midnight; null when it is not a time of day. */
export function parseTimeOfDay(text: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/**
 * The India day whose scheduled backup is due at `ms`, or null before today's time: once the
 * time has passed, today's is due (also when the server was down at that time).
 */
export function scheduledBackupDay(ms: number, minutesAfterMidnight: number): string | null {
  const local = new Date(ms + IST_OFFSET_MS);
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  return minutes >= minutesAfterMidnight ? local.toISOString().slice(0, 10) : null;
}
