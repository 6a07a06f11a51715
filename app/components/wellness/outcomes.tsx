import { ArrowRight, CheckCircle2 } from "~/components/ui/lucide";
import type { WellnessPageTexts as Page } from "~/content-types/wellness-page";
import { SectionHeading } from "~/components/ui/section-heading";
import { useFallbackLang, useLocale } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";

/** The expected outcomes ("What You'll Walk Away With") beside the before/after comparison. */
export function Outcomes({ outcomes, beforeAfter: text }: { outcomes: Page["outcomes"]; beforeAfter: Page["beforeAfter"] }) {
  const locale = useLocale();
  const noteLang = useFallbackLang(outcomes.note);
  const comparisonLang = useFallbackLang(
    text.title,
    text.caption,
    text.measureLabel,
    text.beforeLabel,
    text.afterLabel,
    ...text.rows.flatMap((row) => [row.metric, row.before, row.after]),
  );
  return (
    <section aria-labelledby="outcomes-title" className="section bg-sand-50">
      <div className="container-page grid gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="outcomes-title" eyebrow={outcomes.eyebrow} title={outcomes.title} center={false} />
          <ul className="mt-8 space-y-3">
            {outcomes.items.map(({ text: outcome }) => (
              <li key={outcome} className="flex gap-3">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-ocean-700" aria-hidden="true" />
                <span lang={fallbackLangOf(locale, outcome)}>{outcome}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-muted" lang={noteLang}>
            {outcomes.note}
          </p>
        </div>
        <div className="self-start rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-300 sm:p-8" lang={comparisonLang}>
          <h3 className="text-xl font-bold text-ocean-950">{text.title}</h3>
          <table className="mt-4 w-full border-separate border-spacing-y-2 text-start">
            <caption className="mb-2 caption-top text-start text-sm text-muted">{text.caption}</caption>
            <thead>
              <tr className="text-sm text-muted">
                <th scope="col" className="font-medium">
                  {text.measureLabel}
                </th>
                <th scope="col" className="font-medium">
                  {text.beforeLabel}
                </th>
                <th scope="col" className="ps-6 font-medium">
                  {text.afterLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {text.rows.map((row) => (
                <tr key={row.metric} data-metric={row.metric}>
                  <th scope="row" className="py-2 pe-3 font-semibold text-ocean-950">
                    {row.metric}
                  </th>
                  <td className="py-2 pe-3">
                    <span className="inline-block rounded-full bg-sand-100 px-3 py-1 text-sm font-medium text-coral-700">{row.before}</span>
                  </td>
                  <td className="py-2">
                    <span className="inline-flex items-center gap-2">
                      <ArrowRight className="size-4 shrink-0 text-muted rtl:-scale-x-100" aria-hidden="true" />
                      <span className="rounded-full bg-seaglass-100 px-3 py-1 text-sm font-semibold text-ocean-800">{row.after}</span>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
