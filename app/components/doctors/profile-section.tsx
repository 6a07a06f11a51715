import type { ReactNode } from "react";
import type { SectionHeading as SectionText } from "~/content-types/doctor";
import { SectionHeading } from "~/components/ui/section-heading";

const tones = {
  white: "bg-white",
  seaglass: "bg-seaglass-50",
  sand: "bg-sand-50",
} as const;

export type Tone = keyof typeof tones;

/** The `<sr>…</sr>` part of a message: words only screen readers read. */
export const srOnly = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

/** The bands alternate in this order down a profile, whichever sections it has. */
export const TONE_CYCLE: readonly Tone[] = ["white", "seaglass", "white", "sand"];

/** One titled band of a profile page; `id` is the fragment other buttons scroll to. A heading
 * left empty in the admin falls back to `fallback` (an interface string). `text` is the
 * document's (content), unless `translatedText` says it is made of interface strings. */
export function ProfileSection({
  id,
  text,
  fallback,
  tone = "white",
  translatedText = false,
  children,
}: {
  id: string;
  text: SectionText;
  fallback: string;
  tone?: Tone;
  translatedText?: boolean;
  children: ReactNode;
}) {
  const translated = [
    ...(translatedText ? (["eyebrow", "intro"] as const) : []),
    ...(translatedText || !text.title ? (["title"] as const) : []),
  ];
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`section ${tones[tone]}`}>
      <div className="container-page">
        <SectionHeading
          id={`${id}-title`}
          eyebrow={text.eyebrow || undefined}
          title={text.title || fallback}
          intro={text.intro || undefined}
          translated={translated}
        />
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  );
}
