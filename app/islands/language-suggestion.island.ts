/**
 * The note offering the page in the visitor's own language (app/components/layout/
 * language-suggestion.tsx): the server renders one hidden note per other language, each in
 * that language; this shows the one the browser prefers, until the visitor dismisses it.
 */
import { suggestedLanguage } from "~/lib/language-suggestion";

const DISMISSED = "samudra:language-note-dismissed";

function dismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED) === "1";
  } catch {
    return false; // Storage may be blocked: the note then shows again on the next page.
  }
}

export function init(region: HTMLElement): void {
  const notes = [...region.querySelectorAll<HTMLElement>("[data-suggest-lang]")];
  const available = [...notes.map((n) => n.dataset.suggestLang ?? ""), region.dataset.currentLang ?? ""];
  const wanted = suggestedLanguage(navigator.languages ?? [navigator.language], available, region.dataset.currentLang ?? "");
  const note = notes.find((n) => n.dataset.suggestLang === wanted);
  // Storage only when there is a note to show: its first use cost a fresh tab 2-30 ms here.
  if (!note || dismissed()) return;
  region.hidden = false;
  note.hidden = false;
  note.querySelector("button")?.addEventListener("click", () => {
    region.hidden = true;
    try {
      localStorage.setItem(DISMISSED, "1");
    } catch {
      // Nothing to remember it in: closing it for this page is all we can do.
    }
  });
}
