/**
 * "Use a passkey" on the sign-in page (app/components/admin/passkey-sign-in.tsx,
 * `PasskeySignInIsland`): the ceremony is app/lib/passkey-sign-in.ts, shared with the two-step
 * page's React component. On success the staff area loads as a new document with the new
 * session cookie; on failure the message appears above the button and takes focus.
 */
import { passkeysSupported, signInWithPasskey } from "~/lib/passkey-sign-in";

export function init(block: HTMLElement): void {
  if (!passkeysSupported()) {
    block.hidden = true;
    return;
  }
  const button = block.querySelector<HTMLButtonElement>("button");
  const label = button?.querySelector<HTMLElement>("[data-label]");
  const template = block.querySelector<HTMLTemplateElement>("template[data-passkey-alert]");
  if (!button || !label || !template) return;
  const idleLabel = label.textContent ?? "";
  let alert: HTMLElement | null = null;

  button.addEventListener("click", async () => {
    button.disabled = true;
    label.textContent = button.dataset.busyLabel ?? idleLabel;
    alert?.remove();
    alert = null;
    const result = await signInWithPasskey(block.dataset.redirectTo ?? "");
    if (result.ok) {
      window.location.assign(result.redirectTo);
      return;
    }
    alert = (template.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined) ?? null;
    if (alert) {
      alert.textContent = result.error;
      button.before(alert);
      alert.focus();
    }
    button.disabled = false;
    label.textContent = idleLabel;
  });
}
