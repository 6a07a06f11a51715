import { Fragment } from "react";
import { Mail, MessageCircle, Phone } from "~/components/ui/lucide";
import { inquirySourceLabels } from "~/content/admin-inquiries";
import { InquiryStatusBadge } from "./inquiry-status-badge";
import { LeadForm, type LeadError, NotesAndHistory, type StaffChoice } from "./inquiry-follow-up";
import type { InquiryView } from "./inquiry-view";

const contactLink =
  "inline-flex min-h-11 items-center gap-1.5 font-medium text-ocean-800 underline underline-offset-2 hover:text-ocean-950";

/** The number in national form, left to right in any page, with its country's flag. */
function PhoneText({ item }: { item: InquiryView }) {
  return (
    <>
      {item.phoneFlag ? (
        <span role="img" aria-label={item.phoneCountry ?? undefined} className="not-italic">
          {item.phoneFlag}
        </span>
      ) : null}
      <bdi dir="ltr" data-phone>
        {item.phone}
      </bdi>
    </>
  );
}

function Contact({ item }: { item: InquiryView }) {
  return (
    <>
      <ul className="mt-1 flex flex-wrap gap-x-5 text-sm" aria-label={`Contact ${item.name}`}>
        {item.phone ? (
          <li>
            {item.telHref ? (
              <a href={item.telHref} className={contactLink}>
                <Phone className="size-4" aria-hidden="true" />
                <span className="sr-only">Call </span>
                <PhoneText item={item} />
              </a>
            ) : (
              <span className="inline-flex min-h-11 items-center gap-1.5">
                <Phone className="size-4" aria-hidden="true" /> <PhoneText item={item} />
              </span>
            )}
          </li>
        ) : null}
        {item.whatsappHref ? (
          <li>
            <a href={item.whatsappHref} target="_blank" rel="noopener noreferrer" className={contactLink} data-whatsapp>
              <MessageCircle className="size-4" aria-hidden="true" /> WhatsApp
              <span className="sr-only"> {item.name} (opens in a new tab)</span>
            </a>
          </li>
        ) : null}
        {item.email ? (
          <li className="min-w-0">
            {item.mailtoHref ? (
              <a href={item.mailtoHref} className={`${contactLink} break-all`}>
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                <span className="sr-only">E-mail </span>
                {item.email}
              </a>
            ) : (
              <span className="inline-flex min-h-11 items-center gap-1.5 break-all">
                <Mail className="size-4 shrink-0" aria-hidden="true" /> {item.email}
              </span>
            )}
          </li>
        ) : null}
      </ul>
      {item.replyDraft && (item.whatsappHref || item.mailtoHref) ? (
        <p className="text-xs text-muted" data-reply-language>
          Replies start in {item.replyDraft} (a draft translation awaiting the clinic&apos;s review).
        </p>
      ) : null}
    </>
  );
}

function Message({ item }: { item: InquiryView }) {
  if (!item.message) return null;
  if (!item.truncated) {
    return <p className="mt-3 rounded-lg bg-seaglass-50 p-3 text-sm whitespace-pre-line break-words text-ink">{item.message}</p>;
  }
  // Native <details>: opens without JavaScript; the preview gives way to the whole text.
  return (
    <details className="group mt-3 rounded-lg bg-seaglass-50 p-3 text-sm text-ink" data-message>
      <summary className="cursor-pointer list-none">
        <span className="block break-words group-open:hidden">{item.preview}</span>
        <span className="inline-flex min-h-11 items-center font-medium text-ocean-800 underline underline-offset-2">
          <span className="group-open:hidden">Show the whole message</span>
          <span className="hidden group-open:inline">Hide the whole message</span>
        </span>
      </summary>
      <p className="whitespace-pre-line break-words">{item.message}</p>
    </details>
  );
}

export function InquiryCard({ item, staff, refused }: { item: InquiryView; staff: StaffChoice[]; refused?: LeadError }) {
  const nameId = `inquiry-${item.id}-name`;
  return (
    <article
      aria-labelledby={nameId}
      className={`rounded-2xl bg-white p-4 sm:p-5 ${item.overdue ? "ring-2 ring-coral-700" : "ring-1 ring-seaglass-200"}`}
      data-inquiry-id={item.id}
      data-overdue={item.overdue ? "true" : undefined}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <InquiryStatusBadge status={item.status} />
        {item.waiting ? (
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${item.overdue ? "bg-coral-700 text-white" : "bg-sand-100 text-ocean-950"}`}
            data-waiting
          >
            {item.waiting}
            {item.overdue ? <span className="sr-only">: overdue for an answer</span> : null}
          </span>
        ) : null}
        {item.followUpLabel ? (
          <span className="rounded-full bg-seaglass-100 px-2.5 py-0.5 text-xs font-semibold text-ocean-900" data-follow-up>
            Follow up {item.followUpLabel}
          </span>
        ) : null}
        {item.assignedName ? (
          <span className="rounded-full bg-seaglass-100 px-2.5 py-0.5 text-xs font-semibold text-ocean-900" data-assigned>
            <span className="sr-only">Assigned to </span>
            {item.assignedName}
          </span>
        ) : null}
        <span className="rounded-full bg-seaglass-100 px-2.5 py-0.5 text-xs font-semibold text-ocean-900">
          <span className="sr-only">Source: </span>
          {inquirySourceLabels[item.source]}
        </span>
        {item.language ? (
          <span className="rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-ocean-950">
            <span className="sr-only">Language: </span>
            {item.language}
          </span>
        ) : null}
        <span className="text-muted sm:ml-auto">
          Received <time dateTime={item.receivedIso}>{item.receivedLabel}</time>
        </span>
      </div>
      <div className="mt-2 grid gap-4 lg:grid-cols-[minmax(0,1fr)_17rem]">
        <div className="min-w-0">
          <h2 id={nameId} className="text-lg font-semibold break-words text-ocean-950">
            {item.name}
          </h2>
          <Contact item={item} />
          {item.interest || item.country || item.travelDates || item.attribution.length > 0 ? (
            <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              {item.interest ? (
                <>
                  <dt className="text-muted">Interest</dt>
                  <dd className="break-words text-ink">{item.interest}</dd>
                </>
              ) : null}
              {item.country ? (
                <>
                  <dt className="text-muted">Country</dt>
                  <dd className="break-words text-ink">{item.country}</dd>
                </>
              ) : null}
              {item.travelDates ? (
                <>
                  <dt className="text-muted">Travel dates</dt>
                  <dd className="break-words text-ink">{item.travelDates}</dd>
                </>
              ) : null}
              {item.attribution.map((a) => (
                <Fragment key={a.label}>
                  <dt className="text-muted">{a.label}</dt>
                  <dd className="break-words text-ink" data-attribution={a.label}>
                    {a.value}
                  </dd>
                </Fragment>
              ))}
            </dl>
          ) : null}
          <Message item={item} />
          <NotesAndHistory item={item} />
        </div>
        <div className="self-start">
          <LeadForm item={item} staff={staff} refused={refused} />
        </div>
      </div>
    </article>
  );
}
