import { BadgeCheck, CheckCircle2, GraduationCap, Languages, Mic, Trophy } from "~/components/ui/lucide";
import { consultantProfile, consultantSections } from "~/content/consultant-profile";
import { consultant } from "~/content/doctors";
import { groupRolesByCategory } from "~/lib/doctors";
import { Icon } from "~/components/ui/icon";
import { ProfileSection } from "./profile-section";

export function ConsultantSummary() {
  return (
    <ProfileSection id="summary" text={consultantSections.summary}>
      <div className="mx-auto max-w-3xl">
        <div className="space-y-5 text-muted sm:text-lg">
          {consultantProfile.summaryParagraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
        <div className="mt-8 flex flex-wrap items-center gap-3 rounded-2xl bg-seaglass-50 p-5 ring-1 ring-seaglass-200">
          <h3 className="flex items-center gap-2 font-semibold text-ocean-950">
            <Languages className="size-5 text-ocean-700" aria-hidden="true" />
            Languages
          </h3>
          <ul className="flex flex-wrap gap-2" aria-label={`Languages ${consultant.shortName} consults in`}>
            {consultantProfile.languages.map((language) => (
              <li key={language} className="rounded-full bg-white px-3 py-1 text-sm font-medium text-ocean-900 ring-1 ring-seaglass-300">
                {language}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </ProfileSection>
  );
}

export function ConsultantExpertise() {
  return (
    <ProfileSection id="expertise" text={consultantSections.expertise} tone="seaglass">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {consultantProfile.coreExpertise.map((item) => (
          <li key={item.title} className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-seaglass-200 sm:flex-col sm:p-6">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-ocean-700 text-white">
              <Icon name={item.icon} />
            </span>
            <div>
              <h3 className="text-lg font-semibold text-ocean-950">{item.title}</h3>
              <p className="mt-1 text-muted sm:mt-2">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}

export function ConsultantEducation() {
  return (
    <ProfileSection id="education" text={consultantSections.education}>
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <h3 className="flex items-center gap-2 text-xl font-semibold text-ocean-950">
            <GraduationCap className="size-6 text-ocean-700" aria-hidden="true" />
            Degrees
          </h3>
          <ol className="mt-4 space-y-3">
            {consultantProfile.degrees.map((degree) => (
              <li key={degree.degree} className="flex gap-4 rounded-2xl bg-seaglass-50 p-4 ring-1 ring-seaglass-200">
                <span className="w-12 shrink-0 font-bold text-ocean-700">{degree.year}</span>
                <span>
                  <span className="block font-semibold text-ocean-950">{degree.degree}</span>
                  <span className="block text-muted">{degree.institution}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h3 className="flex items-center gap-2 text-xl font-semibold text-ocean-950">
            <BadgeCheck className="size-6 text-ocean-700" aria-hidden="true" />
            Certifications
          </h3>
          <ul className="mt-4 space-y-3">
            {consultantProfile.certifications.map((cert) => (
              <li key={cert.title} className="rounded-2xl bg-sand-50 p-4 ring-1 ring-sand-300">
                <span className="block font-semibold text-ocean-950">{cert.title}</span>
                <span className="block text-muted">
                  {cert.institution}, {cert.year}
                </span>
                <span className="mt-2 inline-block rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-ocean-800 ring-1 ring-sand-300">
                  {cert.type}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </ProfileSection>
  );
}

export function ConsultantRoles() {
  const groups = groupRolesByCategory(consultantProfile.roles, consultantProfile.roleCategories);
  return (
    <ProfileSection id="roles" text={consultantSections.roles} tone="sand">
      <div className="grid gap-6 lg:grid-cols-3">
        {groups.map((group) => (
          <div key={group.category} className="rounded-2xl bg-white p-6 ring-1 ring-sand-300" data-role-group>
            <h3 className="text-lg font-semibold text-ocean-950">{group.category}</h3>
            {(
              [
                ["Current", group.current],
                ["Previous", group.past],
              ] as const
            ).map(([label, roles]) =>
              roles.length > 0 ? (
                <div key={label} className="mt-4">
                  <h4 className="text-sm font-bold tracking-wide text-ocean-700 uppercase">{label}</h4>
                  <ul className="mt-2 space-y-3">
                    {roles.map((role) => (
                      <li key={role.title} className="border-l-4 border-seaglass-300 pl-3">
                        <span className="block font-semibold text-ink">{role.title}</span>
                        <span className="block text-sm text-muted">{role.organization}</span>
                        <span className="block text-sm text-muted">{role.period}</span>
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

export function ConsultantAchievements() {
  return (
    <ProfileSection id="achievements" text={consultantSections.achievements}>
      <ul className="mx-auto max-w-3xl space-y-3">
        {consultantProfile.achievements.map((achievement) => (
          <li key={achievement} className="flex gap-3 rounded-2xl bg-seaglass-50 p-4 ring-1 ring-seaglass-200">
            <Trophy className="mt-0.5 size-5 shrink-0 text-ocean-700" aria-hidden="true" />
            <span>{achievement}</span>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}

export function ConsultantEngagements() {
  return (
    <ProfileSection id="engagements" text={consultantSections.engagements} tone="seaglass">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {consultantProfile.engagements.map((engagement) => (
          <li key={engagement.title} className="flex flex-col rounded-2xl bg-white p-5 ring-1 ring-seaglass-200">
            <span className="inline-flex items-center gap-1.5 self-start rounded-full bg-seaglass-100 px-2.5 py-0.5 text-xs font-bold text-ocean-800">
              <Mic className="size-3.5" aria-hidden="true" />
              {engagement.type}
            </span>
            <h3 className="mt-3 font-semibold text-ocean-950">{engagement.title}</h3>
            <p className="mt-1 text-sm text-muted">{engagement.topic}</p>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}

export function ConsultantCompetencies() {
  return (
    <ProfileSection id="competencies" text={consultantSections.competencies}>
      <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
        {consultantProfile.adminCompetencies.map((competency) => (
          <li key={competency} className="flex gap-3 rounded-xl p-3 ring-1 ring-seaglass-200">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-ocean-700" aria-hidden="true" />
            <span>{competency}</span>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
