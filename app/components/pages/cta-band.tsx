import { Link } from "react-router";
import { CalendarCheck, Phone } from "~/components/ui/lucide";
import { useClinic } from "~/components/clinic-context";
import { bookingHref } from "~/content/navigation";

/** Closing call to action of an inner page: book (the home form) or call. */
export function CtaBand({ id, title, text }: { id: string; title: string; text: string }) {
  const { primaryPhone } = useClinic();
  return (
    <section aria-labelledby={id} className="bg-ocean-900 text-white">
      <div className="container-page flex flex-col gap-6 py-12 sm:py-14 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg text-seaglass-100">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={bookingHref} className="btn-sand">
            <CalendarCheck className="size-4" aria-hidden="true" /> Book Consultation
          </Link>
          <a href={`tel:${primaryPhone.e164}`} className="btn-ghost-light">
            <Phone className="size-4" aria-hidden="true" /> Call Now
            <span className="sr-only"> {primaryPhone.display}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
