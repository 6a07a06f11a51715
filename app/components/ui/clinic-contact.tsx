// The clinic's ways to be reached, as every contact block shows them (issue 46 item 5: the home
// and contact pages, the international page and the wellness booking wrote them three times).
// Numbers and addresses read left to right in every language; each link is a 44 px target on a
// phone.
import { Clock, Mail, MapPin, Phone } from "~/components/ui/lucide";
import { useClinic } from "~/components/clinic-context";
import { useFallbackLang } from "~/components/messages-context";

const TARGET = "inline-flex min-h-11 items-center font-medium text-ocean-800 underline-offset-2 hover:underline sm:min-h-0";
const LINK = `${TARGET} whitespace-nowrap`;

/** Each of the clinic's phone numbers as a tel: link; `inline` separates them with commas in a
 * sentence (its line keeps its height there: the sentence's own line is the target). */
export function PhoneLinks({ inline = false }: { inline?: boolean }) {
  const clinic = useClinic();
  if (inline) {
    return clinic.phones.map((p, i) => (
      <span key={p.e164}>
        {i > 0 ? ", " : null}
        <a href={`tel:${p.e164}`} dir="ltr" className="font-medium whitespace-nowrap text-ocean-800 underline underline-offset-2">
          {p.display}
        </a>
      </span>
    ));
  }
  return (
    <span className="flex flex-wrap gap-x-3" dir="ltr">
      {clinic.phones.map((p) => (
        <a key={p.e164} href={`tel:${p.e164}`} className={LINK}>
          {p.display}
        </a>
      ))}
    </span>
  );
}

const ITEM = "flex gap-3";
const ICON = "mt-0.5 size-5 shrink-0 text-ocean-700";
/** Beside a line of 44 px targets (a phone's), the icon sits level with their text. */
const TARGET_ICON = "mt-3 size-5 shrink-0 text-ocean-700 sm:mt-0.5";

/** The address (optional), phones, e-mail and opening hours (optional), one line each with its icon. */
export function ClinicContactList({
  address = false,
  hours = false,
  className = "space-y-4",
}: {
  address?: boolean;
  hours?: boolean;
  className?: string;
}) {
  const clinic = useClinic();
  const hoursText = clinic.hours.map((h) => `${h.days}: ${h.label}`).join(" · ");
  const addressLang = useFallbackLang(clinic.fullAddress);
  const hoursLang = useFallbackLang(hoursText);
  return (
    <ul className={className}>
      {address ? (
        <li className={ITEM}>
          <MapPin className={ICON} aria-hidden="true" />
          <span lang={addressLang}>{clinic.fullAddress}</span>
        </li>
      ) : null}
      <li className={ITEM}>
        <Phone className={TARGET_ICON} aria-hidden="true" />
        <PhoneLinks />
      </li>
      <li className={ITEM}>
        <Mail className={TARGET_ICON} aria-hidden="true" />
        <a href={`mailto:${clinic.email}`} dir="ltr" className={`${TARGET} break-all`}>
          {clinic.email}
        </a>
      </li>
      {hours ? (
        <li className={ITEM}>
          <Clock className={ICON} aria-hidden="true" />
          <span lang={hoursLang}>{hoursText}</span>
        </li>
      ) : null}
    </ul>
  );
}
