/**
 * The line under every inquiry form after a submission: thanks plus a fallback WhatsApp
 * link, or — when the server could not store the lead — a clear note that the message is
 * waiting in WhatsApp to be sent.
 */
export function InquiryStatus({ sentUrl, notice, what = "request" }: { sentUrl: string | null; notice: string | null; what?: string }) {
  return (
    <p role="status" className="text-sm text-ocean-800">
      {notice && sentUrl ? (
        <span className="block rounded-lg bg-sand-100 p-3 text-coral-700">
          {notice}{" "}
          <a href={sentUrl} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
            Open WhatsApp
          </a>
        </span>
      ) : sentUrl ? (
        <>
          Thank you. We have your {what} and WhatsApp has opened in a new tab. If it did not,{" "}
          <a href={sentUrl} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
            open WhatsApp
          </a>
          .
        </>
      ) : null}
    </p>
  );
}
