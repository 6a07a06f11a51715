import type { ApproachStep } from "~/content-types/home-page";
import { useLocale, useT } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";
import { Icon } from "./icon";

/** SPEC §2's treatment-approach steps, as one numbered list (home and /about read the same document). */
export function ApproachSteps({ steps, headingLevel = 4 }: { steps: readonly ApproachStep[]; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const t = useT();
  const locale = useLocale();
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, i) => (
        <li key={i} className="rounded-2xl bg-white p-5 ring-1 ring-sand-300">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-ocean-700 text-white">
              <Icon name={step.icon} className="size-5" />
            </span>
            <span className="text-sm font-semibold text-muted">{t("widgets.approachStep", { number: i + 1 })}</span>
          </div>
          <Heading lang={fallbackLangOf(locale, step.title)} className="mt-3 font-semibold text-ocean-950">
            {step.title}
          </Heading>
          <p lang={fallbackLangOf(locale, step.description)} className="mt-1 text-sm text-muted">
            {step.description}
          </p>
        </li>
      ))}
    </ol>
  );
}
