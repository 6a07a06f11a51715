// Issue 48 item 5: the passport form's rules. Names in Latin letters as printed, a number of
// 6-9 letters and digits without spaces, real dates, an expiry six months past the travel
// window's end; an attendant's row left empty means they are not travelling. Refusals are codes,
// keyed by field, with what was typed given back.
import { describe, expect, it } from "vitest";
import {
  addMonths,
  countryName,
  isDay,
  maskPassportNumber,
  minimumExpiry,
  PASSPORT_NAME,
  PASSPORT_NUMBER,
  passportFieldName as f,
  passportFormDefaults,
  passportMessage,
  parsePassportForm,
  travelEndDay,
} from "~/lib/passport";

const patient = {
  [f(0, "fullName")]: "Khalid Said Al-Harthy",
  [f(0, "number")]: "k1234567",
  [f(0, "nationality")]: "OM",
  [f(0, "birthDate")]: "1959-04-02",
  [f(0, "expiry")]: "2030-05-01",
  [f(0, "issuingCountry")]: "OM",
};
const reader = (fields: Record<string, string>) => (name: string) => fields[name] ?? "";
const opts = { today: "2026-12-07", travelTo: "2027-03" };

describe("passport shapes", () => {
  it("accepts names as a passport prints them and refuses other scripts", () => {
    for (const ok of ["KHALID AL-HARTHY", "Maryam O'Neil", "Li", "Jean-Luc  Picard".replace(/\s+/g, " ")])
      expect(PASSPORT_NAME.test(ok)).toBe(true);
    for (const bad of ["خالد الحارثي", "José", "Anna2", "-Anna", "Anna-", "Dr. Smith"]) expect(PASSPORT_NAME.test(bad)).toBe(false);
  });

  it("accepts 6 to 9 capital letters and digits", () => {
    for (const ok of ["K123456", "K1234567", "P99887766", "123456"]) expect(PASSPORT_NUMBER.test(ok)).toBe(true);
    for (const bad of ["K1234", "K1234567890", "k1234567", "K 123456", "K-123456"]) expect(PASSPORT_NUMBER.test(bad)).toBe(false);
  });

  it("knows real days and adds months, clamping to the month's end", () => {
    expect(isDay("2027-02-29")).toBe(false);
    expect(isDay("2028-02-29")).toBe(true);
    expect(addMonths("2027-08-31", 6)).toBe("2028-02-29");
    expect(addMonths("2027-03-31", 6)).toBe("2027-09-30");
    expect(travelEndDay("2027-03")).toBe("2027-03-31");
    expect(travelEndDay("")).toBeNull();
  });

  it("needs the passport valid six months after the travel window, or after today", () => {
    expect(minimumExpiry("2027-03", "2026-12-07")).toBe("2027-09-30");
    expect(minimumExpiry("", "2026-12-07")).toBe("2027-06-07");
    // A window already past counts from today.
    expect(minimumExpiry("2026-01", "2026-12-07")).toBe("2027-06-07");
  });

  it("masks a number for lists", () => {
    expect(maskPassportNumber("K1234567")).toBe("K12•••67");
  });

  it("names countries in English", () => {
    expect(countryName("OM")).toBe("Oman");
    expect(countryName("GB")).toBe("United Kingdom");
  });
});

describe("the passport form", () => {
  it("keeps the patient's passport, upper-casing the number, and skips an empty attendant", () => {
    const parsed = parsePassportForm(reader(patient), opts);
    expect(parsed).toEqual({
      ok: true,
      passports: {
        people: [
          {
            role: "patient",
            relation: "",
            fullName: "Khalid Said Al-Harthy",
            number: "K1234567",
            nationality: "OM",
            birthDate: "1959-04-02",
            expiry: "2030-05-01",
            issuingCountry: "OM",
          },
        ],
      },
    });
  });

  it("refuses each wrong field with its own code and gives back what was typed", () => {
    const parsed = parsePassportForm(
      reader({
        ...patient,
        [f(0, "fullName")]: "خالد الحارثي",
        [f(0, "number")]: "K 123 4567",
        [f(0, "expiry")]: "2027-06-01",
        [f(1, "fullName")]: "Salim Al-Harthy",
        [f(1, "number")]: "K12",
      }),
      opts,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toMatchObject({
      [f(0, "fullName")]: "nameLatin",
      [f(0, "number")]: "numberSpaces",
      [f(0, "expiry")]: "expiryTooSoon",
      [f(1, "number")]: "numberShape",
      [f(1, "nationality")]: "countryRequired",
      [f(1, "birthDate")]: "dateRequired",
      [f(1, "relation")]: "relationRequired",
    });
    expect(parsed.values[f(0, "fullName")]).toBe("خالد الحارثي");
    expect(parsed.values[f(1, "number")]).toBe("K12");
    expect(parsed.minExpiry).toBe("2027-09-30");
    expect(passportMessage("expiryTooSoon", { minExpiry: parsed.minExpiry })).toContain("30 September 2027");
  });

  it("refuses an expired passport and a birth date in the future", () => {
    const parsed = parsePassportForm(reader({ ...patient, [f(0, "expiry")]: "2026-01-01", [f(0, "birthDate")]: "2030-01-01" }), opts);
    expect(parsed.ok ? null : parsed.errors).toMatchObject({ [f(0, "expiry")]: "expiryPassed", [f(0, "birthDate")]: "birthFuture" });
  });

  it("starts from the names on the case when they are in Latin letters", () => {
    const values = passportFormDefaults(null, {
      patientName: "Khalid Al-Harthy",
      attendants: [
        { name: "سالم", relation: "Son" },
        { name: "Maryam O'Neil", relation: "Wife" },
      ],
    });
    expect(values[f(0, "fullName")]).toBe("Khalid Al-Harthy");
    expect(values[f(1, "fullName")]).toBe("");
    expect(values[f(1, "relation")]).toBe("Son");
    expect(values[f(2, "fullName")]).toBe("Maryam O'Neil");
  });
});
