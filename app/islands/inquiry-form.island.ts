/**
 * The public inquiry forms with JavaScript (app/components/forms/inquiry-form-shell.tsx):
 * the lead is posted to the form's JSON endpoint (`data-endpoint`) and stored; only then does
 * WhatsApp open, in a window opened inside the click (no popup blocker interferes) and only
 * when the visitor gave a number to be answered on: with an e-mail address alone the clinic
 * answers by e-mail, and nothing opens. Then the form gives way to the confirmation (the
 * server's template, filled with the reference, what happens next and a copy of what was sent),
 * scrolled into view and focused. Every refusal or failure goes in the message right under the
 * button, which takes focus; a field's own message goes by the field, which takes focus first.
 * Nothing typed is lost. Without JavaScript the form posts to its page.
 * No English here: the server renders every word, the failure message in `data-failed-message`.
 */
import { type FieldErrors, type InquiryActionData, type InquiryConfirmation, isInquiryAnswer, SENT_STATE_MS } from "~/lib/inquiry-fields";
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

/** Scrolled into view and focused: a field to the middle of the screen, clear of the sticky
 * header and the bottom bar; the message and the confirmation by their scroll margins. */
function bringToEye(element: HTMLElement, block: ScrollLogicalPosition = "nearest") {
  element.scrollIntoView({ block });
  element.focus({ preventScroll: true });
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
}

/** The message under the button: a refusal or failure, or the note with a WhatsApp link. */
function showFormMessage(form: HTMLFormElement, message: string, whatsappUrl: string | null = null): HTMLElement | null {
  const box = form.querySelector<HTMLElement>("[data-form-error]");
  if (!box) return null;
  const text = box.querySelector<HTMLElement>("[data-form-error-text]");
  if (text) text.textContent = message;
  const link = box.querySelector<HTMLAnchorElement>("[data-whatsapp-link]");
  if (link) {
    link.hidden = !whatsappUrl;
    if (whatsappUrl) link.href = whatsappUrl;
    else link.removeAttribute("href");
  }
  box.hidden = !message;
  return box;
}

/** The confirmation in place of the form, filled from the answer. */
function showConfirmation(form: HTMLFormElement, answer: InquiryConfirmation, whatsappUrl: string, opened: boolean): HTMLElement | null {
  const body = form.querySelector<HTMLElement>("[data-form-body]");
  const slot = form.querySelector<HTMLElement>("[data-confirmation-slot]");
  const template = form.querySelector<HTMLTemplateElement>("template[data-confirmation-template]");
  if (!body || !slot || !template) return null;
  const content = template.content.cloneNode(true) as DocumentFragment;
  const reference = content.querySelector("[data-reference]");
  if (reference) reference.textContent = answer.reference;
  const next = content.querySelector("[data-next]");
  if (next) next.textContent = opened ? (form.dataset.openedNote ?? answer.next) : answer.next;
  const link = content.querySelector<HTMLAnchorElement>("[data-whatsapp-link]");
  if (link) {
    link.href = whatsappUrl;
    link.hidden = answer.channel !== "whatsapp";
  }
  const list = content.querySelector("[data-summary]");
  for (const row of answer.summary) {
    const item = document.createElement("div");
    item.className = "py-2";
    const label = document.createElement("dt");
    label.className = "font-medium text-ocean-800";
    label.textContent = row.label;
    const value = document.createElement("dd");
    value.className = "break-words whitespace-pre-line text-ink";
    const isolated = document.createElement("bdi");
    isolated.textContent = row.value;
    value.append(isolated);
    item.append(label, value);
    list?.append(item);
  }
  slot.replaceChildren(content);
  body.hidden = true;
  slot.hidden = false;
  // Before the scroll to it, so the controls are already aside when it arrives.
  document.documentElement.setAttribute("data-confirmation-in-view", "");
  watchConfirmation(slot, true);
  return slot.querySelector<HTMLElement>("[data-confirmation-heading]");
}

/** While a shown confirmation is on the screen the floating controls step aside (the root's
 * `data-confirmation-in-view`, app.css's `confirmation-in-view:` variant, decision 078). */
const confirmationsInView = new Set<Element>();
const inViewObserver =
  typeof IntersectionObserver === "function"
    ? new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) confirmationsInView.add(entry.target);
          else confirmationsInView.delete(entry.target);
        }
        document.documentElement.toggleAttribute("data-confirmation-in-view", confirmationsInView.size > 0);
      })
    : null;

function watchConfirmation(slot: Element, on: boolean) {
  if (on) return inViewObserver?.observe(slot);
  inViewObserver?.unobserve(slot);
  confirmationsInView.delete(slot);
  document.documentElement.toggleAttribute("data-confirmation-in-view", confirmationsInView.size > 0);
}

/** The pre-opened window goes to the chat, cut off from this page; a closed one is replaced. */
function openChat(chat: Window | null, whatsappUrl: string): boolean {
  if (chat && !chat.closed) {
    chat.opener = null;
    chat.location.replace(whatsappUrl);
    return true;
  }
  return window.open(whatsappUrl, "_blank", "noopener") !== null;
}

/** An e-mail address alone (the international form's contact): answered by e-mail, no chat. */
function emailOnly(form: HTMLFormElement): boolean {
  const contact = form.elements.namedItem("contact");
  return contact instanceof HTMLInputElement && contact.value.includes("@");
}

export function init(element: HTMLElement) {
  const endpoint = element.dataset.endpoint;
  if (!(element instanceof HTMLFormElement) || !endpoint) return;
  const form = element;
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  let state: ButtonState = "idle";

  function setState(next: ButtonState) {
    state = next;
    if (!button) return;
    button.disabled = next !== "idle";
    for (const label of button.querySelectorAll<HTMLElement>("[data-when]")) label.hidden = label.dataset.when !== next;
  }

  // "Send another message": the emptied form again, its first field focused.
  form.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest("[data-confirmation-again]")) return;
    const body = form.querySelector<HTMLElement>("[data-form-body]");
    const slot = form.querySelector<HTMLElement>("[data-confirmation-slot]");
    if (!body || !slot) return;
    watchConfirmation(slot, false);
    slot.hidden = true;
    slot.replaceChildren();
    body.hidden = false;
    const first = form.querySelector<HTMLElement>("input:not([tabindex='-1']), select, textarea");
    if (first) bringToEye(first, "center");
  });

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (state !== "idle") return;
    // Opened now, inside the visitor's click, so no popup blocker stops it.
    const chat = emailOnly(form) ? null : window.open("", "_blank");
    setState("busy");
    void post(endpoint, form).then((answer) => {
      showErrors(form, answer?.errors ?? {});
      if (answer?.status === "sent" && answer.whatsappUrl && answer.confirmation) {
        const opened = answer.confirmation.channel === "whatsapp" && openChat(chat, answer.whatsappUrl);
        if (!opened) chat?.close();
        form.reset();
        showFormMessage(form, "");
        setState("sent");
        setTimeout(() => setState("idle"), SENT_STATE_MS);
        const heading = showConfirmation(form, answer.confirmation, answer.whatsappUrl, opened);
        if (heading) bringToEye(heading, "start");
        return;
      }
      if (answer?.status === "unsaved" && answer.whatsappUrl) {
        // Not stored: the message waits in WhatsApp, and the fields keep what was typed.
        openChat(chat, answer.whatsappUrl);
        setState("idle");
        const box = showFormMessage(form, answer.notice ?? "", answer.whatsappUrl);
        if (box) bringToEye(box);
        return;
      }
      chat?.close();
      setState("idle");
      const box = showFormMessage(form, answer ? (answer.errors.form ?? "") : (form.dataset.failedMessage ?? ""));
      // Put the visitor where the problem is: the first field to correct, else the message.
      const field = form.querySelector<HTMLElement>("[aria-invalid='true']");
      if (field) bringToEye(field, "center");
      else if (box) bringToEye(box);
    });
  });
}
