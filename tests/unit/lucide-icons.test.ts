import { execFileSync } from "node:child_process";
import * as LucideReact from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as Ours from "~/components/ui/lucide";

// The generated icon module must render exactly what lucide-react renders, so swapping it in
// changes no HTML (and so no hydration, styling or test) anywhere.
describe("generated lucide icons", () => {
  const names = Object.keys(Ours).filter((name) => /^[A-Z]/.test(name));

  it("holds the icons the app imports", () => {
    expect(names.length).toBeGreaterThan(40);
    expect(() => execFileSync(process.execPath, ["scripts/gen-icons.mjs", "--check"], { stdio: "pipe" })).not.toThrow();
  });

  it.each([
    [{ className: "size-4 text-ocean-600", "aria-hidden": "true" }],
    [{ className: "size-4 transition-transform ", "aria-hidden": "true", focusable: "false" }],
    [{ className: "size-5", "aria-label": "Rating" }],
    [{}],
  ])("renders the same markup as lucide-react with %o", (props) => {
    for (const name of names) {
      const ours = (Ours as unknown as Record<string, ComponentType<object>>)[name];
      const theirs = (LucideReact as unknown as Record<string, ComponentType<object>>)[name];
      if (!ours || !theirs) throw new Error(`${name} missing from one of the two modules`);
      expect(renderToStaticMarkup(createElement(ours, props)), name).toBe(renderToStaticMarkup(createElement(theirs, props)));
    }
  });
});
