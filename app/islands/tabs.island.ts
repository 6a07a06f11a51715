/**
 * WAI-ARIA tabs with automatic activation (components/wellness/day-plan.tsx): the server
 * renders the tablist with the first tab selected and hides the other panels with `js:hidden`.
 * Here one panel shows at a time, chosen by click, Left/Right (wrapping),
 * Home and End, which also move the focus. In a right-to-left page the tabs run from the right,
 * so Left and Right swap (Left is the next tab).
 */
import { showPanel } from "./lib/panel";
import { tabIndexForKey } from "~/lib/tabs";

const MIRRORED: Readonly<Record<string, string>> = { ArrowLeft: "ArrowRight", ArrowRight: "ArrowLeft" };

export function init(root: HTMLElement): void {
  const rtl = document.documentElement.dir === "rtl";
  const tabs = [...root.querySelectorAll<HTMLElement>("[role=tab]")];
  const panels = tabs.map((tab) => document.getElementById(tab.getAttribute("aria-controls") ?? ""));

  const select = (active: number) => {
    tabs.forEach((tab, i) => {
      tab.setAttribute("aria-selected", String(i === active));
      tab.tabIndex = i === active ? 0 : -1;
      const panel = panels[i];
      if (panel) showPanel(panel, i === active);
    });
  };

  select(
    Math.max(
      0,
      tabs.findIndex((tab) => tab.getAttribute("aria-selected") === "true"),
    ),
  );

  tabs.forEach((tab, i) => {
    tab.addEventListener("click", () => select(i));
    tab.addEventListener("keydown", (event) => {
      const key = rtl ? (MIRRORED[event.key] ?? event.key) : event.key;
      const next = tabIndexForKey(key, i, tabs.length);
      if (next === null) return;
      event.preventDefault();
      select(next);
      tabs[next]?.focus();
    });
  });
}
