/**
 * A panel that starts closed for visitors with JavaScript but must stay readable without it
 * is rendered by the server with the class `js:hidden` instead of the `hidden` attribute
 * (hidden from the first paint only when the page has JavaScript). Once an island runs it,
 * the `hidden` attribute alone decides: `showPanel` sets it and drops that class.
 */
const HIDDEN_WITH_JS = "js:hidden";

export function showPanel(panel: HTMLElement, shown: boolean): void {
  panel.hidden = !shown;
  panel.classList.remove(HIDDEN_WITH_JS);
}
