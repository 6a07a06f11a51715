// Following a lead up (issue 15 item 2): waiting time, overdue, dates and history lines.
import { describe, expect, it } from "vitest";
import { formatDay, historyText, hoursWaiting, isOverdue, replyWithinHours, waitingLabel } from "~/lib/inquiry-follow-up";
import { followUpInput, noteInput } from "~/server/admin/inquiry-input.server";

const now = new Date("2026-11-25T12:00:00Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe("the promised reply time", () => {
  it("is the clinic settings' hours, or the cautious 24 for settings stored before they had them", () => {
    expect(replyWithinHours({ notifications: { overdueHours: 6 } })).toBe(6);
    expect(replyWithinHours({ notifications: {} })).toBe(24);
    expect(replyWithinHours({})).toBe(24);
  });
});

describe("waiting", () => {
  it("counts whole hours, never below zero", () => {
    expect(hoursWaiting(hoursAgo(26.9), now)).toBe(26);
    expect(hoursWaiting(new Date(now.getTime() + 60_000), now)).toBe(0);
  });
  it("is overdue only while new, from the set number of hours", () => {
    expect(isOverdue({ status: "new", createdAt: hoursAgo(24) }, now, 24)).toBe(true);
    expect(isOverdue({ status: "new", createdAt: hoursAgo(23.5) }, now, 24)).toBe(false);
    expect(isOverdue({ status: "contacted", createdAt: hoursAgo(100) }, now, 24)).toBe(false);
    expect(isOverdue({ status: "new", createdAt: hoursAgo(5) }, now, 4)).toBe(true);
  });
  it("says hours under two days, then days", () => {
    expect(waitingLabel(0)).toBe("Waiting 0 h");
    expect(waitingLabel(47)).toBe("Waiting 47 h");
    expect(waitingLabel(50)).toBe("Waiting 2 days");
  });
});

describe("dates and history", () => {
  it("shows a day as the inbox does", () => {
    expect(formatDay("2026-12-01")).toBe("1 Dec 2026");
  });
  it("words each kind of change", () => {
    expect(historyText({ kind: "status", fromValue: "new", toValue: "contacted" })).toBe("Status: New → Contacted");
    expect(historyText({ kind: "assigned", fromValue: null, toValue: "meera" })).toBe("Assigned to meera");
    expect(historyText({ kind: "assigned", fromValue: "meera", toValue: null })).toBe("Unassigned (was meera)");
    expect(historyText({ kind: "follow-up", fromValue: null, toValue: "2026-12-01" })).toBe("Follow-up set for 1 Dec 2026");
    expect(historyText({ kind: "follow-up", fromValue: "2026-12-01", toValue: null })).toBe("Follow-up date removed");
  });
});

describe("the follow-up forms' input", () => {
  it("reads nobody and no date as nulls", () => {
    expect(followUpInput.parse({ id: "7", assignedTo: "", followUpOn: " " })).toEqual({ id: 7, assignedTo: null, followUpOn: null });
    expect(followUpInput.parse({ id: "7", assignedTo: "3", followUpOn: "2026-12-01" })).toEqual({
      id: 7,
      assignedTo: 3,
      followUpOn: "2026-12-01",
    });
  });
  it("refuses a bad date or staff id with a clear message", () => {
    expect(followUpInput.safeParse({ id: "7", assignedTo: "", followUpOn: "tomorrow" }).error?.issues[0]?.message).toBe(
      "Follow up on: enter a date like 2026-12-01.",
    );
    expect(followUpInput.safeParse({ id: "7", assignedTo: "x", followUpOn: "" }).error?.issues[0]?.message).toMatch(/staff member/);
  });
  it("wants a note's text, at most 2000 characters", () => {
    expect(noteInput.safeParse({ id: "7", body: "   " }).error?.issues[0]?.message).toBe("Please write the note before adding it.");
    expect(noteInput.safeParse({ id: "7", body: "x".repeat(2001) }).error?.issues[0]?.message).toBe(
      "A note can be at most 2000 characters.",
    );
    expect(noteInput.parse({ id: "7", body: " Called, will visit Monday " }).body).toBe("Called, will visit Monday");
  });
});
