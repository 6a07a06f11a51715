import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseGalleryListPage, parseTestimonialListPage, parseTherapyListPage } from "~/lib/admin-list-pages";
import { cursorId, cursorTimestamp, decodeCursor, encodeCursor, keysetSlice, pagingParams, parseKeysetPage } from "~/lib/keyset-cursor";
import { parseReviewsPage } from "~/lib/reviews-page";

const schema = z.object({ t: cursorTimestamp, i: cursorId }).strict();
const T = "2026-03-01T10:20:30.123456Z";

describe("keyset cursors", () => {
  it("round-trips a cursor as URL-safe text", () => {
    const raw = encodeCursor({ t: T, i: 42 });
    expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(raw, schema)).toEqual({ t: T, i: 42 });
  });

  it.each([
    ["not base64", "%%%"],
    ["empty", ""],
    ["not JSON", btoa("nope")],
    ["an impossible date", encodeCursor({ t: "2026-02-30T00:00:00.000000Z", i: 1 })],
    ["milliseconds only", encodeCursor({ t: "2026-02-01T00:00:00.000Z", i: 1 })],
    ["an id past int4", encodeCursor({ t: T, i: 2 ** 31 })],
    ["a fractional id", encodeCursor({ t: T, i: 1.5 })],
    ["an extra key", encodeCursor({ t: T, i: 1, x: 0 })],
    ["too long", "A".repeat(201)],
  ])("refuses %s", (_label, raw) => {
    expect(decodeCursor(raw, schema)).toBeNull();
  });
});

describe("parseKeysetPage", () => {
  const options = { schema, defaultSize: 20, maxSize: 50 };
  const raw = encodeCursor({ t: T, i: 7 });

  it("reads after, before and size, with the default size when none is given", () => {
    expect(parseKeysetPage(new URLSearchParams(""), options)).toEqual({ ok: true, page: { after: null, before: null, size: 20 } });
    expect(parseKeysetPage(new URLSearchParams(`after=${raw}&size=50`), options)).toEqual({
      ok: true,
      page: { after: { t: T, i: 7 }, before: null, size: 50 },
    });
    expect(parseKeysetPage(new URLSearchParams(`before=${raw}&page=4`), options)).toEqual({
      ok: true,
      page: { after: null, before: { t: T, i: 7 }, size: 20 },
    });
  });

  it.each([`after=${raw}&before=${raw}`, "after=x!", "before=", "size=0", "size=51", "size=-1", "size=2.5", "size=1e2", "size=abc"])(
    "refuses %s",
    (search) => {
      const parsed = parseKeysetPage(new URLSearchParams(search), options);
      expect(parsed.ok).toBe(false);
    },
  );
});

describe("keysetSlice", () => {
  const cursorOf = (n: number) => `c${n}`;

  it("forward from the start: Next only when a row beyond the page was read", () => {
    expect(keysetSlice([1, 2, 3, 4], { size: 3, backward: false, fromCursor: false }, cursorOf)).toEqual({
      rows: [1, 2, 3],
      next: "c3",
      prev: null,
    });
    expect(keysetSlice([1, 2, 3], { size: 3, backward: false, fromCursor: false }, cursorOf)).toEqual({
      rows: [1, 2, 3],
      next: null,
      prev: null,
    });
  });

  it("forward from a cursor: Previous from the first row", () => {
    expect(keysetSlice([4, 5], { size: 3, backward: false, fromCursor: true }, cursorOf)).toEqual({ rows: [4, 5], next: null, prev: "c4" });
  });

  it("backward: turned round into list order; Previous only when more precede", () => {
    expect(keysetSlice([3, 2, 1, 0], { size: 3, backward: true, fromCursor: true }, cursorOf)).toEqual({
      rows: [1, 2, 3],
      next: "c3",
      prev: "c1",
    });
    expect(keysetSlice([2, 1], { size: 3, backward: true, fromCursor: true }, cursorOf)).toEqual({ rows: [1, 2], next: "c2", prev: null });
  });
});

describe("pagingParams", () => {
  it("keeps the page part only", () => {
    expect(pagingParams(new URLSearchParams("placement=home&after=a&size=5&page=3&edit=4"))).toEqual({ after: "a", size: "5" });
    expect(pagingParams(new URLSearchParams("category=Staff"))).toEqual({});
  });
});

describe("each list's cursor", () => {
  it("the reviews page: created_at and id, 20 a page, at most 50", () => {
    expect(parseReviewsPage(new URLSearchParams(""))).toEqual({ ok: true, page: { after: null, before: null, size: 20 } });
    expect(parseReviewsPage(new URLSearchParams("size=51")).ok).toBe(false);
    expect(parseReviewsPage(new URLSearchParams(`after=${encodeCursor({ o: 1, i: 1 })}`)).ok).toBe(false);
  });

  it("admin testimonials: a known placement, a sort order and an id; 50 a page, at most 100", () => {
    const ok = parseTestimonialListPage(new URLSearchParams(`after=${encodeCursor({ p: "wellness", o: -3, i: 9 })}`));
    expect(ok).toEqual({ ok: true, page: { after: { p: "wellness", o: -3, i: 9 }, before: null, size: 50 } });
    expect(parseTestimonialListPage(new URLSearchParams(`after=${encodeCursor({ p: "blog", o: 1, i: 9 })}`)).ok).toBe(false);
    expect(parseTestimonialListPage(new URLSearchParams("size=100")).ok).toBe(true);
    expect(parseTestimonialListPage(new URLSearchParams("size=101")).ok).toBe(false);
  });

  it("admin gallery and therapies", () => {
    expect(parseGalleryListPage(new URLSearchParams(`before=${encodeCursor({ t: T, i: 3 })}`)).ok).toBe(true);
    expect(parseGalleryListPage(new URLSearchParams(`before=${encodeCursor({ o: 1, i: 3 })}`)).ok).toBe(false);
    expect(parseTherapyListPage(new URLSearchParams(`after=${encodeCursor({ o: 2, i: 3 })}`)).ok).toBe(true);
    expect(parseTherapyListPage(new URLSearchParams(`after=${encodeCursor({ o: 2 ** 40, i: 3 })}`)).ok).toBe(false);
  });
});
