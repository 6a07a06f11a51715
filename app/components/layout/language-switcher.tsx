import { useLocation, useRouteLoaderData } from "react-router";
import { Languages } from "~/components/ui/lucide";
import { useLocale, useT } from "~/components/messages-context";
import { LOCALE_INFO, LOCALES, localizePath, splitLocale, type Locale } from "~/i18n/locales";

/**
 * Links to this same page in each language: plain links, so it works without JavaScript and
 * crawlers follow it. Each name is written in its own language and script (`lang`).
 */
export function LanguageSwitcher({ className = "", linkClassName = "" }: { className?: string; linkClassName?: string }) {
  const t = useT();
  const current = useLocale();
  const { path } = splitLocale(useLocation().pathname);
  const published = useRouteLoaderData<{ languages?: readonly Locale[] }>("root")?.languages ?? LOCALES;
  if (published.length < 2) return null;
  return (
    <nav aria-label={t("chrome.languageLabel")} className={className}>
      <Languages className="size-4 shrink-0" aria-hidden="true" />
      <ul className="flex flex-wrap items-center gap-x-1">
        {published.map((code) => {
          const info = LOCALE_INFO[code];
          return (
            <li key={code}>
              <a
                href={localizePath(code, path)}
                hrefLang={info.tag}
                lang={info.tag}
                dir={info.dir}
                aria-current={code === current ? "page" : undefined}
                className={`flex min-h-11 items-center rounded-md px-2 font-language-names aria-[current=page]:font-bold aria-[current=page]:underline aria-[current=page]:underline-offset-4 ${linkClassName}`}
              >
                {info.nativeName}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
