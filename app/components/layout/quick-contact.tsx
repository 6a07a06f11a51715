import { useId, useState } from "react";
import { Link } from "react-router";
import { CalendarCheck, MessageCircle, Phone, Siren, X, Headset } from "~/components/ui/lucide";
import { clinic, primaryPhone } from "~/content/clinic";
import { bookingHref } from "~/content/navigation";
import { whatsAppUrl } from "~/lib/whatsapp";

const greeting = "Hello Samudra, I would like to know more about your therapies.";

const itemClass =
  "flex min-h-11 items-center gap-3 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink shadow-md ring-1 ring-seaglass-200 hover:bg-seaglass-100";

/** SPEC: floating quick-contact menu at bottom left. */
export function QuickContact() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  return (
    <aside
      aria-label="Quick contact"
      className="fixed bottom-[calc(1rem+var(--bottom-bar-height,0px))] left-4 z-40 flex flex-col items-start gap-2 print:hidden"
      onKeyDown={(event) => {
        if (event.key === "Escape") setOpen(false);
      }}
    >
      <ul id={menuId} hidden={!open} className="flex flex-col gap-2">
        <li>
          <a className={itemClass} href={`tel:${primaryPhone.e164}`}>
            <Phone className="size-4 text-ocean-700" aria-hidden="true" /> Call Now
          </a>
        </li>
        <li>
          <a className={itemClass} href={whatsAppUrl(clinic.whatsapp.e164, greeting)} target="_blank" rel="noopener noreferrer">
            <MessageCircle className="size-4 text-ocean-700" aria-hidden="true" /> WhatsApp
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
        <li>
          <Link className={itemClass} to={bookingHref} onClick={() => setOpen(false)}>
            <CalendarCheck className="size-4 text-ocean-700" aria-hidden="true" /> Book Appointment
          </Link>
        </li>
        <li>
          <a className={`${itemClass} text-coral-700`} href={`tel:${clinic.emergencyNumber}`}>
            <Siren className="size-4" aria-hidden="true" /> Emergency ({clinic.emergencyNumber})
          </a>
        </li>
      </ul>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={open ? "Close quick contact" : "Quick contact"}
        onClick={() => setOpen((v) => !v)}
        className="flex size-14 items-center justify-center rounded-full bg-ocean-700 text-white shadow-lg hover:bg-ocean-800"
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <Headset className="size-6" aria-hidden="true" />}
      </button>
    </aside>
  );
}
