import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { collectionAt, collectionTypes, isCollectionEntity } from "~/content-types/collections";

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };
const flatten = (entries: RouteEntry[], base = ""): Array<{ path: string; file: string }> =>
  entries.flatMap((r) => {
    const path = r.path === undefined ? base : `${base}/${r.path}`;
    return [{ path, file: r.file }, ...flatten(r.children ?? [], path)];
  });

describe("the collection screen's types", () => {
  it("finds the type by its list address, with or without a trailing slash", () => {
    expect(collectionAt("/admin/testimonials")).toBe("testimonial");
    expect(collectionAt("/admin/youtube/")).toBe("video");
    expect(collectionAt("/admin/gallery")).toBeNull();
    expect(collectionAt("/admin/testimonials/12")).toBeNull();
    expect(isCollectionEntity("toString")).toBe(false);
  });

  it("mounts the one route module at every listed type's address, and nowhere else", () => {
    const mounted = flatten(routes as RouteEntry[])
      .filter((r) => r.file === "routes/admin/collection.tsx")
      .map((r) => r.path)
      .sort();
    expect(mounted).toEqual(
      Object.values(collectionTypes)
        .map((t) => t.listPath)
        .sort(),
    );
  });
});
