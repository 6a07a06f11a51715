// Issue 48 item 5: the visa letter's serial and words. Every fact the letter is issued with
// appears in its text (names, passport numbers, nationalities, findings, therapies, stay,
// estimate, doctor and registration, serial, verification address); nothing is left blank.
import { describe, expect, it } from "vitest";
import { isLetterSerial, type LetterBody, letterSerial, letterText, travelWindowText, verifyUrl } from "~/lib/visa-letter";

export const sampleLetter: LetterBody = {
  serial: "SAM-2026-000123",
  issuedOn: "2026-12-09",
  caseReference: "IC-7QK2ZP",
  clinic: {
    name: "Samudra Wellness Centre",
    address: ["Beach Road", "Visakhapatnam 530045", "India"],
    phone: "+91 90000 11001",
    email: "care@samudra.example",
    website: "samudra.example",
  },
  people: [
    {
      role: "patient",
      relation: "",
      fullName: "KHALID SAID AL-HARTHY",
      passportNumber: "K1234567",
      nationality: "Oman",
      issuingCountry: "Oman",
      birthDate: "1959-04-02",
      passportExpiry: "2030-05-01",
    },
    {
      role: "attendant",
      relation: "Son",
      fullName: "SALIM AL-HARTHY",
      passportNumber: "K7654321",
      nationality: "Oman",
      issuingCountry: "Oman",
      birthDate: "1988-09-15",
      passportExpiry: "2031-01-20",
    },
  ],
  summary: "A non-healing ulcer of the left heel in type 2 diabetes.",
  therapies: [
    { name: "Hyperbaric oxygen therapy", sessions: 20, notes: "" },
    { name: "Wound care", sessions: 1, notes: "" },
  ],
  stayDays: 28,
  travelFrom: "2027-02",
  travelTo: "2027-03",
  planVersion: 2,
  estimate: {
    lowInr: 111_000,
    highInr: 177_000,
    indicative: { code: "OMR", low: 510, high: 820, rate: { code: "OMR", inrPerUnit: "216.4", rateDate: "2026-12-01" } },
    validUntil: "2027-01-06",
  },
  doctor: { name: "Dr. Gurpreet Singh Bedi", title: "Consultant in Hyperbaric Medicine", registration: "APMC 12345" },
  verifyUrl: "https://samudra.example/verify/SAM-2026-000123",
};

describe("the letter's serial", () => {
  it("is SAM, the year of issue and a six-digit number", () => {
    expect(letterSerial(2026, 123)).toBe("SAM-2026-000123");
    expect(letterSerial(2027, 1_234_567)).toBe("SAM-2027-1234567");
    expect(isLetterSerial("SAM-2026-000123")).toBe(true);
    for (const bad of ["sam-2026-000123", "SAM-26-000123", "SAM-2026-123", "SAM-2026-000123 ", "SAM-2026-000123/x"])
      expect(isLetterSerial(bad)).toBe(false);
    expect(verifyUrl("https://samudra.example/", "SAM-2026-000123")).toBe("https://samudra.example/verify/SAM-2026-000123");
  });
});

describe("the letter's words", () => {
  it("hold every fact it was issued with", () => {
    const t = letterText(sampleLetter);
    const all = [
      t.recipient,
      t.subject,
      t.salutation,
      t.peopleHeading,
      t.peopleRows.flat(),
      t.paragraphs,
      t.closing,
      t.signature,
      t.verification,
    ]
      .flat()
      .join("\n");
    for (const fact of [
      "Consular Officer",
      "Embassy / High Commission of India",
      "KHALID SAID AL-HARTHY",
      "K1234567",
      "SALIM AL-HARTHY",
      "K7654321",
      "Attendant (Son)",
      "Oman",
      "2 Apr 1959",
      "1 May 2030",
      sampleLetter.summary,
      "Hyperbaric oxygen therapy (20 sessions) and Wound care (1 session)",
      "28 days",
      "February 2027 to March 2027",
      "INR 1,11,000 to 1,77,000",
      "about OMR 510 to 820",
      "6 January 2027",
      "not a bill or a guarantee",
      "Results vary",
      "e-Medical Attendant visas",
      "Dr. Gurpreet Singh Bedi",
      "Medical registration number: APMC 12345",
      "IC-7QK2ZP",
      "SAM-2026-000123",
      "https://samudra.example/verify/SAM-2026-000123",
    ]) {
      expect(all, fact).toContain(fact);
    }
    expect(all).not.toMatch(/undefined|null|NaN/);
    for (const row of t.peopleRows) for (const cell of row) expect(cell.trim()).not.toBe("");
  });

  it("asks only for the patient's visa when nobody travels with them", () => {
    const t = letterText({ ...sampleLetter, people: sampleLetter.people.slice(0, 1) });
    expect(t.paragraphs.join(" ")).not.toContain("Attendant");
    expect(t.paragraphs.at(-1)).toContain("e-Medical visa be granted to the patient");
  });

  it("words the travel window from what the patient gave", () => {
    expect(travelWindowText("2027-02", "2027-02")).toBe("February 2027");
    expect(travelWindowText("2027-02", "")).toBe("from February 2027");
    expect(travelWindowText("", "")).toBe("");
  });
});
