import { type FormEvent, useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import type { InquiryActionData as InquiryResult } from "~/lib/inquiry-fields";


export const SENT_STATE_MS = 3000; // SPEC §9: "Message Sent!" for 3 seconds

/**
 * One behaviour for every public inquiry form: with JavaScript, a chat window is opened
 * inside the click (so no popup blocker interferes), the lead is stored, and only then is
 * the window pointed at WhatsApp; without JavaScript the server redirects instead.
 */
export function useInquiryForm(action: string) {
  const fetcher = useFetcher<InquiryResult>();
  const actionData = useActionData<InquiryResult>();
  const hydrated = useHydrated();
  const popup = useRef<Window | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const [sent, setSent] = useState(false);
  const [sentUrl, setSentUrl] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const result = fetcher.data ?? actionData;
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const data = fetcher.data;
    const win = popup.current;
    popup.current = null;
    if ((data.status === "sent" || data.status === "unsaved") && data.whatsappUrl) {
      if (win && !win.closed) {
        win.opener = null;
        win.location.replace(data.whatsappUrl);
      } else {
        window.open(data.whatsappUrl, "_blank", "noopener");
      }
      // Keep the fields when the server could not store them: nothing typed is lost.
      if (data.status === "sent") form.current?.reset();
      setNotice(data.notice ?? null);
      setSentUrl(data.whatsappUrl);
      setSent(true);
      const timer = setTimeout(() => setSent(false), SENT_STATE_MS);
      return () => clearTimeout(timer);
    }
    win?.close();
    // Put the visitor where the problem is.
    const firstInvalid = form.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    firstInvalid?.focus();
  }, [fetcher.state, fetcher.data]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    popup.current = window.open("", "_blank");
    fetcher.submit(event.currentTarget, { method: "post", action });
  }

  const errors = result?.errors ?? {};
  const values = result?.values ?? {};

  return { fetcher, form, hydrated, busy, sent, sentUrl, notice, errors, values, onSubmit };
}
