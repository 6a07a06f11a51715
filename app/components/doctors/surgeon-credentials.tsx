import { Award as AwardIcon, CalendarDays, GraduationCap, MapPin } from "~/components/ui/lucide";
import { surgeonProfile, surgeonSections } from "~/content/surgeon-profile";
import { Icon } from "~/components/ui/icon";
import { ProfileSection } from "./profile-section";

export function SurgeonSummary() {
  return (
    <ProfileSection id="summary" text={surgeonSections.summary}>
      <div className="mx-auto max-w-3xl space-y-5 text-muted sm:text-lg">
        {surgeonProfile.professionalSummary.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
      </div>
    </ProfileSection>
  );
}

export function SurgeonSpecialisations() {
  return (
    <ProfileSection id="specialisations" text={surgeonSections.specialisations} tone="seaglass">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {surgeonProfile.specialisations.map((item) => (
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

export function SurgeonAwards() {
  return (
    <ProfileSection id="awards" text={surgeonSections.awards}>
      <ol className="mx-auto max-w-3xl space-y-4">
        {surgeonProfile.awards.map((award) => (
          <li key={award.year} className="flex gap-4 rounded-2xl bg-sand-50 p-5 ring-1 ring-sand-300">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-sand-300 text-ocean-950">
              <AwardIcon className="size-6" aria-hidden="true" />
            </span>
            <div>
              <p className="text-sm font-bold text-ocean-700">{award.year}</p>
              <h3 className="font-semibold text-ocean-950">{award.title}</h3>
              <p className="text-muted">
                {award.event}, {award.location}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </ProfileSection>
  );
}

export function SurgeonConferences() {
  return (
    <ProfileSection id="conferences" text={surgeonSections.conferences} tone="sand">
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {surgeonProfile.conferences.map((conference) => (
          <li key={conference.title} className="flex flex-col rounded-2xl bg-white p-6 ring-1 ring-sand-300">
            <h3 className="text-lg font-semibold text-ocean-950">{conference.title}</h3>
            <p className="mt-2 flex items-center gap-2 text-sm font-medium text-ocean-800">
              <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
              {conference.date}
            </p>
            <p className="mt-1 flex items-start gap-2 text-sm text-muted">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {conference.venue}
            </p>
            <p className="mt-3 text-muted">{conference.description}</p>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}

export function SurgeonEducation() {
  return (
    <ProfileSection id="education" text={surgeonSections.education}>
      <ol className="mx-auto grid max-w-4xl gap-4 md:grid-cols-3">
        {surgeonProfile.degrees.map((degree) => (
          <li key={degree.degree} className="rounded-2xl bg-seaglass-50 p-6 text-center ring-1 ring-seaglass-200">
            <GraduationCap className="mx-auto size-8 text-ocean-700" aria-hidden="true" />
            <h3 className="mt-3 font-semibold text-ocean-950">{degree.degree}</h3>
            <p className="mt-1 text-muted">{degree.institution}</p>
            <p className="text-sm text-muted">{degree.location}</p>
          </li>
        ))}
      </ol>
    </ProfileSection>
  );
}
