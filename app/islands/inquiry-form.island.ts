/**
 * The public inquiry forms with JavaScript (app/components/forms/inquiry-form-shell.tsx):
 * a chat window is opened inside the click, so no popup blocker interferes; the lead is
 * posted to the form's JSON endpoint (`data-endpoint`) and stored; only then is the window
 * pointed at WhatsApp. The button reads Sending… and then Message Sent! for 3 s (SPEC §9),
 * the status line thanks the visitor (with a fallback link) or shows the server's note, and
 * the form is cleared once the lead is stored. Invalid or rate-limited: the window closes,
 * each message goes into the slot the server renders for it (so the markup is the server's
 * own) and focus moves to the first invalid field. Without JavaScript the form posts to its page.
 * No English here: the server renders every word, the failure message in `data-failed-message`.
 */
import { type FieldErrors, type InquiryActionData, isInquiryAnswer, SENT_STATE_MS } from "~/lib/inquiry-fields";
import { toggleToken } from "./lib/token-list";
import { tabStorage, visitFields } from "./lib/visit";

type ButtonState = "idle" | "busy" | "sent";

/** The answer, or null when none came back that the form can use (offline, server error). */
async function post(endpoint: string, form: HTMLFormElement): Promise<InquiryActionData | null> {
  try {
    const fields = new FormData(form);
    for (const [name, value] of Object.entries(visitFields(tabStorage(), location))) fields.set(name, value);
    const response = await fetch(endpoint, { method: "POST", body: fields, headers: { Accept: "application/json" } });
    const body: unknown = await response.json();
    return isInquiryAnswer(body) ? body : null;
  } catch {
    return null;
  }
}

/** Every message slot shows its error (or hides), and its control says whether it is invalid. */
function showErrors(form: HTMLFormElement, errors: FieldErrors) {
  for (const slot of form.querySelectorAll<HTMLElement>("[data-error-for]")) {
    const message = errors[slot.dataset.errorFor ?? ""];
    slot.textContent = message ?? "";
    slot.hidden = !message;
    const control = form.elements.namedItem(slot.dataset.errorFor ?? "");
    if (!(control instanceof HTMLElement)) continue;
    control.setAttribute("aria-invalid", message ? "true" : "false");
    const describedBy = toggleToken(control.getAttribute("aria-describedby"), slot.id, Boolean(message));
    if (describedBy) control.setAttribute("aria-describedby", describedBy);
    else control.removeAttribute("aria-describedby");
  }
  const formError = form.querySelector<HTMLElement>("[data-form-error]");
  if (formError) {
    formError.textContent = errors.form ?? "";
    formError.hidden = !errors.form;
  }
}

function showStatus(form: HTMLFormElement, whatsappUrl: string, notice: string | null) {
  const status = form.querySelector<HTMLElement>("[data-inquiry-status]");
  const template = form.querySelector<HTMLTemplateElement>(notice ? "template[data-inquiry-notice]" : "template[data-inquiry-thanks]");
  if (!status || !template) return;
  const content = template.content.cloneNode(true) as DocumentFragment;
  for (const link of content.querySelectorAll<HTMLAnchorElement>("[data-whatsapp-link]")) link.href = whatsappUrl;
  if (notice) content.querySelector("[data-notice]")?.prepend(notice);
  status.replaceChildren(content);
}

/** The pre-opened window goes to the chat, cut off from this page; a closed one is replaced. */
function openChat(chat: Window | null, whatsappUrl: string) {
  if (chat && !chat.closed) {
    chat.opener = null;
    chat.location.replace(whatsappUrl);
  } else {
    window.open(whatsappUrl, "_blank", "noopener");
  }
}

export function init(element: HTMLElement) {
  const endpoint = element.dataset.endpoint;
  if (!(element instanceof HTMLFormElement) || !endpoint) return;
  const form = element;
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  // Shown when no usable answer came back (offline, server error): nothing was opened.
  const failed: FieldErrors = { form: form.dataset.failedMessage ?? "" };
  let state: ButtonState = "idle";

  function setState(next: ButtonState) {
    state = next;
    if (!button) return;
    button.disabled = next !== "idle";
    for (const label of button.querySelectorAll<HTMLElement>("[data-when]")) label.hidden = label.dataset.when !== next;
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (state !== "idle") return;
    // Opened now, inside the visitor's click, so no popup blocker stops it.
    const chat = window.open("", "_blank");
    setState("busy");
    void post(endpoint, form).then((answer) => {
      if (answer?.whatsappUrl && (answer.status === "sent" || answer.status === "unsaved")) {
        openChat(chat, answer.whatsappUrl);
        // Keep the fields when the server could not store them: nothing typed is lost.
        if (answer.status === "sent") form.reset();
        showErrors(form, {});
        showStatus(form, answer.whatsappUrl, answer.notice ?? null);
        setState("sent");
        setTimeout(() => setState("idle"), SENT_STATE_MS);
        return;
      }
      chat?.close();
      setState("idle");
      showErrors(form, answer?.errors ?? failed);
      // Put the visitor where the problem is.
      form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
    });
  });
}
