// The document editor's Publish bar sticks to the bottom of the window on wide screens, so it
// lies over whatever field is under it. A field that takes focus there (Tab, a summary link,
// a list button) is scrolled clear of it with its hint and message (issue 44 item 7).

/** Room left between a field's last line and the bar, in CSS pixels. */
const GAP = 12;

/** How far to scroll so `box` ends above the bar (never so far that its top leaves the window). */
export function clearance(box: { top: number; bottom: number }, barTop: number): number {
  const overlap = box.bottom + GAP - barTop;
  if (overlap <= 0) return 0;
  return Math.max(0, Math.min(overlap, box.top - GAP));
}

/** On focus inside the form: scroll the focused field's block (label, control, hint, error) above the bar. */
export function keepClearOfBar(bar: HTMLElement | null, target: EventTarget | null) {
  if (!bar || !(target instanceof HTMLElement) || bar.contains(target)) return;
  if (getComputedStyle(bar).position !== "sticky") return;
  // After the browser's own scroll-into-view for the focus, which only minds the control.
  requestAnimationFrame(() => {
    const block = target.closest<HTMLElement>("[data-field]") ?? target;
    const by = clearance(block.getBoundingClientRect(), bar.getBoundingClientRect().top);
    if (by > 0) window.scrollBy({ top: by, behavior: "instant" });
  });
}

/** Moves to a field the error summary names: focus it (or the first control in it), in view. */
export function focusField(id: string) {
  const element = document.getElementById(id);
  if (!element) return false;
  const control =
    element.matches("input, select, textarea, [contenteditable='true']") || element.tabIndex >= 0
      ? element
      : element.querySelector<HTMLElement>("input:not([type='hidden']), select, textarea, [contenteditable='true']");
  element.scrollIntoView({ block: "center", behavior: "instant" });
  (control ?? element).focus({ preventScroll: true });
  return true;
}

/** What the person was looking at when they saved: a field's id and where its block was in the window. */
export interface ViewAnchor {
  id: string;
  top: number;
}

/** The field in the middle of the window (the form is remounted by a save, so it is found again by id). */
export function viewAnchor(form: HTMLElement): ViewAnchor | null {
  const probe = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
  const block = probe?.closest<HTMLElement>("[data-field]") ?? form.querySelector<HTMLElement>("[data-field]");
  const control = block?.querySelector<HTMLElement>("[id^='doc-']");
  if (!block || !control || !form.contains(block)) return null;
  return { id: control.id, top: block.getBoundingClientRect().top };
}

/** After the save: the same field at the same height, whatever grew or shrank above it (the status, the error summary). */
export function restoreView(anchor: ViewAnchor | null) {
  const block = anchor ? document.getElementById(anchor.id)?.closest<HTMLElement>("[data-field]") : null;
  if (!anchor || !block) return;
  const by = block.getBoundingClientRect().top - anchor.top;
  if (Math.abs(by) >= 1) window.scrollBy({ top: by, behavior: "instant" });
}
