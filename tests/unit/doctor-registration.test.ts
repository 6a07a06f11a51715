// Issue 48 item 5: a doctor's medical registration number (printed on visa letters) is a field of
// the doctor declaration since schema version 2; profiles stored before it are upgraded to an
// empty number, which the clinic then fills in.
import { describe, expect, it } from "vitest";
import { doctorType } from "~/content-types/doctor";
import { schemaVersionOf, upgradeValue } from "~/content-types/types";

describe("the doctor's registration number", () => {
  it("is optional, kept as typed, and added empty to profiles stored before it", () => {
    expect(schemaVersionOf(doctorType)).toBe(2);
    const field = doctorType.fields.fields.registration;
    expect(field.optional).toBe(true);
    expect(field.schema.safeParse("").success).toBe(true);
    expect(field.schema.safeParse("APMC 12345").success).toBe(true);
    expect(upgradeValue(doctorType, 1, { name: "Dr. A" })).toEqual({ name: "Dr. A", registration: "" });
    expect(upgradeValue(doctorType, 1, { name: "Dr. A", registration: "NMC 1" })).toEqual({ name: "Dr. A", registration: "NMC 1" });
  });
});
