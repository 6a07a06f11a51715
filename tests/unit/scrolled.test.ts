import { afterEach, describe, expect, it, vi } from "vitest";
import { watchScrolled } from "~/islands/lib/scrolled";

// A stand-in for `window`: an event target with a scroll position.
function fakeWindow() {
  const target = new EventTarget();
  return Object.assign(target, { scrollY: 0 });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("watchScrolled", () => {
  it("reports the state at once, then only when the threshold is crossed", () => {
    const win = fakeWindow();
    vi.stubGlobal("window", win);
    const seen: boolean[] = [];
    watchScrolled(50, (scrolled) => seen.push(scrolled));
    expect(seen).toEqual([false]);
    for (const y of [10, 50, 51, 80, 400, 50, 0, 51]) {
      win.scrollY = y;
      win.dispatchEvent(new Event("scroll"));
    }
    // 50 is not past the threshold (SPEC: more than 50 px); repeats are not reported.
    expect(seen).toEqual([false, true, false, true]);
  });

  it("starts scrolled when the page loads part way down", () => {
    const win = fakeWindow();
    win.scrollY = 900;
    vi.stubGlobal("window", win);
    const seen: boolean[] = [];
    watchScrolled(400, (scrolled) => seen.push(scrolled));
    expect(seen).toEqual([true]);
  });
});
