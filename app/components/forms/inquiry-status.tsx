import { useT } from "~/components/messages-context";

const linkClass = "font-semibold underline";

/** The thanks line's wording: the booking form's "request" or the other forms' "inquiry". */
export type ThanksKey = "forms.thanksRequest" | "forms.thanksInquiry";

/**
 * The line under every inquiry form after a submission, filled by the form's island
 * (app/islands/inquiry-form.island.ts) from one of the two templates: thanks plus a fallback
 * WhatsApp link, or — when the server could not store the lead — its note that the message
 * is waiting in WhatsApp to be sent. Without JavaScript the server sends the visitor to
 * WhatsApp itself, so the line stays empty.
 */
export function InquiryStatus({ thanks }: { thanks: ThanksKey }) {
  const t = useT();
  return (
    <>
      <p role="status" className="text-sm text-ocean-800" data-inquiry-status />
      <template data-inquiry-thanks>
        {t.rich(thanks, {
          link: (chunks) => (
            <a target="_blank" rel="noopener noreferrer" className={linkClass} data-whatsapp-link>
              {chunks}
            </a>
          ),
        })}
      </template>
      <template data-inquiry-notice>
        {/* The island puts the server's note in front of the link. */}
        <span className="block rounded-lg bg-sand-100 p-3 text-coral-700" data-notice>
          {" "}
          <a target="_blank" rel="noopener noreferrer" className={linkClass} data-whatsapp-link>
            {t("forms.noticeOpenWhatsApp")}
          </a>
        </span>
      </template>
    </>
  );
}
