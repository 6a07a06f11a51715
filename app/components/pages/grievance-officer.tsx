import { useClinic } from "~/components/clinic-context";
import { useFallbackLang, useT } from "~/components/messages-context";
import { grievanceOfficer } from "~/content/legal";
import { telDigits } from "~/lib/format";

/** The privacy policy's contact for data requests, from the clinic settings. */
export function GrievanceOfficerBlock() {
  const clinic = useClinic();
  const officer = grievanceOfficer(clinic);
  const t = useT();
  const addressLang = useFallbackLang(officer.address);
  const clinicNameLang = useFallbackLang(clinic.name);
  return (
    <section aria-labelledby="grievance-title" className="mt-10 rounded-2xl bg-sand-50 p-6 ring-1 ring-sand-300">
      <h2 id="grievance-title" className="text-xl font-bold text-ocean-950">
        {t("pages.grievanceTitle")}
      </h2>
      <p className="mt-2">{t("pages.grievanceText", { days: officer.responseDays })}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold">{t("pages.grievanceName")}</dt>
        {/* The post's name in the page's language (the English one is in the settings' words). */}
        <dd>
          {t("pages.grievanceTitle")}, <span lang={clinicNameLang}>{clinic.name}</span>
        </dd>
        <dt className="font-semibold">{t("pages.grievanceEmail")}</dt>
        <dd>
          <a href={`mailto:${officer.email}`} dir="ltr" className="text-ocean-800 underline underline-offset-2">
            {officer.email}
          </a>
        </dd>
        <dt className="font-semibold">{t("pages.grievancePhone")}</dt>
        <dd>
          <a href={`tel:${telDigits(officer.phone)}`} dir="ltr" className="text-ocean-800 underline underline-offset-2">
            {officer.phone}
          </a>
        </dd>
        <dt className="font-semibold">{t("pages.grievanceAddress")}</dt>
        <dd lang={addressLang}>{officer.address}</dd>
      </dl>
    </section>
  );
}
