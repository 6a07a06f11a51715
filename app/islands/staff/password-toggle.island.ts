/**
 * Show/hide a password (`aria-controls` names the field). The button is rendered for pages
 * with JavaScript only (`js:` classes); its two names come from the server in
 * `data-show-label` and `data-hide-label`, and its icon follows `aria-pressed` in CSS.
 */
export function init(button: HTMLElement): void {
  const field = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!(field instanceof HTMLInputElement)) return;
  const set = (shown: boolean) => {
    field.type = shown ? "text" : "password";
    button.setAttribute("aria-pressed", String(shown));
    button.setAttribute("aria-label", (shown ? button.dataset.hideLabel : button.dataset.showLabel) ?? "");
  };
  button.addEventListener("click", () => set(button.getAttribute("aria-pressed") !== "true"));
}
