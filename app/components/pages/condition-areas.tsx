import { SiteLink as Link } from "~/components/ui/site-link";
import { ArrowRight } from "~/components/ui/lucide";
import type { ConditionArea, ConditionsPageTexts } from "~/content-types/conditions-page";
import { pickTherapies } from "~/lib/therapy-links";
import { Icon } from "~/components/ui/icon";
import { useFallbackLang, useLocale } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";

export interface TherapyName {
  slug: string;
  title: string;
}

/** Links to each area below; plain anchors, so they work before and without hydration. */
export function ConditionJumpLinks({ areas, label }: { areas: readonly ConditionArea[]; label: string }) {
  // The label and every link are the document's words.
  const fallbackLang = useFallbackLang(label, ...areas.map((c) => c.title));
  return (
    <nav aria-label={label} lang={fallbackLang}>
      <ul className="flex flex-wrap gap-2">
        {areas.map((c) => (
          <li key={c.anchor}>
            <a
              href={`#${c.anchor}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/10 px-4 text-sm font-medium text-white ring-1 ring-white/30 hover:bg-white/20"
            >
              <Icon name={c.icon} className="size-4" />
              {c.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** SPEC §3's six condition categories, each with the published therapies a doctor may consider. */
export function ConditionAreas({ text, therapies }: { text: ConditionsPageTexts; therapies: TherapyName[] }) {
  const locale = useLocale();
  const introLang = useFallbackLang(text.intro);
  return (
    <div className="container-page section">
      <p className="mx-auto max-w-3xl text-lg text-muted sm:text-center" lang={introLang}>
        {text.intro}
      </p>
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {text.areas.map((c) => {
          const linked = pickTherapies(
            c.therapies.map((t) => t.slug),
            therapies,
          );
          return (
            <section
              key={c.anchor}
              id={c.anchor}
              aria-labelledby={`${c.anchor}-title`}
              data-condition-area={c.anchor}
              className="flex scroll-mt-28 flex-col rounded-2xl bg-white p-6 ring-1 ring-seaglass-200 sm:p-8"
            >
              <h2
                id={`${c.anchor}-title`}
                className="flex items-center gap-3 text-2xl font-bold text-ocean-950"
                lang={fallbackLangOf(locale, c.title)}
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-seaglass-100 text-ocean-700">
                  <Icon name={c.icon} />
                </span>
                {c.title}
              </h2>
              <ul
                className="mt-5 flex-1 list-disc space-y-1.5 ps-5 text-ink marker:text-ocean-500"
                lang={fallbackLangOf(locale, ...c.conditions.map(({ text: name }) => name))}
              >
                {c.conditions.map(({ text: name }) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
              {linked.length > 0 ? (
                <div
                  className="mt-6 border-t border-seaglass-200 pt-4"
                  lang={fallbackLangOf(locale, text.therapiesLabel, ...linked.map((t) => t.title))}
                >
                  <h3 className="text-sm font-semibold text-muted">{text.therapiesLabel}</h3>
                  <ul className="mt-2 flex flex-wrap gap-x-4">
                    {linked.map((t) => (
                      <li key={t.slug}>
                        <Link
                          to={`/therapy/${t.slug}`}
                          className="inline-flex min-h-11 items-center gap-1 font-medium text-ocean-800 underline underline-offset-2 hover:text-ocean-950"
                        >
                          {t.title}
                          <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </section>
          );
        })}
      </div>
    </div>
  );
}
