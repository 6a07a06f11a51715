// Issue 48 item 1: a case's private link (30 days; tampered, another case's or an ended version
// opens nothing), the device cookie that remembers cases (a family's), and one-time codes kept
// only as HMACs bound to their case.
import { describe, expect, it } from "vitest";
import {
  caseLinkToken,
  checkLinkToken,
  codeHash,
  DEVICE_CASES,
  deviceCookieHeader,
  deviceCookieValue,
  deviceHolds,
  linkCaseId,
  newCode,
  readDeviceCookie,
} from "~/server/cases/case-access.server";

const SECRET = "test-case-secret";
const DAY = 86_400_000;
const NOW = new Date("2026-12-10T08:00:00Z");
const later = (days: number) => new Date(NOW.getTime() + days * DAY);
const caseA = { id: 41, reference: "IC-7K3QX2", linkVersion: 1 };
const caseB = { id: 42, reference: "IC-P9RT4M", linkVersion: 1 };

describe("the private link", () => {
  const token = caseLinkToken(SECRET, caseA, NOW);

  it("opens its case for 30 days, then says expired", () => {
    expect(linkCaseId(token)).toBe(41);
    expect(checkLinkToken(SECRET, token, caseA, NOW)).toBe("valid");
    expect(checkLinkToken(SECRET, token, caseA, later(29))).toBe("valid");
    expect(checkLinkToken(SECRET, token, caseA, later(30))).toBe("expired");
  });

  it("opens nothing when altered, under another key, for another case or after the link version was raised", () => {
    const [id, day, mac] = token.split(".") as [string, string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`;
    expect(checkLinkToken(SECRET, `${id}.${day}.${flipped}`, caseA, NOW)).toBe("invalid");
    // A later issue day typed in by hand (to stretch the 30 days) breaks the HMAC.
    expect(checkLinkToken(SECRET, `${id}.${(parseInt(day, 36) + 20).toString(36)}.${mac}`, caseA, later(40))).toBe("invalid");
    expect(checkLinkToken("another-secret", token, caseA, NOW)).toBe("invalid");
    expect(checkLinkToken(SECRET, token, { ...caseB, id: 41 }, NOW)).toBe("invalid");
    expect(checkLinkToken(SECRET, token, caseB, NOW)).toBe("invalid");
    expect(checkLinkToken(SECRET, token, { ...caseA, linkVersion: 2 }, NOW)).toBe("invalid");
    expect(checkLinkToken(SECRET, "not-a-token", caseA, NOW)).toBe("invalid");
    expect(linkCaseId("../../etc")).toBeNull();
  });

  it("is new for a raised link version and from the day it is issued", () => {
    const raised = caseLinkToken(SECRET, { ...caseA, linkVersion: 2 }, later(3));
    expect(checkLinkToken(SECRET, raised, { ...caseA, linkVersion: 2 }, later(32))).toBe("valid");
    expect(checkLinkToken(SECRET, raised, caseA, later(3))).toBe("invalid");
  });
});

describe("the device cookie", () => {
  it("holds several cases, the newest first, each until its own 30 days end", () => {
    const one = deviceCookieValue(SECRET, [], caseA, NOW);
    const two = deviceCookieValue(SECRET, readDeviceCookie(SECRET, one, later(10)), caseB, later(10));
    const entries = readDeviceCookie(SECRET, two, later(11));
    expect(entries.map((e) => e.caseId)).toEqual([42, 41]);
    expect(deviceHolds(entries, caseA)).toBe(true);
    expect(deviceHolds(entries, caseB)).toBe(true);
    // caseA's entry ends after day 30, caseB's after day 40.
    const at35 = readDeviceCookie(SECRET, two, later(35));
    expect(deviceHolds(at35, caseA)).toBe(false);
    expect(deviceHolds(at35, caseB)).toBe(true);
    expect(readDeviceCookie(SECRET, two, later(41))).toEqual([]);
  });

  it("keeps at most DEVICE_CASES cases, forgetting the oldest", () => {
    let value = "";
    for (let id = 1; id <= DEVICE_CASES + 2; id++) {
      value = deviceCookieValue(SECRET, readDeviceCookie(SECRET, value, NOW), { id, linkVersion: 1 }, NOW);
    }
    const ids = readDeviceCookie(SECRET, value, NOW).map((e) => e.caseId);
    expect(ids).toHaveLength(DEVICE_CASES);
    expect(ids).not.toContain(1);
    expect(ids[0]).toBe(DEVICE_CASES + 2);
  });

  it("drops an altered entry, one under another key, and one for an ended link version", () => {
    const value = deviceCookieValue(SECRET, readDeviceCookie(SECRET, deviceCookieValue(SECRET, [], caseA, NOW), NOW), caseB, NOW);
    // Case 42's entry renamed to case 43: its HMAC no longer matches.
    const [first, second] = value.split("~") as [string, string];
    const renamed = [first.replace(/^[0-9a-z]+\./, `${(43).toString(36)}.`), second].join("~");
    expect(readDeviceCookie(SECRET, renamed, NOW).map((e) => e.caseId)).toEqual([41]);
    expect(readDeviceCookie("another-secret", value, NOW)).toEqual([]);
    expect(deviceHolds(readDeviceCookie(SECRET, value, NOW), { ...caseA, linkVersion: 2 })).toBe(false);
    expect(readDeviceCookie(SECRET, "garbage~~x.y.z", NOW)).toEqual([]);
  });

  it("is HttpOnly and SameSite=Lax, Secure on HTTPS", () => {
    expect(deviceCookieHeader("v", true)).toBe("case_access=v; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure");
    expect(deviceCookieHeader("v", false)).not.toContain("Secure");
  });
});

describe("one-time codes", () => {
  it("are six digits, stored as an HMAC bound to the case", () => {
    const codes = new Set(Array.from({ length: 200 }, () => newCode()));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(190);
    const hash = codeHash(SECRET, 41, "042917");
    expect(hash).not.toContain("042917");
    expect(codeHash(SECRET, 41, "042917")).toBe(hash);
    expect(codeHash(SECRET, 42, "042917")).not.toBe(hash);
    expect(codeHash(SECRET, 41, "042918")).not.toBe(hash);
    expect(codeHash("another-secret", 41, "042917")).not.toBe(hash);
  });
});
