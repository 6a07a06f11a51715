import type { ReactNode } from "react";
import { SiteLink as Link } from "~/components/ui/site-link";
import { ChevronRight } from "~/components/ui/lucide";
import { useFallbackLang, useT } from "~/components/messages-context";

export const PAGE_TITLE_ID = "page-title";

/**
 * The heading band of an inner page: the home hero's colours, shorter and quieter, with a
 * breadcrumb back home. It carries the page's one h1. The title is always the page document's
 * text (marked as English where untranslated); a caller marks its own content in `crumb`,
 * `eyebrow` and `intro`, which may also be interface strings.
 */
export function PageHero({
  crumb,
  eyebrow,
  title,
  intro,
  children,
}: {
  /** Breadcrumb label of this page. */
  crumb: ReactNode;
  eyebrow: ReactNode;
  title: string;
  intro?: ReactNode;
  /** Actions or facts under the intro. */
  children?: ReactNode;
}) {
  const t = useT();
  const titleLang = useFallbackLang(title);
  return (
    <section
      aria-labelledby={PAGE_TITLE_ID}
      className="relative overflow-hidden bg-gradient-to-br from-ocean-900 via-ocean-800 to-ocean-700 text-white"
    >
      <svg
        viewBox="0 0 400 400"
        aria-hidden="true"
        className="pointer-events-none absolute -end-24 -bottom-32 size-[28rem] text-seaglass-300 opacity-15 sm:-end-10"
      >
        {[60, 110, 160, 210].map((r) => (
          <circle key={r} cx="200" cy="200" r={r} fill="none" stroke="currentColor" strokeWidth="2" />
        ))}
      </svg>
      <div className="container-page relative py-10 sm:py-14">
        <nav aria-label={t("pages.breadcrumbLabel")}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-seaglass-100">
            <li className="flex items-center gap-1">
              <Link to="/" className="inline-flex min-h-11 items-center underline-offset-2 hover:underline sm:min-h-6">
                {t("pages.breadcrumbHome")}
              </Link>
              <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </li>
            <li aria-current="page" className="font-medium text-white">
              {crumb}
            </li>
          </ol>
        </nav>
        <p className="mt-4 text-sm font-semibold tracking-wide text-sand-300 uppercase">{eyebrow}</p>
        <h1 id={PAGE_TITLE_ID} className="mt-2 max-w-3xl text-3xl leading-tight font-bold tracking-tight sm:text-5xl" lang={titleLang}>
          {title}
        </h1>
        {intro ? <div className="mt-4 max-w-2xl text-lg text-seaglass-100">{intro}</div> : null}
        {children ? <div className="mt-7">{children}</div> : null}
      </div>
    </section>
  );
}
