import { SiteLink as Link } from "~/components/ui/site-link";
import { CalendarCheck, Phone } from "~/components/ui/lucide";
import { useClinic } from "~/components/clinic-context";
import { useFallbackLang, useT } from "~/components/messages-context";
import { bookingHref } from "~/content/navigation";

/** Closing call to action of an inner page: book (the home form) or call. */
export function CtaBand({ id, title, text }: { id: string; title: string; text: string }) {
  const { primaryPhone } = useClinic();
  const t = useT();
  const fallbackLang = useFallbackLang(title, text);
  return (
    <section aria-labelledby={id} className="bg-ocean-900 text-white">
      <div className="container-page flex flex-col gap-6 py-12 sm:py-14 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl" lang={fallbackLang}>
          <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg text-seaglass-100">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={bookingHref} className="btn-sand">
            <CalendarCheck className="size-4" aria-hidden="true" /> {t("pages.ctaBook")}
          </Link>
          <a href={`tel:${primaryPhone.e164}`} className="btn-ghost-light">
            <Phone className="size-4" aria-hidden="true" /> {t("pages.ctaCall")}
            <span className="sr-only"> {primaryPhone.display}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
