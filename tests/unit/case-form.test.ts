// Issue 48 item 1: the treatment plan request's checks: attendants (both parts or neither, two at
// most), the WhatsApp number (a real number of the country's plan, kept in E.164) and the travel
// window's months in order; each message a catalogue key on its field.
import { describe, expect, it } from "vitest";
import { caseDetailsOf, caseFormSchema } from "~/server/cases/case-form.server";

const good = {
  patientName: "Khalid Al-Harthy",
  age: "58",
  writtenBy: "Son, Salim",
  country: "Oman",
  condition: "Stroke in March 2025, right side weakness",
  currentState: "Walks with a stick; speech slow",
  treatments: "Physiotherapy since April",
  medicines: "Aspirin 75 mg",
  allergies: "",
  travelFrom: "2027-02",
  travelTo: "2027-03",
  attendant1Name: "Salim Al-Harthy",
  attendant1Relation: "Son",
  attendant2Name: "",
  attendant2Relation: "",
  email: "salim@example.com",
  whatsapp: "9123 4567",
  consent: "on",
};

const issues = (input: Record<string, string | undefined>) => {
  const parsed = caseFormSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("the treatment plan request", () => {
  it("takes a whole form: the WhatsApp number in the country's plan as E.164, one attendant", () => {
    const parsed = caseFormSchema.parse(good);
    const details = caseDetailsOf(parsed);
    expect(details).toMatchObject({
      patientName: "Khalid Al-Harthy",
      age: 58,
      whatsapp: "+96891234567",
      attendants: [{ name: "Salim Al-Harthy", relation: "Son" }],
      travelFrom: "2027-02",
      travelTo: "2027-03",
      email: "salim@example.com",
    });
  });

  it("wants an attendant's name and relation together", () => {
    expect(issues({ ...good, attendant2Name: "Aisha", attendant2Relation: "" })).toEqual({ attendant2Relation: "caseDesk.errorAttendant" });
    expect(issues({ ...good, attendant1Name: "", attendant1Relation: "Son" })).toEqual({ attendant1Name: "caseDesk.errorAttendant" });
    const two = caseDetailsOf(caseFormSchema.parse({ ...good, attendant2Name: "Aisha", attendant2Relation: "Wife" }));
    expect(two.attendants).toHaveLength(2);
  });

  it("refuses a WhatsApp number no plan has, and takes none at all", () => {
    expect(issues({ ...good, whatsapp: "12345" })).toEqual({ whatsapp: "forms.errorPhoneInvalid" });
    expect(issues({ ...good, whatsapp: "+44 7911 123456" })).toEqual({});
    expect(caseDetailsOf(caseFormSchema.parse({ ...good, whatsapp: "" })).whatsapp).toBe("");
  });

  it("wants the travel window's months as months, the latest not before the earliest", () => {
    expect(issues({ ...good, travelFrom: "2027-05", travelTo: "2027-03" })).toEqual({ travelTo: "caseDesk.errorMonthOrder" });
    expect(issues({ ...good, travelFrom: "next spring" })).toEqual({ travelFrom: "caseDesk.errorMonth" });
    expect(issues({ ...good, travelTo: "2027-13" })).toEqual({ travelTo: "caseDesk.errorMonth" });
    expect(issues({ ...good, travelFrom: "", travelTo: "" })).toEqual({});
  });

  it("says what is missing by field, and still checks the rest", () => {
    const found = issues({ ...good, patientName: "  ", age: "abc", consent: undefined, whatsapp: "12345" });
    expect(found).toEqual({
      patientName: "caseDesk.errorPatientName",
      age: "caseDesk.errorAge",
      consent: "caseDesk.errorConsent",
      whatsapp: "forms.errorPhoneInvalid",
    });
    expect(issues({ ...good, age: "121" })).toEqual({ age: "caseDesk.errorAge" });
    expect(issues({ ...good, email: "salim@" })).toEqual({ email: "forms.errorEmailInvalid" });
    expect(issues({ ...good, condition: "x".repeat(2001) })).toEqual({ condition: "caseDesk.errorTooLong" });
  });
});
