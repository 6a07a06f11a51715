// Issue 48: the case desk's states, moves and service clocks (app/lib/case-desk.ts).
import { describe, expect, it } from "vitest";
import {
  CASE_REFERENCE,
  CASE_STATES,
  canMove,
  caseReferenceFrom,
  clockText,
  type CaseClockFacts,
  firstAnswerClock,
  manualMoves,
  planClock,
  type StateChange,
} from "~/lib/case-desk";
import { storedCaseRetentionDays } from "~/lib/case-retention";
import { maskEmail } from "~/lib/case-details";

const H = 3_600_000;
const t0 = new Date("2026-12-01T04:00:00Z");
const at = (hours: number) => new Date(t0.getTime() + hours * H);
const hours = { firstAnswer: 24, plan: 48 };
const facts = (over: Partial<CaseClockFacts> = {}): CaseClockFacts => ({
  submittedAt: t0,
  firstAnsweredAt: null,
  planSentAt: null,
  changes: [],
  ...over,
});
const change = (to: StateChange["to"], h: number): StateChange => ({ to, at: at(h) });

describe("moves by hand", () => {
  it("plan sent, accepted and letter issued are never picked from a list", () => {
    for (const from of CASE_STATES) {
      for (const to of ["plan_sent", "accepted", "letter_issued"] as const) expect(canMove(from, to)).toBe(false);
    }
  });

  it("every working state can be closed or declined; a finished case only reopened for review", () => {
    expect(manualMoves("new")).toEqual(["records_incomplete", "under_review", "closed", "declined"]);
    expect(manualMoves("closed")).toEqual(["under_review"]);
    expect(manualMoves("declined")).toEqual(["under_review"]);
    expect(canMove("closed", "declined")).toBe(false);
    expect(canMove("arrived", "closed")).toBe(true);
  });
});

describe("first-answer clock", () => {
  it("runs from arrival, turns late after the hours, and is met by the first answer", () => {
    expect(firstAnswerClock(facts(), hours, at(23))).toMatchObject({ state: "running", dueAt: at(24) });
    expect(clockText(firstAnswerClock(facts(), hours, at(23)))).toBe("due in 1 h");
    const late = firstAnswerClock(facts(), hours, at(27));
    expect(late.state).toBe("late");
    expect(clockText(late)).toBe("3 h overdue");
    expect(firstAnswerClock(facts({ firstAnsweredAt: at(5) }), hours, at(100)).state).toBe("met");
    expect(clockText(firstAnswerClock(facts({ firstAnsweredAt: at(30) }), hours, at(100)))).toBe("met 6 h late");
  });

  it("stops when the case is declined unanswered", () => {
    expect(firstAnswerClock(facts({ changes: [change("declined", 2)] }), hours, at(50)).state).toBe("stopped");
  });
});

describe("plan clock", () => {
  it("has not started until the records are complete", () => {
    expect(planClock(facts({ changes: [change("records_incomplete", 1)] }), hours, at(10)).state).toBe("not_started");
  });

  it("starts at review and is due the clinic's hours later", () => {
    const clock = planClock(facts({ changes: [change("under_review", 10)] }), hours, at(20));
    expect(clock).toMatchObject({ state: "running", dueAt: at(58) });
    expect(planClock(facts({ changes: [change("under_review", 10)] }), hours, at(60)).state).toBe("late");
  });

  it("pauses while waiting on the patient, and the wait moves the due moment", () => {
    const changes = [change("under_review", 10), change("records_incomplete", 20), change("under_review", 50)];
    // Paused from 20 h while waiting: shown as paused, due moved by the wait so far.
    const waiting = planClock(facts({ changes: changes.slice(0, 2) }), hours, at(40));
    expect(waiting.state).toBe("paused");
    expect(waiting.dueAt).toEqual(at(58 + 20));
    expect(clockText(waiting)).toBe("paused: waiting on the patient");
    // Back under review at 50 h: 30 h of waiting added.
    expect(planClock(facts({ changes }), hours, at(60))).toMatchObject({ state: "running", dueAt: at(88) });
  });

  it("is met by sending the plan, on time or late", () => {
    const changes = [change("under_review", 10)];
    expect(planClock(facts({ changes, planSentAt: at(40) }), hours, at(100)).state).toBe("met");
    expect(planClock(facts({ changes, planSentAt: at(70) }), hours, at(100))).toMatchObject({ state: "late", metAt: at(70) });
  });

  it("the clinic's hours set the due moment", () => {
    expect(planClock(facts({ changes: [change("under_review", 0)] }), { firstAnswer: 4, plan: 72 }, at(1)).dueAt).toEqual(at(72));
  });
});

describe("references, addresses and retention", () => {
  it("a reference has six characters without look-alikes", () => {
    const ref = caseReferenceFrom(new Uint8Array([0, 1, 31, 32, 255, 100]));
    expect(ref).toMatch(CASE_REFERENCE);
    expect(ref).toBe("IC-23Z2Z6");
  });

  it("an address is masked to its first letter and domain", () => {
    expect(maskEmail("amira.hassan@example.om")).toBe("a•••@example.om");
    expect(maskEmail("nonsense")).toBe("•••");
  });

  it("a tampered retention setting reads as the default", () => {
    expect(storedCaseRetentionDays(90)).toBe(90);
    expect(storedCaseRetentionDays(5)).toBe(180);
    expect(storedCaseRetentionDays("90")).toBe(180);
  });
});
