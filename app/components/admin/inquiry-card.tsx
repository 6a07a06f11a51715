import { Fragment } from "react";
import { Link } from "react-router";
import { Mail, MessageCircle, Phone, Users } from "~/components/ui/lucide";
import { inquirySourceLabels, inquiryStatusLabels } from "~/content/admin-inquiries";
import { InquiryAppointments } from "./appointments/inquiry-appointments";
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

/** "2 other inquiries from this person": the newest by date, form and status, and the whole
 * history one link away (the inbox filtered to the person). */
function PersonHistory({ item }: { item: InquiryView }) {
  const person = item.person;
  if (!person) return null;
  const count = `${person.others}${person.more ? "+" : ""} other ${person.others === 1 && !person.more ? "inquiry" : "inquiries"}`;
  return (
    <section
      className="mt-3 rounded-lg bg-sand-50 p-3 text-sm ring-1 ring-sand-300"
      aria-label={`Other inquiries from ${item.name}`}
      data-person
    >
      <p className="font-semibold text-ocean-950">
        <Users className="me-1.5 inline size-4 align-[-3px]" aria-hidden="true" />
        {count} from this person <span className="font-normal text-muted">(same phone or e-mail)</span>
      </p>
      <ul className="mt-1 space-y-0.5 text-ink">
        {person.latest.map((o) => (
          <li key={o.id} data-person-other>
            <time dateTime={o.receivedIso}>{o.receivedLabel}</time> · {o.source} · {inquiryStatusLabels[o.status]}
          </li>
        ))}
      </ul>
      <Link to={person.historyHref} className={contactLink} data-person-history>
        See all inquiries from this person<span className="sr-only"> ({item.name})</span>
      </Link>
    </section>
  );
}

/** Country, travel dates and where the lead came from: closed by default, one tap away. */
function MoreDetails({ item }: { item: InquiryView }) {
  if (!item.country && !item.travelDates && item.attribution.length === 0) return null;
  return (
    <details className="mt-2 text-sm" data-details>
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-ocean-800 underline underline-offset-2">
        Details<span className="sr-only"> of the inquiry from {item.name}</span>
        <span className="ms-1 font-normal text-muted no-underline">
          (
          {[
            item.country ? "country" : null,
            item.travelDates ? "travel dates" : null,
            item.attribution.length > 0 ? "where it came from" : null,
          ]
            .filter(Boolean)
            .join(", ")}
          )
        </span>
      </summary>
      <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
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
    </details>
  );
}

const pill = "rounded-full px-2.5 py-0.5 text-xs font-semibold";

/**
 * One lead, scannable at 390 px (issue 44 item 10): the name with its status and wait, the
 * contact links, the form and therapy with the time it came; then the message (a preview that
 * opens), the person's other inquiries, and one compact form whose less used fields fold away.
 * At 1280 px the form sits beside the lead.
 */
export function InquiryCard({ item, staff, refused }: { item: InquiryView; staff: StaffChoice[]; refused?: LeadError }) {
  const nameId = `inquiry-${item.id}-name`;
  return (
    <article
      aria-labelledby={nameId}
      className={`rounded-2xl bg-white p-4 sm:p-5 ${item.overdue ? "ring-2 ring-coral-700" : "ring-1 ring-seaglass-200"}`}
      data-inquiry-id={item.id}
      data-overdue={item.overdue ? "true" : undefined}
    >
      <div className="grid gap-x-4 gap-y-3 lg:grid-cols-[minmax(0,1fr)_17rem]">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h2 id={nameId} className="me-1 text-lg font-semibold break-words text-ocean-950">
              {item.name}
            </h2>
            <InquiryStatusBadge status={item.status} />
            {item.waiting ? (
              <span className={`${pill} ${item.overdue ? "bg-coral-700 text-white" : "bg-sand-100 text-ocean-950"}`} data-waiting>
                {item.waiting}
                {item.overdue ? <span className="sr-only">: overdue for an answer</span> : null}
              </span>
            ) : null}
          </div>
          <Contact item={item} />
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink">
            <span className="font-medium">
              <span className="sr-only">Source: </span>
              {inquirySourceLabels[item.source]}
            </span>
            {item.interest ? (
              <>
                <span aria-hidden="true">·</span>
                <span className="break-words" data-interest>
                  <span className="sr-only">Interest: </span>
                  {item.interest}
                </span>
              </>
            ) : null}
            <span aria-hidden="true">·</span>
            <span className="text-muted">
              Received <time dateTime={item.receivedIso}>{item.receivedLabel}</time>
            </span>
          </p>
          {item.language || item.followUpLabel || item.assignedName ? (
            <p className="mt-1 flex flex-wrap gap-2">
              {item.followUpLabel ? (
                <span className={`${pill} bg-seaglass-100 text-ocean-900`} data-follow-up>
                  Follow up {item.followUpLabel}
                </span>
              ) : null}
              {item.assignedName ? (
                <span className={`${pill} bg-seaglass-100 text-ocean-900`} data-assigned>
                  <span className="sr-only">Assigned to </span>
                  {item.assignedName}
                </span>
              ) : null}
              {item.language ? (
                <span className={`${pill} bg-sand-100 text-ocean-950`}>
                  <span className="sr-only">Language: </span>
                  {item.language}
                </span>
              ) : null}
            </p>
          ) : null}
          <Message item={item} />
          <PersonHistory item={item} />
          <InquiryAppointments inquiryId={item.id} name={item.name} appointments={item.appointments ?? []} />
          <MoreDetails item={item} />
          <NotesAndHistory item={item} />
        </div>
        <div className="self-start">
          <LeadForm item={item} staff={staff} refused={refused} />
        </div>
      </div>
    </article>
  );
}
