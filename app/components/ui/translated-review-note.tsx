import { useT } from "~/components/messages-context";

/**
 * Said under a review the page shows in the clinic's translation: the patient's words were
 * theirs, the translation is the clinic's (docs/decisions/086).
 */
export function TranslatedReviewNote({ translated, className = "mt-2" }: { translated?: boolean; className?: string }) {
  const t = useT();
  if (!translated) return null;
  return <p className={`${className} text-sm text-muted`}>{t("widgets.reviewTranslated")}</p>;
}
