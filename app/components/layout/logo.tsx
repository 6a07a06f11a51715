import { SiteLink as Link } from "~/components/ui/site-link";
import { useClinic } from "~/components/clinic-context";
import { useOptionalT } from "~/components/messages-context";

export function Logo({ light = false }: { light?: boolean }) {
  const clinic = useClinic();
  // Also the staff pages' logo (sign-in page, admin shell), where there is no catalogue.
  const t = useOptionalT();
  return (
    <Link to="/" className="flex min-h-11 items-center gap-2.5">
      <svg viewBox="0 0 64 64" className="size-10 shrink-0" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={light ? "#ffffff" : "#0f5e63"} />
        <path d="M10 38c6-6 12-6 18 0s12 6 18 0 8-5 8-5v9s-2 4-8 5c-6 1-12-6-18-6s-12 7-18 6V38z" fill={light ? "#1a8a8f" : "#9fd8cf"} />
        <circle cx="42" cy="22" r="7" fill="#e9cfa3" />
      </svg>
      <span className="leading-tight">
        <span className={`block text-lg font-bold ${light ? "text-white" : "text-ocean-900"}`}>{clinic.shortName}</span>
        <span className={`block text-xs ${light ? "text-seaglass-100" : "text-muted"}`}>{t("chrome.logoSubtitle")}</span>
      </span>
    </Link>
  );
}
