import { useClinic } from "~/components/clinic-context";
import { grievanceOfficer } from "~/content/legal";
import { telDigits } from "~/lib/format";

/** The privacy policy's contact for data requests, from the clinic settings. */
export function GrievanceOfficerBlock() {
  const officer = grievanceOfficer(useClinic());
  return (
    <section aria-labelledby="grievance-title" className="mt-10 rounded-2xl bg-sand-50 p-6 ring-1 ring-sand-300">
      <h2 id="grievance-title" className="text-xl font-bold text-ocean-950">
        Grievance Officer
      </h2>
      <p className="mt-2">
        For questions, requests or complaints about your personal information, contact our Grievance Officer. We reply within{" "}
        {officer.responseDays} days.
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold">Name</dt>
        <dd>{officer.name}</dd>
        <dt className="font-semibold">E-mail</dt>
        <dd>
          <a href={`mailto:${officer.email}`} className="text-ocean-800 underline underline-offset-2">
            {officer.email}
          </a>
        </dd>
        <dt className="font-semibold">Phone</dt>
        <dd>
          <a href={`tel:${telDigits(officer.phone)}`} className="text-ocean-800 underline underline-offset-2">
            {officer.phone}
          </a>
        </dd>
        <dt className="font-semibold">Address</dt>
        <dd>{officer.address}</dd>
      </dl>
    </section>
  );
}
