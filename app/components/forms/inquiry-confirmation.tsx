import { useClinic } from "~/components/clinic-context";
import { useT } from "~/components/messages-context";
import { CheckCircle2, MessageCircle } from "~/components/ui/lucide";
import type { InquiryConfirmation as Confirmation } from "~/lib/inquiry-fields";

// A little air when the island scrolls to it: the root's scroll padding (app.css) already keeps
// it clear of the sticky header and of the bottom bar and floating buttons (decision 078).
export const IN_VIEW_MARGINS = "scroll-mt-4 scroll-mb-4";

interface Props {
  formId: string;
  /** The server's answer, or none: the template the island fills (app/islands/inquiry-form.island.ts). */
  confirmation?: Confirmation | undefined;
  whatsappUrl?: string | null | undefined;
  /** Without JavaScript: the page again, for another message (with it, a button that shows the form). */
  againHref?: string | undefined;
}

/**
 * What a visitor sees once the clinic has their message, in place of the form: a heading the
 * island focuses (announced, in view), the reference, what happens next for the channel they
 * chose (WhatsApp as a button, or the e-mail promise), and a copy of what they sent. The server
 * renders it filled after a plain post, and empty inside a <template> for the island.
 */
export function InquiryConfirmation({ formId, confirmation, whatsappUrl, againHref }: Props) {
  const t = useT();
  const clinic = useClinic();
  const whatsapp = !confirmation || confirmation.channel === "whatsapp";
  return (
    <div className="space-y-4" data-confirmation>
      <h3
        id={`${formId}-answer`}
        tabIndex={-1}
        className={`flex items-center gap-2 text-xl font-bold text-ocean-950 ${IN_VIEW_MARGINS}`}
        data-confirmation-heading
      >
        <CheckCircle2 className="size-6 shrink-0 text-ocean-700" aria-hidden="true" />
        {t("forms.confirmTitle")}
      </h3>
      <div className="rounded-lg bg-seaglass-100 p-4">
        <p className="text-sm text-ocean-800">{t("forms.confirmReferenceLabel")}</p>
        <p className="text-2xl font-bold tracking-wider text-ocean-950">
          <bdi data-reference>{confirmation?.reference}</bdi>
        </p>
        <p className="mt-1 text-sm text-ocean-800">{t("forms.confirmReferenceNote")}</p>
      </div>
      <p className="text-ocean-950" data-next>
        {confirmation?.next}
      </p>
      <a
        href={whatsappUrl ?? clinicChatUrl(clinic.whatsapp.e164)}
        target="_blank"
        rel="noopener noreferrer"
        className="btn-primary w-full"
        data-whatsapp-link
        hidden={!whatsapp}
      >
        <MessageCircle className="size-5" aria-hidden="true" /> {t("forms.confirmOpenWhatsApp")}
      </a>
      <div>
        <h4 className="text-base font-semibold text-ocean-950">{t("forms.confirmSummaryTitle")}</h4>
        <dl className="mt-2 divide-y divide-seaglass-200 text-sm" data-summary>
          {confirmation?.summary.map((row) => (
            <div key={row.label} className="py-2">
              <dt className="font-medium text-ocean-800">{row.label}</dt>
              <dd className="break-words whitespace-pre-line text-ink">
                <bdi>{row.value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {againHref ? (
        <a href={againHref} className="btn-secondary w-full">
          {t("forms.confirmAnother")}
        </a>
      ) : (
        <button type="button" className="btn-secondary w-full" data-confirmation-again>
          {t("forms.confirmAnother")}
        </button>
      )}
    </div>
  );
}

/** The clinic's chat without a prefilled text: a real address for a link the island fills in
 * (an anchor without href is invalid HTML and not crawlable), used as it is should it not. */
export const clinicChatUrl = (e164: string) => `https://wa.me/${e164.replace(/\D/g, "")}`;
