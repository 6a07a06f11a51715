import { Link } from "react-router";
import type { TranslationState } from "~/content-types/translation";

export interface LanguageTab {
  locale: string;
  name: string;
  nativeName: string;
  state: TranslationState | "original";
  href: string;
}

const STATE_TEXT: Record<LanguageTab["state"], string> = {
  original: "original",
  missing: "not translated",
  draft: "draft translation",
  outdated: "English changed",
  partial: "reviewed in part",
  reviewed: "reviewed",
};

const STATE_CLASS: Record<LanguageTab["state"], string> = {
  original: "bg-seaglass-100 text-ocean-900",
  missing: "bg-sand-50 text-coral-700 ring-1 ring-coral-500",
  draft: "bg-sand-100 text-ink",
  outdated: "bg-sand-50 text-coral-700 ring-1 ring-coral-500",
  partial: "bg-seaglass-100 text-ocean-900 ring-1 ring-ocean-700",
  reviewed: "bg-ocean-700 text-white",
};

export function TranslationStateBadge({ state }: { state: LanguageTab["state"] }) {
  return (
    <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_CLASS[state]}`}>{STATE_TEXT[state]}</span>
  );
}

/** The document in each language: links, so the switch works without JavaScript. */
export function LanguageTabs({ tabs, current }: { tabs: readonly LanguageTab[]; current: string }) {
  return (
    <nav aria-label="Language of this document" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.locale}>
            <Link
              to={tab.href}
              aria-current={tab.locale === current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold ring-1 ring-seaglass-200 hover:bg-seaglass-50 ${tab.locale === current ? "bg-white shadow-sm ring-2 ring-ocean-700" : ""}`}
            >
              <span>
                {tab.name}
                {tab.nativeName !== tab.name ? (
                  <span lang={tab.locale} className="ms-1 font-normal text-muted">
                    ({tab.nativeName})
                  </span>
                ) : null}
              </span>
              <TranslationStateBadge state={tab.state} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const STATE_SENTENCE: Record<TranslationState, string> = {
  missing: "Not translated yet: the page shows the English.",
  draft: "A draft translation: ask a native speaker to review it, then tick Reviewed and publish.",
  outdated: "Some of its English has changed since.",
  partial: "Reviewed by a native speaker, but not every text is translated yet.",
  reviewed: "Reviewed by a native speaker.",
};

/** Where a translation stands: its state and how many of the English texts it gives. */
export function TranslationSummary({
  language,
  translation,
}: {
  language: string;
  translation: { state: TranslationState; total: number; translated: number; changedLabels: readonly string[] };
}) {
  const left = translation.total - translation.translated;
  const changed = translation.changedLabels;
  return (
    <div className="mb-6 rounded-2xl bg-seaglass-50 p-4 text-sm ring-1 ring-seaglass-200" data-testid="translation-summary">
      <p>
        <strong>{language}:</strong> {translation.translated} of {translation.total} texts translated
        {left > 0 ? `; the page shows the English for the other ${left === 1 ? "one" : left}` : ""}. {STATE_SENTENCE[translation.state]}
      </p>
      {changed.length > 0 ? (
        <div className="mt-2" data-testid="translation-changed">
          <p>
            <strong>
              The English of {changed.length === 1 ? "one text" : `${changed.length} texts`} changed since{" "}
              {changed.length === 1 ? "it was" : "they were"} translated:
            </strong>{" "}
            each is marked “English changed since translated” below, with the English it was translated from. Update the translation, or
            save to confirm it still fits.
          </p>
          <ul className="mt-1 list-disc ps-5">
            {changed.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-1 text-muted">Each field shows the English above it. Leave a field empty to show the English there.</p>
    </div>
  );
}
