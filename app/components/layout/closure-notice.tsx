import { CalendarX } from "~/components/ui/lucide";
import { useClinic } from "~/components/clinic-context";
import { useFallbackLang, useT } from "~/components/messages-context";

/** A holiday closure's notice on every page while it lasts (clinic settings). */
export function ClosureNotice() {
  const { closure } = useClinic();
  const t = useT();
  const noticeLang = useFallbackLang(closure?.notice);
  if (!closure) return null;
  return (
    <aside aria-label={t("chrome.closureLabel")} className="bg-sand-300 text-ocean-950">
      <p lang={noticeLang} className="container-page flex items-center gap-2 py-2 text-sm font-semibold">
        <CalendarX className="size-4 shrink-0" aria-hidden="true" />
        {closure.notice}
      </p>
    </aside>
  );
}
