import { describe, expect, it } from "vitest";
import { ISLAND_SETS } from "~/islands/sets";
import { ISLANDS_ENTRY, islandsUrlFromManifest } from "~/server/islands.server";

describe("islandsUrlFromManifest", () => {
  it("names the hashed file of the islands entry", () => {
    const json = JSON.stringify({ [ISLANDS_ENTRY]: { file: "assets/islands-ek8vqnXo.js", isEntry: true } });
    expect(islandsUrlFromManifest(json)).toBe("/assets/islands-ek8vqnXo.js");
  });

  it("reads the sign-in page's own bundle from its manifest, not the public one", () => {
    const staff = ISLAND_SETS.staff.entry;
    const json = JSON.stringify({ [staff]: { file: "assets/staff-islands-BA9GmzHl.js", isEntry: true } });
    expect(islandsUrlFromManifest(json, staff)).toBe("/assets/staff-islands-BA9GmzHl.js");
    expect(islandsUrlFromManifest(json)).toBeNull();
    expect(ISLAND_SETS.staff.manifest).not.toBe(ISLAND_SETS.public.manifest);
  });

  it("is null when the entry is missing or points outside the assets folder", () => {
    expect(islandsUrlFromManifest("{}")).toBeNull();
    expect(islandsUrlFromManifest(JSON.stringify({ [ISLANDS_ENTRY]: { file: "../secret.js" } }))).toBeNull();
    expect(islandsUrlFromManifest(JSON.stringify({ [ISLANDS_ENTRY]: { file: 42 } }))).toBeNull();
  });

  it("throws on a file that is not JSON (the caller logs and serves pages without JS)", () => {
    expect(() => islandsUrlFromManifest("<html>")).toThrow();
  });
});
