/**
 * The staff sign-in form (app/routes/admin-login.tsx) posts as a plain form, with or without
 * JavaScript. With it: the server's message about the last attempt takes focus when the page
 * shows it, and a new attempt clears it and marks the button busy (its label in
 * `data-busy-label`) until the answer arrives (SPEC §8). Coming back through the browser's
 * history shows the form ready again.
 */
export function init(form: HTMLElement): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const error = form.querySelector<HTMLElement>("[data-sign-in-error]");
  if (!(form instanceof HTMLFormElement) || !button) return;
  const idleLabel = button.textContent ?? "";
  error?.focus();

  form.addEventListener("submit", () => {
    // The post goes ahead: the button has no name, so disabling it leaves nothing out.
    button.disabled = true;
    button.textContent = button.dataset.busyLabel ?? idleLabel;
    error?.remove();
    form.removeAttribute("aria-describedby");
  });
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    button.disabled = false;
    button.textContent = idleLabel;
  });
}
