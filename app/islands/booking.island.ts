/**
 * The booking steps without full-page reloads (issue 47 item 2). The steps are plain links and
 * forms that work without JavaScript; here each one marked `data-booking-nav` / `data-booking-form`
 * is fetched instead, and the step's container is replaced by the same container from the
 * answer: the server renders every step, once. The address follows (history), the title too,
 * and focus moves to the step's heading or message (`data-step-focus`) so a screen reader
 * hears where it is. Anything unexpected (another page, a network failure) falls back to
 * ordinary navigation.
 */

const ZONE_SELECT = "select[data-zone-select='']";

const canonical = (zone: string) => {
  try {
    return new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return "";
  }
};

/** Without JavaScript the clinic's zone is preselected; with it, the visitor's own when listed
 * (by its name, or by another name of the same zone: "Asia/Calcutta" is "Asia/Kolkata"). */
function chooseOwnZone(root: ParentNode): void {
  const select = root.querySelector<HTMLSelectElement>(ZONE_SELECT);
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!select || !own) return;
  const options = [...select.options];
  const match = options.find((o) => o.value === own) ?? options.find((o) => canonical(o.value) === canonical(own));
  if (match) select.value = match.value;
}

function focusStep(root: HTMLElement, hash: string): void {
  const target = root.querySelector<HTMLElement>("[data-step-focus]") ?? (hash ? document.getElementById(hash.slice(1)) : null) ?? root;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: "start", behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
}

export function init(element: HTMLElement): void {
  chooseOwnZone(element);
  // One listener for the page: the step's container is replaced with each answer, its page stays.
  const main = element.closest("main") ?? document.body;
  if (main.dataset.bookingLive === "true") return;
  main.dataset.bookingLive = "true";
  let pendingForm: HTMLFormElement | null = null;
  let pendingSubmitter: { name: string; value: string } | null = null;

  async function go(url: string, init: RequestInit): Promise<void> {
    main.setAttribute("aria-busy", "true");
    try {
      const response = await fetch(url, { ...init, headers: { Accept: "text/html" }, credentials: "same-origin" });
      if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) throw new Error("not a page");
      const doc = new DOMParser().parseFromString(await response.text(), "text/html");
      const next = doc.querySelector("main");
      if (!next?.querySelector("[data-island='booking']")) throw new Error("no booking step");
      // The answer's whole main part: the next step of this page, or another page (a booking's
      // own after booking) with its own heading.
      main.replaceChildren(...[...next.childNodes].map((node) => document.importNode(node, true)));
      document.title = doc.title;
      // A redirect's fragment does not reach fetch; a link's does.
      const finalUrl = new URL(response.url || url);
      if (init.method !== "POST") finalUrl.hash = new URL(url, location.href).hash;
      history.pushState({ booking: true }, "", finalUrl.pathname + finalUrl.search + finalUrl.hash);
      const container = main.querySelector<HTMLElement>("[data-island='booking']") ?? main;
      chooseOwnZone(container);
      focusStep(container, finalUrl.hash);
    } catch {
      // Let the browser do it the plain way.
      if (init.method === "POST" && pendingForm) {
        if (pendingSubmitter) {
          const carried = document.createElement("input");
          carried.type = "hidden";
          carried.name = pendingSubmitter.name;
          carried.value = pendingSubmitter.value;
          pendingForm.append(carried);
        }
        HTMLFormElement.prototype.submit.call(pendingForm);
      } else location.assign(url);
    } finally {
      main.removeAttribute("aria-busy");
    }
  }

  main.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-booking-nav]");
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void go(link.href, { method: "GET" });
  });
  main.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches("form[data-booking-form]") || event.defaultPrevented) return;
    event.preventDefault();
    pendingForm = form;
    const body = new FormData(form);
    const submitter = (event as SubmitEvent).submitter;
    pendingSubmitter = submitter instanceof HTMLButtonElement && submitter.name ? { name: submitter.name, value: submitter.value } : null;
    if (pendingSubmitter) body.set(pendingSubmitter.name, pendingSubmitter.value);
    for (const button of form.querySelectorAll("button")) button.disabled = true;
    void go(form.action || location.href, { method: "POST", body });
  });
  // Back and Forward between steps: the address is the step, so the page is loaded as it is.
  addEventListener("popstate", () => location.reload());
}
