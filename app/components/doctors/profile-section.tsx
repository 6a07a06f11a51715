import type { ReactNode } from "react";
import type { SectionText } from "~/content/doctors";
import { SectionHeading } from "~/components/ui/section-heading";

const tones = {
  white: "bg-white",
  seaglass: "bg-seaglass-50",
  sand: "bg-sand-50",
} as const;

/** One titled band of a profile page; `id` is the fragment other buttons scroll to. */
export function ProfileSection({
  id,
  text,
  tone = "white",
  children,
}: {
  id: string;
  text: SectionText;
  tone?: keyof typeof tones;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`section ${tones[tone]}`}>
      <div className="container-page">
        <SectionHeading id={`${id}-title`} eyebrow={text.eyebrow} title={text.title} intro={text.intro} />
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  );
}
