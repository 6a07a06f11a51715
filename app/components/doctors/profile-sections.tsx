// The list sections of a doctor's profile, each drawn from the doctor's document. A section
// is only rendered when it has entries (doctor-profile.tsx decides), so one template fits a
// surgeon's awards and a consultant's roles alike.
import {
  Award as AwardIcon,
  BadgeCheck,
  CalendarDays,
  CheckCircle2,
  GraduationCap,
  Languages,
  MapPin,
  Mic,
  Trophy,
} from "~/components/ui/lucide";
import { useFallbackLang, useLocale, useT } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";
import type { DoctorData } from "~/content-types/doctor";
import { languageList } from "~/content-types/doctor";
import { groupRolesByCategory } from "~/lib/doctors";
import { Icon } from "~/components/ui/icon";
import { ProfileSection, type Tone } from "./profile-section";

interface Props<K extends keyof DoctorData> {
  doctor: Pick<DoctorData, K | "shortName">;
  tone: Tone;
}

export function SummarySection({ doctor, tone }: Props<"profile" | "languages">) {
  const t = useT();
  const locale = useLocale();
  const profileLang = useFallbackLang(doctor.profile.text);
  const languages = languageList(doctor.languages);
  return (
    <ProfileSection id="summary" text={doctor.profile.heading} fallback={t("doctors.summaryHeading")} tone={tone}>
      <div className="mx-auto max-w-3xl">
        <div
          lang={profileLang}
          className="prose-clinic space-y-5 text-muted sm:text-lg"
          dangerouslySetInnerHTML={{ __html: doctor.profile.text }}
        />
        {languages.length > 0 ? (
          <div className="mt-8 flex flex-wrap items-center gap-3 rounded-2xl bg-seaglass-50 p-5 ring-1 ring-seaglass-200">
            <h3 className="flex items-center gap-2 font-semibold text-ocean-950">
              <Languages className="size-5 text-ocean-700" aria-hidden="true" />
              {t("doctors.languagesHeading")}
            </h3>
            <ul className="flex flex-wrap gap-2" aria-label={t("doctors.languagesListLabel", { shortName: doctor.shortName })}>
              {languages.map((language) => (
                <li
                  key={language}
                  lang={fallbackLangOf(locale, language)}
                  className="rounded-full bg-white px-3 py-1 text-sm font-medium text-ocean-900 ring-1 ring-seaglass-300"
                >
                  {language}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </ProfileSection>
  );
}

export function ExpertiseSection({ doctor, tone }: Props<"expertise">) {
  const t = useT();
  const locale = useLocale();
  return (
    <ProfileSection id="expertise" text={doctor.expertise.heading} fallback={t("doctors.expertiseHeading")} tone={tone}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {doctor.expertise.items.map((item) => (
          <li key={item.title} className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-seaglass-200 sm:flex-col sm:p-6">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-ocean-700 text-white">
              <Icon name={item.icon} />
            </span>
            <div>
              <h3 lang={fallbackLangOf(locale, item.title)} className="text-lg font-semibold text-ocean-950">
                {item.title}
              </h3>
              <p lang={fallbackLangOf(locale, item.description)} className="mt-1 text-muted sm:mt-2">
                {item.description}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}

function Degrees({ items, compact }: { items: DoctorData["education"]["items"]; compact: boolean }) {
  const locale = useLocale();
  const degreeLang = (degree: DoctorData["education"]["items"][number]) =>
    fallbackLangOf(locale, degree.degree, degree.institution, degree.place);
  if (compact) {
    return (
      <ol className="mt-4 space-y-3">
        {items.map((degree) => (
          <li key={degree.degree} className="flex gap-4 rounded-2xl bg-seaglass-50 p-4 ring-1 ring-seaglass-200">
            {degree.year ? <span className="w-12 shrink-0 font-bold text-ocean-700">{degree.year}</span> : null}
            <span lang={degreeLang(degree)}>
              <span className="block font-semibold text-ocean-950">{degree.degree}</span>
              <span className="block text-muted">{[degree.institution, degree.place].filter(Boolean).join(", ")}</span>
            </span>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ol className="mx-auto grid max-w-4xl gap-4 md:grid-cols-3">
      {items.map((degree) => (
        <li key={degree.degree} lang={degreeLang(degree)} className="rounded-2xl bg-seaglass-50 p-6 text-center ring-1 ring-seaglass-200">
          <GraduationCap className="mx-auto size-8 text-ocean-700" aria-hidden="true" />
          <h3 className="mt-3 font-semibold text-ocean-950">{degree.degree}</h3>
          <p className="mt-1 text-muted">{degree.institution}</p>
          {degree.place || degree.year ? (
            <p className="text-sm text-muted">{[degree.place, degree.year].filter(Boolean).join(", ")}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** Degrees, and certifications beside them when there are any. */
export function EducationSection({ doctor, tone }: Props<"education" | "certifications">) {
  const t = useT();
  const locale = useLocale();
  const certificationsTitleLang = useFallbackLang(doctor.certifications.heading.title);
  const { education, certifications } = doctor;
  const both = education.items.length > 0 && certifications.items.length > 0;
  if (!both && education.items.length > 0) {
    return (
      <ProfileSection id="education" text={education.heading} fallback={t("doctors.educationHeading")} tone={tone}>
        <Degrees items={education.items} compact={false} />
      </ProfileSection>
    );
  }
  const certs = (
    <ul className="mt-4 space-y-3">
      {certifications.items.map((cert) => (
        <li
          key={cert.title}
          lang={fallbackLangOf(locale, cert.title, cert.institution, cert.kind)}
          className="rounded-2xl bg-sand-50 p-4 ring-1 ring-sand-300"
        >
          <span className="block font-semibold text-ocean-950">{cert.title}</span>
          <span className="block text-muted">{[cert.institution, cert.year].filter(Boolean).join(", ")}</span>
          {cert.kind ? (
            <span className="mt-2 inline-block rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-ocean-800 ring-1 ring-sand-300">
              {cert.kind}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
  if (!both) {
    return (
      <ProfileSection id="education" text={certifications.heading} fallback={t("doctors.certificationsHeading")} tone={tone}>
        <div className="mx-auto max-w-3xl">{certs}</div>
      </ProfileSection>
    );
  }
  return (
    <ProfileSection id="education" text={education.heading} fallback={t("doctors.educationCertificationsHeading")} tone={tone}>
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <h3 className="flex items-center gap-2 text-xl font-semibold text-ocean-950">
            <GraduationCap className="size-6 text-ocean-700" aria-hidden="true" />
            {t("doctors.degreesHeading")}
          </h3>
          <Degrees items={education.items} compact />
        </div>
        <div>
          <h3 className="flex items-center gap-2 text-xl font-semibold text-ocean-950">
            <BadgeCheck className="size-6 text-ocean-700" aria-hidden="true" />
            {certifications.heading.title ? (
              <span lang={certificationsTitleLang}>{certifications.heading.title}</span>
            ) : (
              t("doctors.certificationsHeading")
            )}
          </h3>
          {certs}
        </div>
      </div>
    </ProfileSection>
  );
}

export function RolesSection({ doctor, tone }: Props<"roles">) {
  const t = useT();
  const locale = useLocale();
  const groups = groupRolesByCategory(
    doctor.roles.items.map((r) => ({ ...r, type: r.current ? ("current" as const) : ("past" as const) })),
  );
  return (
    <ProfileSection id="roles" text={doctor.roles.heading} fallback={t("doctors.rolesHeading")} tone={tone}>
      <div className="grid gap-6 lg:grid-cols-3">
        {groups.map((group) => (
          <div key={group.category} className="rounded-2xl bg-white p-6 ring-1 ring-sand-300" data-role-group>
            <h3 lang={fallbackLangOf(locale, group.category)} className="text-lg font-semibold text-ocean-950">
              {group.category}
            </h3>
            {(
              [
                ["current", t("doctors.rolesCurrent"), group.current],
                ["past", t("doctors.rolesPrevious"), group.past],
              ] as const
            ).map(([state, label, roles]) =>
              roles.length > 0 ? (
                <div key={state} className="mt-4">
                  <h4 className="text-sm font-bold tracking-wide text-ocean-700 uppercase">{label}</h4>
                  <ul className="mt-2 space-y-3">
                    {roles.map((role) => (
                      <li
                        key={role.title}
                        lang={fallbackLangOf(locale, role.title, role.organization, role.period)}
                        className="border-s-4 border-seaglass-300 ps-3"
                      >
                        <span className="block font-semibold text-ink">{role.title}</span>
                        <span className="block text-sm text-muted">{role.organization}</span>
                        {role.period ? <span className="block text-sm text-muted">{role.period}</span> : null}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null,
            )}
          </div>
        ))}
      </div>
    </ProfileSection>
  );
}

export function AwardsSection({ doctor, tone }: Props<"awards">) {
  const t = useT();
  const locale = useLocale();
  return (
    <ProfileSection id="awards" text={doctor.awards.heading} fallback={t("doctors.awardsHeading")} tone={tone}>
      <ol className="mx-auto max-w-3xl space-y-4">
        {doctor.awards.items.map((award) => (
          <li key={`${award.year}${award.title}`} className="flex gap-4 rounded-2xl bg-sand-50 p-5 ring-1 ring-sand-300">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-sand-300 text-ocean-950">
              <AwardIcon className="size-6" aria-hidden="true" />
            </span>
            <div>
              <p className="text-sm font-bold text-ocean-700">{award.year}</p>
              <h3 lang={fallbackLangOf(locale, award.title)} className="font-semibold text-ocean-950">
                {award.title}
              </h3>
              {award.event || award.location ? (
                <p lang={fallbackLangOf(locale, award.event, award.location)} className="text-muted">
                  {[award.event, award.location].filter(Boolean).join(", ")}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </ProfileSection>
  );
}

export function ConferencesSection({ doctor, tone }: Props<"conferences">) {
  const t = useT();
  const locale = useLocale();
  return (
    <ProfileSection id="conferences" text={doctor.conferences.heading} fallback={t("doctors.conferencesHeading")} tone={tone}>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {doctor.conferences.items.map((conference) => (
          <li key={conference.title} className="flex flex-col rounded-2xl bg-white p-6 ring-1 ring-sand-300">
            <h3 lang={fallbackLangOf(locale, conference.title)} className="text-lg font-semibold text-ocean-950">
              {conference.title}
            </h3>
            {conference.date ? (
              <p lang={fallbackLangOf(locale, conference.date)} className="mt-2 flex items-center gap-2 text-sm font-medium text-ocean-800">
                <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
                {conference.date}
              </p>
            ) : null}
            {conference.venue ? (
              <p lang={fallbackLangOf(locale, conference.venue)} className="mt-1 flex items-start gap-2 text-sm text-muted">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {conference.venue}
              </p>
            ) : null}
            {conference.description ? (
              <p lang={fallbackLangOf(locale, conference.description)} className="mt-3 text-muted">
                {conference.description}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}

export function TalksSection({ doctor, tone }: Props<"talks">) {
  const t = useT();
  const locale = useLocale();
  return (
    <ProfileSection id="engagements" text={doctor.talks.heading} fallback={t("doctors.talksHeading")} tone={tone}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {doctor.talks.items.map((talk) => (
          <li key={talk.title} className="flex flex-col rounded-2xl bg-white p-5 ring-1 ring-seaglass-200">
            <span className="inline-flex items-center gap-1.5 self-start rounded-full bg-seaglass-100 px-2.5 py-0.5 text-xs font-bold text-ocean-800">
              <Mic className="size-3.5" aria-hidden="true" />
              {t("doctors.talkKind", { kind: talk.kind })}
            </span>
            <h3 lang={fallbackLangOf(locale, talk.title)} className="mt-3 font-semibold text-ocean-950">
              {talk.title}
            </h3>
            {talk.topic ? (
              <p lang={fallbackLangOf(locale, talk.topic)} className="mt-1 text-sm text-muted">
                {talk.topic}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}

export function AchievementsSection({ doctor, tone }: Props<"achievements">) {
  const t = useT();
  const locale = useLocale();
  return (
    <ProfileSection id="achievements" text={doctor.achievements.heading} fallback={t("doctors.achievementsHeading")} tone={tone}>
      <ul className="mx-auto max-w-3xl space-y-3">
        {doctor.achievements.items.map(({ text }) => (
          <li key={text} className="flex gap-3 rounded-2xl bg-seaglass-50 p-4 ring-1 ring-seaglass-200">
            <Trophy className="mt-0.5 size-5 shrink-0 text-ocean-700" aria-hidden="true" />
            <span lang={fallbackLangOf(locale, text)}>{text}</span>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}

export function CompetenciesSection({ doctor, tone }: Props<"competencies">) {
  const t = useT();
  const locale = useLocale();
  return (
    <ProfileSection id="competencies" text={doctor.competencies.heading} fallback={t("doctors.competenciesHeading")} tone={tone}>
      <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
        {doctor.competencies.items.map(({ text }) => (
          <li key={text} className="flex gap-3 rounded-xl p-3 ring-1 ring-seaglass-200">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-ocean-700" aria-hidden="true" />
            <span lang={fallbackLangOf(locale, text)}>{text}</span>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
