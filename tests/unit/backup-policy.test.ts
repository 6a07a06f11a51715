import { describe, expect, it } from "vitest";
import {
  backupFileName,
  backupFileTime,
  backupsToDelete,
  DEFAULT_KEEP,
  describeKeepPolicy,
  indiaDay,
  parseKeepPolicy,
  parseTimeOfDay,
  scheduledBackupDay,
} from "~/lib/backup-policy";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 02:30 in India on 2026-12-05 (a Saturday) is 21:00 UTC the day before. */
const SAT = Date.UTC(2026, 11, 4, 21, 0);

describe("keep policy", () => {
  it("parses 7d,4w,12m in any order, and refuses what is not one", () => {
    expect(parseKeepPolicy("7d,4w,12m")).toEqual(DEFAULT_KEEP);
    expect(parseKeepPolicy(" 12M , 7d ")).toEqual({ daily: 7, weekly: 0, monthly: 12 });
    for (const bad of ["", "7", "7x", "7d,7d", "0d", "-1d", "7 days"]) expect(parseKeepPolicy(bad), bad).toBeNull();
    expect(describeKeepPolicy(DEFAULT_KEEP)).toBe("7 daily, 4 weekly, 12 monthly");
  });

  it("keeps one backup a day for 7 days, a week for 4 weeks and a month for 12 months, and the newest always", () => {
    // Two backups a day (the nightly one and a manual one) for 400 days.
    const backups = Array.from({ length: 800 }, (_, i) => ({ at: SAT - Math.floor(i / 2) * DAY - (i % 2) * 3 * HOUR, i }));
    const doomed = new Set(backupsToDelete(backups, DEFAULT_KEEP));
    const kept = backups.filter((b) => !doomed.has(b));
    expect(kept[0]).toBe(backups[0]);
    const days = new Set(kept.map((b) => indiaDay(b.at)));
    expect(days.size).toBe(kept.length); // one per day at most
    // 7 daily + the Sundays... of the last 4 weeks not already kept + months' newest: at most 23, at least 12.
    expect(kept.length).toBeGreaterThanOrEqual(12);
    expect(kept.length).toBeLessThanOrEqual(23);
    // The newest of each of the last 7 days.
    expect(kept.slice(0, 7).map((b) => indiaDay(b.at))).toEqual(Array.from({ length: 7 }, (_, d) => indiaDay(SAT - d * DAY)));
    // Nothing older than 12 months and a little.
    expect(Math.min(...kept.map((b) => b.at))).toBeGreaterThan(SAT - 366 * DAY);
    // The newest backup of every kept month.
    expect(new Set(kept.map((b) => indiaDay(b.at).slice(0, 7))).size).toBe(12);
  });

  it("deletes nothing while there are fewer backups than the policy keeps", () => {
    const backups = [0, 1, 2].map((d) => ({ at: SAT - d * DAY }));
    expect(backupsToDelete(backups, DEFAULT_KEEP)).toEqual([]);
    expect(backupsToDelete([{ at: SAT }], { daily: 0, weekly: 0, monthly: 1 })).toEqual([]);
  });
});

describe("backup names and schedule", () => {
  it("names files by their UTC time and reads the time back; other names are not backups", () => {
    expect(backupFileName(Date.UTC(2026, 11, 5, 2, 30, 7))).toBe("samudra-20261205-023007.backup");
    expect(backupFileTime("samudra-20261205-023007.backup")).toBe(Date.UTC(2026, 11, 5, 2, 30, 7));
    for (const other of [
      "samudra-20261205-023007.tar.gz",
      "samudra-20261305-023007.backup",
      "notes.txt",
      "samudra-20261205-023007.backup.partial",
    ]) {
      expect(backupFileTime(other), other).toBeNull();
    }
  });

  it("is due once the time of day has passed in India, also long after it", () => {
    const at = parseTimeOfDay("02:30")!;
    expect(at).toBe(150);
    expect(parseTimeOfDay("24:00")).toBeNull();
    expect(parseTimeOfDay("2:30")).toBeNull();
    expect(scheduledBackupDay(SAT - 60_000, at)).toBeNull();
    expect(scheduledBackupDay(SAT, at)).toBe("2026-12-05");
    expect(scheduledBackupDay(SAT + 20 * HOUR, at)).toBe("2026-12-05");
    expect(scheduledBackupDay(SAT + 21 * HOUR + 29 * 60_000, at)).toBe("2026-12-05");
    expect(scheduledBackupDay(SAT + 22 * HOUR, at)).toBeNull(); // 00:30 on the 6th, before 02:30
  });
});
