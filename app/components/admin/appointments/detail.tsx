import { Fragment, type ReactNode } from "react";
import { Form, Link } from "react-router";
import type { AppointmentStatusName } from "~/lib/front-desk";

/** What the detail page shows of an appointment (prepared by front-desk-detail.server.ts). */
export interface DetailView {
  id: number;
  reference: string;
  status: AppointmentStatusName;
  serviceName: string;
  dayLabel: string;
  start: string;
  end: string;
  startIso: string;
  resourceName: string | null;
  practitionerName: string | null;
  bookedVia: string;
  bookedBy: string | null;
  bookedAt: string | null;
  language: string | null;
  patient: {
    name: string;
    phone: string;
    telHref: string | null;
    email: string | null;
    country: string;
    note: string | null;
    zone: string;
    theirTime: string | null;
  } | null;
  patientNote: string | null;
  staffNote: { text: string } | { error: string } | null;
  cancelled: { at: string | null; by: string | null; reason: { text: string } | { error: string } | null } | null;
  checkedIn: string | null;
  noShow: string | null;
  moved: string | null;
  inquiry: { id: number; href: string } | null;
  series: { reference: string; items: Array<{ id: number; reference: string; when: string; status: string; current: boolean }> } | null;
  notices: Array<{ id: number; event: string; before: string | null; channel: string; status: string; due: string; sent: string | null }>;
  consents: Array<{
    channel: "email" | "whatsapp";
    channelLabel: string;
    given: string;
    textVersion: string;
    form: string;
    withdrawn: string | null;
  }>;
}

const link = "font-medium text-ocean-800 underline underline-offset-2 hover:text-ocean-950";
const textOf = (value: { text: string } | { error: string }) => ("text" in value ? value.text : value.error);

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{term}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </>
  );
}

export function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 ring-1 ring-seaglass-200 sm:p-5">
      <h2 id={id} className="text-lg font-semibold text-ocean-950">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The appointment: what, when, where, how it was booked, and its history of changes. */
export function AppointmentFacts({ view }: { view: DetailView }) {
  const facts: Array<[string, ReactNode]> = [
    ["Service", view.serviceName],
    [
      "When",
      <>
        {view.dayLabel}, <time dateTime={view.startIso}>{view.start}</time>–{view.end} (India time)
        {view.patient?.theirTime ? <span className="block text-sm text-muted">Their time: {view.patient.theirTime}</span> : null}
      </>,
    ],
    ["Resource", view.resourceName ?? "None (deleted)"],
    ...(view.practitionerName ? ([["Practitioner", view.practitionerName]] as Array<[string, ReactNode]>) : []),
    ["Booked", [view.bookedVia, view.bookedBy ? `by ${view.bookedBy}` : null, view.bookedAt].filter(Boolean).join(", ")],
    ...(view.language ? ([["Their messages in", view.language]] as Array<[string, ReactNode]>) : []),
    ...(view.moved ? ([["Moved", view.moved]] as Array<[string, ReactNode]>) : []),
    ...(view.checkedIn ? ([["Checked in", view.checkedIn]] as Array<[string, ReactNode]>) : []),
    ...(view.noShow ? ([["Marked a no-show", view.noShow]] as Array<[string, ReactNode]>) : []),
  ];
  if (view.cancelled) {
    facts.push([
      "Cancelled",
      <>
        {[view.cancelled.at, view.cancelled.by ? `by ${view.cancelled.by}` : null].filter(Boolean).join(", ")}
        {view.cancelled.reason ? (
          <span className="block" data-cancel-reason>
            Reason: {textOf(view.cancelled.reason)}
          </span>
        ) : null}
      </>,
    ]);
  }
  if (view.inquiry) {
    facts.push([
      "Inquiry",
      <Link key="inquiry" to={view.inquiry.href} className={link} data-inquiry-link>
        Inquiry #{view.inquiry.id} in the inbox
      </Link>,
    ]);
  }
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <Row term={term}>{value}</Row>
        </Fragment>
      ))}
    </dl>
  );
}

export function PatientFacts({ view }: { view: DetailView }) {
  const p = view.patient;
  if (!p)
    return (
      <p className="text-sm text-muted" data-patient-hidden>
        {view.patientNote}
      </p>
    );
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm" data-patient>
      <Row term="Name">{p.name}</Row>
      <Row term="Phone">
        {p.telHref ? (
          <a href={p.telHref} className={link}>
            <bdi dir="ltr">{p.phone}</bdi>
          </a>
        ) : (
          <bdi dir="ltr">{p.phone}</bdi>
        )}
      </Row>
      {p.email ? <Row term="E-mail">{p.email}</Row> : null}
      <Row term="Country">{p.country}</Row>
      <Row term="Time zone">{p.zone}</Row>
      {p.note ? (
        <Row term="Their note">
          <span className="whitespace-pre-line">{p.note}</span>
        </Row>
      ) : null}
    </dl>
  );
}

/** What the patient was or will be told: event, channel, state and times; never the message's words. */
export function NoticeList({ notices }: { notices: DetailView["notices"] }) {
  if (notices.length === 0) return <p className="text-sm text-muted">No messages queued.</p>;
  return (
    <ul className="divide-y divide-seaglass-200 text-sm" data-notices>
      {notices.map((n) => (
        <li key={n.id} className="flex flex-wrap gap-x-3 gap-y-0.5 py-2" data-notice>
          <span className="font-semibold text-ink">
            {n.event}
            {n.before ? ` (${n.before})` : null}
          </span>
          <span>{n.channel}</span>
          <span className="font-medium text-ocean-800">{n.status}</span>
          <span className="basis-full text-muted sm:basis-auto">{n.sent ? `Sent ${n.sent}` : `Due ${n.due}`}</span>
        </li>
      ))}
    </ul>
  );
}

/** The patient's yes to reminders per channel: when, which words, where; a withdrawal said on the phone. */
export function ConsentList({ view, canManage }: { view: DetailView; canManage: boolean }) {
  if (view.consents.length === 0)
    return <p className="text-sm text-muted">No reminder consent: only the confirmation and changes go by e-mail.</p>;
  return (
    <ul className="space-y-3 text-sm" data-consents>
      {view.consents.map((c) => (
        <li key={c.channel} className="flex flex-wrap items-center gap-x-3 gap-y-1" data-consent={c.channel}>
          <span className="font-semibold text-ink">{c.channelLabel} reminders</span>
          <span>
            Agreed {c.given} ({c.form}; text {c.textVersion})
          </span>
          {c.withdrawn ? (
            <span className="font-medium text-coral-700">Withdrawn {c.withdrawn}</span>
          ) : canManage ? (
            <Form method="post">
              <input type="hidden" name="intent" value="withdraw" />
              <input type="hidden" name="channel" value={c.channel} />
              <button type="submit" className="inline-flex min-h-11 items-center font-medium text-coral-700 underline underline-offset-2">
                Withdraw (they said so on the phone)<span className="sr-only">: {c.channelLabel} reminders</span>
              </button>
            </Form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function SeriesList({ series }: { series: NonNullable<DetailView["series"]> }) {
  return (
    <ol className="space-y-1 text-sm" data-series={series.reference}>
      {series.items.map((s) => (
        <li key={s.id}>
          {s.current ? (
            <span aria-current="true" className="font-semibold">
              {s.when} · {s.reference} · {s.status} (this one)
            </span>
          ) : (
            <Link to={`/admin/appointments/${s.id}`} className={`${link} inline-flex min-h-11 items-center`}>
              {s.when} · {s.reference} · {s.status}
            </Link>
          )}
        </li>
      ))}
    </ol>
  );
}
