import { Fragment, type ReactNode } from "react";
import { ArrowDown, CalendarCheck, ExternalLink } from "~/components/ui/lucide";
import { useT, useLocalizedPath } from "~/components/messages-context";
import { bookingHref } from "~/content/navigation";
import { doctorStats, type PublicDoctor } from "~/content-types/doctor";
import { DoctorCta } from "./doctor-cta";
import { DoctorHero } from "./doctor-hero";
import { FeaturedArticle } from "./featured-article";
import { TONE_CYCLE, type Tone } from "./profile-section";
import {
  AchievementsSection,
  AwardsSection,
  CompetenciesSection,
  ConferencesSection,
  EducationSection,
  ExpertiseSection,
  RolesSection,
  SummarySection,
  TalksSection,
} from "./profile-sections";
import { SurgicalCases } from "./surgical-cases";
import { DoctorStories, type DoctorStory, DoctorVideos, type DoctorVideo } from "./linked-sections";

interface ShownSection {
  id: string;
  render: (tone: Tone) => ReactNode;
}

/** The sections this doctor has entries for, in the template's order. */
function sectionsOf(doctor: PublicDoctor, linked: Linked): ShownSection[] {
  const d = doctor;
  const list: Array<[boolean, ShownSection]> = [
    [
      d.profile.text.replace(/<[^>]*>/g, "").trim() !== "" || d.languages.trim() !== "",
      { id: "summary", render: (tone) => <SummarySection doctor={d} tone={tone} /> },
    ],
    [d.expertise.items.length > 0, { id: "expertise", render: (tone) => <ExpertiseSection doctor={d} tone={tone} /> }],
    [
      d.education.items.length + d.certifications.items.length > 0,
      { id: "education", render: (tone) => <EducationSection doctor={d} tone={tone} /> },
    ],
    [d.roles.items.length > 0, { id: "roles", render: (tone) => <RolesSection doctor={d} tone={tone} /> }],
    [d.awards.items.length > 0, { id: "awards", render: (tone) => <AwardsSection doctor={d} tone={tone} /> }],
    [d.conferences.items.length > 0, { id: "conferences", render: (tone) => <ConferencesSection doctor={d} tone={tone} /> }],
    [d.achievements.items.length > 0, { id: "achievements", render: (tone) => <AchievementsSection doctor={d} tone={tone} /> }],
    [d.talks.items.length > 0, { id: "engagements", render: (tone) => <TalksSection doctor={d} tone={tone} /> }],
    [d.competencies.items.length > 0, { id: "competencies", render: (tone) => <CompetenciesSection doctor={d} tone={tone} /> }],
    [d.cases.items.length > 0, { id: "cases", render: (tone) => <SurgicalCases cases={d.cases} tone={tone} /> }],
    [d.article.title.trim() !== "", { id: "article", render: (tone) => <FeaturedArticle article={d.article} tone={tone} /> }],
    [
      linked.videos.length > 0,
      { id: "videos", render: (tone) => <DoctorVideos videos={linked.videos} shortName={d.shortName} tone={tone} /> },
    ],
    [linked.stories.length > 0, { id: "stories", render: (tone) => <DoctorStories stories={linked.stories} tone={tone} /> }],
  ];
  return list.filter(([shown]) => shown).map(([, section]) => section);
}

/** A doctor's whole profile page, from their document: /doctors/{slug} and the two older addresses. */
interface Linked {
  videos: readonly DoctorVideo[];
  stories: readonly DoctorStory[];
}

export function DoctorProfile({ doctor, averageRating, videos, stories }: { doctor: PublicDoctor; averageRating: number | null } & Linked) {
  const t = useT();
  const lp = useLocalizedPath();
  const sections = sectionsOf(doctor, { videos, stories });
  return (
    <>
      <DoctorHero doctor={doctor} stats={doctorStats(doctor, averageRating)}>
        {sections[0] ? (
          // A fragment link scrolls (smoothly unless reduced motion) and moves focus, even without JS.
          <a href={`#${sections[0].id}`} className="btn-sand">
            {t("doctors.heroSummary")}
            <ArrowDown className="size-4" aria-hidden="true" />
          </a>
        ) : null}
        {doctor.personalSite ? (
          <a href={doctor.personalSite} target="_blank" rel="noopener noreferrer" className="btn-ghost-light">
            {t("doctors.personalSite")}
            <ExternalLink className="size-4" aria-hidden="true" />
            <span className="sr-only"> {t("doctors.opensNewTab")}</span>
          </a>
        ) : (
          <a href={lp(bookingHref)} className="btn-ghost-light">
            <CalendarCheck className="size-4" aria-hidden="true" />
            {t("doctors.bookConsultation")}
          </a>
        )}
      </DoctorHero>
      {sections.map((section, i) => (
        <Fragment key={section.id}>{section.render(TONE_CYCLE[i % TONE_CYCLE.length]!)}</Fragment>
      ))}
      <DoctorCta cta={doctor.cta} />
    </>
  );
}
