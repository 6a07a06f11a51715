import { execFileSync } from "node:child_process";
import * as LucideReact from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as Ours from "~/components/ui/lucide";

// The generated icon module must render what lucide-react renders (classes, shapes, aria) minus
// the presentation attributes, which app.css's `.lucide` rule sets once for every icon.
const PRESENTATION = / (xmlns|width|height|fill|stroke|stroke-width|stroke-linecap|stroke-linejoin)="[^"]*"/g;
const svgTag = (html: string) => /^<svg[^>]*>/.exec(html)?.[0] ?? "";
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
  ])("renders lucide-react's markup without the presentation attributes, with %o", (props) => {
    for (const name of names) {
      const ours = (Ours as unknown as Record<string, ComponentType<object>>)[name];
      const theirs = (LucideReact as unknown as Record<string, ComponentType<object>>)[name];
      if (!ours || !theirs) throw new Error(`${name} missing from one of the two modules`);
      const mine = renderToStaticMarkup(createElement(ours, props));
      const original = renderToStaticMarkup(createElement(theirs, props));
      expect(mine, name).toBe(original.replace(/^<svg[^>]*>/, (tag) => tag.replace(PRESENTATION, "")));
      expect(svgTag(mine), name).not.toMatch(PRESENTATION);
    }
  });
});
