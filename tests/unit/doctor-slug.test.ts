import { describe, expect, it } from "vitest";
import { doctorSlug, newDoctorSchema } from "~/lib/doctor-slug";
import { f } from "~/content-types/fields";

describe("doctorSlug", () => {
  it("makes the page address from the name, without the title", () => {
    expect(doctorSlug("Dr. Meera Rao")).toBe("meera-rao");
    expect(doctorSlug("dr  Aditya  Varma")).toBe("aditya-varma");
    expect(doctorSlug("Dr. Zoë O'Brien")).toBe("zoe-obrien");
    expect(doctorSlug("Drishti Nair")).toBe("drishti-nair");
  });
});

describe("newDoctorSchema", () => {
  it("takes a typed address, lowercased, or makes one from the name", () => {
    expect(newDoctorSchema.parse({ name: " Dr. Meera Rao ", slug: "" })).toEqual({ name: "Dr. Meera Rao", slug: "meera-rao" });
    expect(newDoctorSchema.parse({ name: "Dr. Meera Rao", slug: "Dr-Meera" })).toEqual({ name: "Dr. Meera Rao", slug: "dr-meera" });
  });
  it("names the field that is wrong", () => {
    const result = newDoctorSchema.safeParse({ name: "M", slug: "" });
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["name"]);
    const bad = newDoctorSchema.safeParse({ name: "Dr. Meera Rao", slug: "meera rao/../x" });
    expect(bad.error?.issues[0]).toMatchObject({ path: ["slug"], message: expect.stringMatching(/lowercase letters/) });
    expect(newDoctorSchema.safeParse({ name: "Dr. 李", slug: "" }).success).toBe(false);
  });
});

describe("f.image", () => {
  const image = f.image("Portrait");
  it("holds a picture on this site, or none", () => {
    expect(image.schema.parse("/media/gallery/a-1280.webp")).toBe("/media/gallery/a-1280.webp");
    expect(image.schema.parse("")).toBe("");
  });
  it("refuses another site's address", () => {
    for (const bad of ["//evil.example/x.png", "https://evil.example/x.png", "javascript:alert(1)"])
      expect(image.schema.safeParse(bad).success).toBe(false);
    expect(f.image("Share image", { optional: false }).schema.safeParse("").success).toBe(false);
  });
});
