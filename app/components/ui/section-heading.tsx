import { useLocale } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";

type Part = "eyebrow" | "title" | "intro";

/**
 * A section's eyebrow, heading and introduction: content (a document's texts), so each is
 * marked as English on a page in another language while its text is the English (untranslated). `translated`
 * lists the parts given as interface strings (`t(…)`) instead, which are in the page's language.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  center = true,
  translated = [],
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  center?: boolean;
  translated?: readonly Part[];
}) {
  const locale = useLocale();
  const text: Record<Part, string | undefined> = { eyebrow, title, intro };
  const lang = (part: Part) => (translated.includes(part) ? undefined : fallbackLangOf(locale, text[part]));
  return (
    <div className={center ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow ? (
        <p lang={lang("eyebrow")} className="eyebrow">
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} lang={lang("title")} className="heading-2 mt-2">
        {title}
      </h2>
      {intro ? (
        <p lang={lang("intro")} className="mt-4 text-lg text-muted">
          {intro}
        </p>
      ) : null}
    </div>
  );
}
