import { useFallbackLang } from "~/components/messages-context";

type Part = "eyebrow" | "title" | "intro";

/**
 * A section's eyebrow, heading and introduction: content (a document's texts), so each is
 * marked as English on a page in another language until it has a translation. `translated`
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
  const fallbackLang = useFallbackLang();
  const lang = (part: Part) => (translated.includes(part) ? undefined : fallbackLang);
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
