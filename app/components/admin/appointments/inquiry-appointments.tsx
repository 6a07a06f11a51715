import { Link } from "react-router";
import { CalendarCheck, CalendarDays } from "~/components/ui/lucide";

export interface LeadAppointmentView {
  id: number;
  reference: string;
  when: string;
  status: string;
  href: string;
}

const link = "inline-flex min-h-11 items-center gap-1.5 font-medium text-ocean-800 underline underline-offset-2 hover:text-ocean-950";

/** On a lead in the inbox: its appointments, and booking one prefilled from the lead (issue 47 item 6). */
export function InquiryAppointments({
  inquiryId,
  name,
  appointments,
}: {
  inquiryId: number;
  name: string;
  appointments: readonly LeadAppointmentView[];
}) {
  return (
    <div className="mt-2 text-sm" data-lead-appointments>
      {appointments.length > 0 ? (
        <ul aria-label={`Appointments of ${name}`}>
          {appointments.map((a) => (
            <li key={a.id}>
              <Link to={a.href} className={link} data-lead-appointment={a.reference}>
                <CalendarCheck className="size-4" aria-hidden="true" />
                {a.when} · {a.reference} · {a.status}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Link to={`/admin/appointments/new?inquiry=${inquiryId}`} className={link} data-book-appointment>
        <CalendarDays className="size-4" aria-hidden="true" />
        Book appointment<span className="sr-only"> for {name}</span>
      </Link>
    </div>
  );
}
