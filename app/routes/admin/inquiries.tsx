import { data, Link } from "react-router";
import { Download } from "~/components/ui/lucide";
import { attributionRows, languageName } from "~/lib/inquiry-csv";
import type { Route } from "./+types/inquiries";
import { InquiryCard } from "~/components/admin/inquiry-card";
import type { FollowUpTyped, LeadField, LeadTyped } from "~/components/admin/inquiry-follow-up";
import { InquiryFilters } from "~/components/admin/inquiry-filters";
import { InquiryPagination } from "~/components/admin/inquiry-pagination";
import { InquiryRetention, type RetentionField } from "~/components/admin/inquiry-retention";
import type { InquiryView, PersonView } from "~/components/admin/inquiry-view";
import { AdminPageHeader } from "~/components/admin/page-header";
import {
  inquiryFilterNames,
  inquiryInboxText as text,
  inquiryReplySubject,
  inquiryReplyText,
  replyIsDraft,
  inquirySourceLabels,
  inquiryStatusLabels,
  matchWithoutText,
  noMatchText,
} from "~/content/admin-inquiries";
import { type FilterChip, InquiryActiveFilters, type NoMatch } from "~/components/admin/inquiry-active-filters";
import { LOCALE_INFO } from "~/i18n/locales";
import { APPOINTMENT_RETENTION_DAYS, CASE_RETENTION_DAYS, INQUIRY_RETENTION_DAYS } from "~/content/legal";
import {
  activeFilters,
  formatIndiaTime,
  type InboxFilter,
  inboxSearch,
  mailtoHref,
  messagePreview,
  parseInboxFilter,
  parseInboxPage,
} from "~/lib/inquiry-inbox";
import { MAX_INQUIRY_RETENTION_DAYS, MIN_INQUIRY_RETENTION_DAYS, retentionCutoff } from "~/lib/inquiry-retention";
import { searchTerm } from "~/lib/inbox-search";
import { phoneDisplay } from "~/lib/phone";
import { can } from "~/lib/permissions";
import { whatsAppUrl } from "~/lib/whatsapp";
import { auditedWrite } from "~/server/content/write.server";
import { followUpInput, leadInput, noteInput, retentionInput, statusInput, textFields } from "~/server/admin/inquiry-input.server";
import type { AuditEntry } from "~/server/content/write.server";
import { redirectWithToast } from "~/server/admin/toast.server";
import { requirePermission } from "~/server/auth/guards.server";
import { servicesContext } from "~/server/context.server";
import { contentNow } from "~/server/clock.server";
import {
  countInquiriesBefore,
  countWithoutEachFilter,
  findInquiry,
  type InboxRow,
  listInbox,
  recordAudit,
} from "~/server/repos/admin-inquiries.server";
import { type PersonHistory, personHistories } from "~/server/repos/inquiry-persons.server";
import { addInquiryNote, followUpDetails, setFollowUp, setInquiryStatus, staffChoices } from "~/server/repos/inquiry-follow-up.server";
import { formatDay, historyText, hoursWaiting, isOverdue, replyWithinHours, waitingLabel } from "~/lib/inquiry-follow-up";
import { loadClinicView, readClinicSettings } from "~/server/content/clinic-settings.server";
import { getInquiryRetentionDays, saveInquiryRetentionDays } from "~/server/repos/inquiry-retention.server";
import { countCasesDue, getCaseRetentionDays, saveCaseRetentionDays } from "~/server/repos/case-retention.server";
import { appointmentsOfInquiries } from "~/server/booking/front-desk-inquiry.server";
import {
  countAppointmentsDue,
  getAppointmentRetentionDays,
  saveAppointmentRetentionDays,
} from "~/server/repos/appointment-retention.server";

export function meta() {
  return [{ title: "Inquiries | Admin | Samudra" }, { name: "robots", content: "noindex" }];
}

type FollowUps = Awaited<ReturnType<typeof followUpDetails>>;

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

function personView(row: InboxRow, history: PersonHistory | undefined): PersonView | null {
  if (!history) return null;
  return {
    others: history.others,
    more: history.more,
    latest: history.latest.map((o) => ({
      id: o.id,
      receivedIso: o.createdAt,
      receivedLabel: formatIndiaTime(new Date(o.createdAt)),
      source: inquirySourceLabels[o.source],
      status: o.status,
    })),
    historyHref: `/admin/inquiries${inboxSearch({ source: null, status: null, q: "", language: null, person: row.id })}`,
  };
}

function toView(
  row: InboxRow,
  clinicName: string,
  followUps: FollowUps,
  now: Date,
  overdueHours: number,
  history: PersonHistory | undefined,
): InquiryView {
  // Read here, in the loader: app/lib/phone.ts and its metadata never reach the browser.
  const phone = row.phone ? phoneDisplay(row.phone) : null;
  const message = row.message?.trim() || null;
  const preview = message ? messagePreview(message) : null;
  const reply = inquiryReplyText(row.name, row.interest, clinicName, row.language);
  const mailto = mailtoHref(row.email);
  return {
    id: row.id,
    source: row.source,
    name: row.name,
    phone: phone?.text ?? null,
    phoneFlag: phone?.flag || null,
    phoneCountry: phone?.region ? (regionNames.of(phone.region) ?? phone.region) : null,
    telHref: phone?.telHref ?? null,
    whatsappHref: phone?.waNumber ? whatsAppUrl(phone.waNumber, reply) : null,
    email: row.email,
    mailtoHref: mailto
      ? `${mailto}?subject=${encodeURIComponent(inquiryReplySubject(clinicName, row.language))}&body=${encodeURIComponent(reply)}`
      : null,
    replyDraft: replyIsDraft(row.language) ? languageName(row.language) : null,
    country: row.country,
    interest: row.interest,
    travelDates: row.travelDates,
    message,
    preview: preview?.preview ?? null,
    truncated: preview?.truncated ?? false,
    status: row.status,
    receivedIso: row.createdAt.toISOString(),
    receivedLabel: formatIndiaTime(row.createdAt),
    changedBy: row.statusChangedBy,
    changedIso: row.statusChangedAt?.toISOString() ?? null,
    changedLabel: row.statusChangedAt ? formatIndiaTime(row.statusChangedAt) : null,
    // English is the default: only another language is worth a badge.
    language: row.language === "en" ? null : languageName(row.language),
    attribution: attributionRows(row),
    assignedTo: row.assignedTo,
    assignedName: row.assignedName,
    followUpOn: row.followUpOn,
    followUpLabel: row.followUpOn ? formatDay(row.followUpOn) : null,
    overdue: isOverdue(row, now, overdueHours),
    waiting: row.status === "new" ? waitingLabel(hoursWaiting(row.createdAt, now)) : null,
    person: personView(row, history),
    notes: followUps.notes
      .filter((n) => n.inquiryId === row.id)
      .map((n) => ({ id: n.id, body: n.body, author: n.author, atIso: n.at.toISOString(), atLabel: formatIndiaTime(n.at) })),
    history: followUps.events
      .filter((e) => e.inquiryId === row.id)
      .map((e) => ({ id: e.id, text: historyText(e), author: e.author, atIso: e.at.toISOString(), atLabel: formatIndiaTime(e.at) })),
  };
}

/** What each filter on is called and shows as ("Status", "Booked"). */
function filterValue(filter: InboxFilter, key: "q" | "status" | "source" | "language"): string {
  if (key === "q") return filter.q;
  if (key === "status" && filter.status) return inquiryStatusLabels[filter.status];
  if (key === "source" && filter.source) return inquirySourceLabels[filter.source];
  if (key === "language" && filter.language) return LOCALE_INFO[filter.language].englishName;
  return "";
}

const personGoneText = "That inquiry no longer exists, so the history of the person who sent it cannot be shown.";

/** The person filter's chip names the person by the inquiry it started from. */
function personValue(person: { id: number; name: string } | null, id: number): string {
  return person ? `${person.name} (same phone or e-mail)` : `inquiry #${id}, which no longer exists`;
}

function chipsOf(filter: InboxFilter, searchTooShort: boolean, person: { id: number; name: string } | null): FilterChip[] {
  return activeFilters(filter).map(({ key, removeHref }) => ({
    key,
    name: key === "q" && searchTooShort ? `${inquiryFilterNames.q} (not applied)` : inquiryFilterNames[key],
    value: key === "person" ? personValue(person, filter.person ?? 0) : filterValue(filter, key),
    removeHref,
  }));
}

/** "No inquiries match “రవి” with status Booked", and what leaving each filter off would show. */
async function explainNoMatch(
  db: Parameters<typeof countWithoutEachFilter>[0],
  filter: InboxFilter,
  searchApplied: boolean,
): Promise<NoMatch> {
  const filters = (["status", "source", "language"] as const).filter((k) => filter[k]);
  const named = filters.map((k) => `${inquiryFilterNames[k].toLowerCase()} ${filterValue(filter, k)}`);
  const without = await countWithoutEachFilter(db, filter);
  return {
    text: noMatchText(searchApplied ? filter.q : null, named),
    without: without
      .filter((w) => w.total > 0)
      .map((w) => ({ text: matchWithoutText(w.key, w.total, w.more), href: `/admin/inquiries${inboxSearch(filter, { [w.key]: null })}` })),
  };
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requirePermission(context, "inquiries:manage");
  const services = context.get(servicesContext);
  const { db } = services.database;
  const filter = parseInboxFilter(url.searchParams);
  // An edited or truncated page link: refused rather than guessed (never a 500, never every row).
  const paging = parseInboxPage(url.searchParams);
  if (!paging.ok) throw data({ message: paging.message }, { status: 400 });
  const [inbox, retentionDays, appointmentRetentionDays, caseRetentionDays, clinic, settings, staff, person] = await Promise.all([
    listInbox(db, filter, paging.page),
    getInquiryRetentionDays(db),
    getAppointmentRetentionDays(db),
    getCaseRetentionDays(db),
    loadClinicView(services),
    readClinicSettings(db),
    staffChoices(db),
    filter.person ? findInquiry(db, filter.person) : null,
  ]);
  const ids = inbox.rows.map((r) => r.id);
  // The page's persons are counted in one query, never one a card (docs/decisions/077).
  const [followUps, histories, leadAppointments] = await Promise.all([
    followUpDetails(db, ids),
    personHistories(db, ids),
    appointmentsOfInquiries(db, ids),
  ]);
  // The content clock: tests move it forward to see a lead wait (TEST_CLOCK_OFFSET_SECONDS).
  const now = contentNow(services.env);
  const overdueHours = replyWithinHours(settings);
  const canExport = can(user.role, "inquiries:export");
  const searchTooShort = searchTerm(filter.q).tooShort;
  const narrowed = Boolean(filter.source || filter.status || filter.language || (filter.q && !searchTooShort));
  // A person's history always holds the inquiry it was opened from, unless that one is gone.
  const personGone = filter.person && !person ? { text: personGoneText, without: [] } : null;
  const noMatch =
    inbox.total === 0 && (personGone || narrowed)
      ? (personGone ?? (await explainNoMatch(db, filter, Boolean(filter.q && !searchTooShort))))
      : null;
  return {
    filter,
    total: inbox.total,
    more: inbox.more,
    cap: inbox.cap,
    next: inbox.next,
    prev: inbox.prev,
    searchTooShort,
    chips: chipsOf(filter, searchTooShort, person),
    noMatch,
    items: inbox.rows.map((row) => ({
      ...toView(row, clinic.name, followUps, now, overdueHours, histories.get(row.id)),
      appointments: leadAppointments.get(row.id) ?? [],
    })),
    staff,
    overdueHours,
    exportHref: canExport ? `/admin/inquiries/export.csv${inboxSearch(filter)}` : null,
    callListHref: `/admin/inquiries/call-list${inboxSearch({ ...filter, status: null, sort: "newest" })}`,
    retention: {
      days: retentionDays,
      canEdit: can(user.role, "settings:manage"),
      policyDays: INQUIRY_RETENTION_DAYS,
      min: MIN_INQUIRY_RETENTION_DAYS,
      max: MAX_INQUIRY_RETENTION_DAYS,
      appointments: { days: appointmentRetentionDays, policyDays: APPOINTMENT_RETENTION_DAYS },
      cases: { days: caseRetentionDays, policyDays: CASE_RETENTION_DAYS },
    },
  };
}

export type InquiriesActionData =
  | { intent: "save"; id: number; error: string; field: LeadField; typed: LeadTyped }
  | { intent: "status"; id: number; error: string }
  | { intent: "follow-up"; id: number; error: string; typed?: FollowUpTyped }
  | { intent: "note"; id: number; error: string; body: string }
  | { intent: "retention"; days: string; appointmentDays?: string; caseDays?: string; field?: RetentionField; error: string };

class InquiryGone extends Error {}

/** Rolls back nothing (nothing was written): the form matched the lead as stored. */
class NothingChanged extends Error {
  constructor(readonly name: string) {
    super("unchanged");
  }
}

const LEAD_FIELDS = ["status", "assignedTo", "followUpOn", "body"] as const;
const isLeadField = (v: unknown): v is LeadField => (LEAD_FIELDS as readonly unknown[]).includes(v);

/** "marked it contacted, saved the follow-up and added a note" */
const joinDone = (done: string[]) => (done.length > 1 ? `${done.slice(0, -1).join(", ")} and ${done.at(-1)}` : (done[0] ?? ""));

/** Rolls the audited write back: nothing to record. */
class FollowUpNotSaved extends Error {
  constructor(readonly result: Exclude<Awaited<ReturnType<typeof setFollowUp>>, { outcome: "saved" }>) {
    super(result.outcome);
  }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requirePermission(context, "inquiries:manage");
  const services = context.get(servicesContext);
  const { db } = services.database;
  const form = await request.formData();
  const back = `${url.pathname}${url.search}`;
  const intent = form.get("intent");

  if (intent === "save") {
    const fields = textFields(form, ["id", ...LEAD_FIELDS]);
    const typed: LeadTyped = {
      status: fields.status ?? "",
      assignedTo: fields.assignedTo ?? "",
      followUpOn: fields.followUpOn ?? "",
      body: fields.body ?? "",
    };
    const parsed = leadInput.safeParse(fields);
    if (!parsed.success) {
      const id = Number(fields.id);
      if (!Number.isInteger(id) || id <= 0) throw data({ message: "Unknown inquiry." }, { status: 400 });
      const issue = parsed.error.issues[0];
      const field = isLeadField(issue?.path[0]) ? issue.path[0] : "status";
      return data<InquiriesActionData>(
        { intent: "save", id, error: issue?.message ?? "Please check the form.", field, typed },
        { status: 400 },
      );
    }
    const { id, status, assignedTo, followUpOn, body } = parsed.data;
    const label = inquiryStatusLabels[status].toLowerCase();
    try {
      const saved = await auditedWrite(services, user, async (tx) => {
        const current = await findInquiry(tx, id);
        if (!current) throw new InquiryGone();
        const at = new Date();
        const done: Array<{ said: string; alone: string; audit: AuditEntry }> = [];
        if (current.status !== status) {
          await setInquiryStatus(tx, id, status, user.id, at);
          done.push({
            said: `marked it ${label}`,
            alone: `Marked the inquiry from ${current.name} as ${label}.`,
            audit: { action: "status", entity: "inquiry", entityId: id, summary: `marked inquiry #${id} as ${label}` },
          });
        }
        const followUp = await setFollowUp(tx, id, { assignedTo, followUpOn }, user.id, at);
        if (followUp.outcome === "gone") throw new InquiryGone();
        if (followUp.outcome === "no-such-staff") throw new FollowUpNotSaved(followUp);
        if (followUp.outcome === "saved") {
          const to = followUp.assignee ? ` (assigned to ${followUp.assignee})` : "";
          done.push({
            said: "saved the follow-up",
            alone: `Saved the follow-up of the inquiry from ${current.name}.`,
            audit: { action: "update", entity: "inquiry", entityId: id, summary: `updated the follow-up of inquiry #${id}${to}` },
          });
        }
        if (body) {
          await addInquiryNote(tx, id, body, user.id, at);
          done.push({
            said: "added a note",
            alone: `Added a note to the inquiry from ${current.name}.`,
            audit: { action: "create", entity: "inquiry", entityId: id, summary: `added a note to inquiry #${id}` },
          });
        }
        const [first, ...rest] = done;
        if (!first) throw new NothingChanged(current.name);
        // Each change keeps the audit row it had when it was saved on its own: the first is
        // auditedWrite's, the others are written in the same transaction.
        for (const r of rest)
          await recordAudit(tx, {
            userId: user.id,
            action: r.audit.action,
            entity: "inquiry",
            entityId: String(id),
            summary: r.audit.summary,
          });
        // One change is told as it was when saved on its own.
        const said = rest.length === 0 ? first.alone : `Saved the inquiry from ${current.name}: ${joinDone(done.map((d) => d.said))}.`;
        return { result: said, audit: first.audit };
      });
      redirectWithToast(back, { kind: "success", message: saved });
    } catch (error) {
      if (error instanceof InquiryGone) redirectWithToast(back, { kind: "error", message: "That inquiry no longer exists." });
      if (error instanceof NothingChanged)
        redirectWithToast(back, { kind: "success", message: `Nothing changed in the inquiry from ${error.name}.` });
      if (error instanceof FollowUpNotSaved)
        return data<InquiriesActionData>(
          { intent: "save", id, error: "That staff member no longer exists. Please choose another.", field: "assignedTo", typed },
          { status: 400 },
        );
      throw error;
    }
  }

  if (intent === "status") {
    const fields = textFields(form, ["id", "status"]);
    const parsed = statusInput.safeParse(fields);
    if (!parsed.success) {
      const id = Number(fields.id);
      const issue = parsed.error.issues[0];
      if (!Number.isInteger(id) || id <= 0) throw data({ message: "Unknown inquiry." }, { status: 400 });
      return data<InquiriesActionData>({ intent: "status", id, error: issue?.message ?? "Please choose a status." }, { status: 400 });
    }
    const { id, status } = parsed.data;
    const current = await findInquiry(db, id);
    if (!current) redirectWithToast(back, { kind: "error", message: "That inquiry no longer exists." });
    if (current.status === status) {
      redirectWithToast(back, {
        kind: "success",
        message: `The inquiry from ${current.name} was already ${inquiryStatusLabels[status].toLowerCase()}.`,
      });
    }
    const label = inquiryStatusLabels[status].toLowerCase();
    try {
      const updated = await auditedWrite(services, user, async (tx) => {
        const row = await setInquiryStatus(tx, id, status, user.id, new Date());
        if (!row) throw new InquiryGone();
        // The audit names the inquiry by number only: the log outlives the inquiry's retention.
        return { result: row, audit: { action: "status", entity: "inquiry", entityId: id, summary: `marked inquiry #${id} as ${label}` } };
      });
      redirectWithToast(back, { kind: "success", message: `Marked the inquiry from ${updated.name} as ${label}.` });
    } catch (error) {
      if (error instanceof InquiryGone) redirectWithToast(back, { kind: "error", message: "That inquiry no longer exists." });
      throw error;
    }
  }

  if (intent === "follow-up") {
    const fields = textFields(form, ["id", "assignedTo", "followUpOn"]);
    const parsed = followUpInput.safeParse(fields);
    if (!parsed.success) {
      const id = Number(fields.id);
      if (!Number.isInteger(id) || id <= 0) throw data({ message: "Unknown inquiry." }, { status: 400 });
      return data<InquiriesActionData>(
        {
          intent: "follow-up",
          id,
          error: parsed.error.issues[0]?.message ?? "Please check the follow-up.",
          typed: { assignedTo: fields.assignedTo ?? "", followUpOn: fields.followUpOn ?? "" },
        },
        { status: 400 },
      );
    }
    const { id, assignedTo, followUpOn } = parsed.data;
    try {
      const saved = await auditedWrite(services, user, async (tx) => {
        const result = await setFollowUp(tx, id, { assignedTo, followUpOn }, user.id, new Date());
        if (result.outcome !== "saved") throw new FollowUpNotSaved(result);
        const to = result.assignee ? ` (assigned to ${result.assignee})` : "";
        return {
          result,
          audit: { action: "update", entity: "inquiry", entityId: id, summary: `updated the follow-up of inquiry #${id}${to}` },
        };
      });
      redirectWithToast(back, { kind: "success", message: `Saved the follow-up of the inquiry from ${saved.name}.` });
    } catch (error) {
      if (!(error instanceof FollowUpNotSaved)) throw error;
      const r = error.result;
      if (r.outcome === "gone") redirectWithToast(back, { kind: "error", message: "That inquiry no longer exists." });
      if (r.outcome === "unchanged")
        redirectWithToast(back, { kind: "success", message: `Nothing changed in the follow-up of the inquiry from ${r.name}.` });
      return data<InquiriesActionData>(
        { intent: "follow-up", id, error: "That staff member no longer exists. Please choose another." },
        { status: 400 },
      );
    }
  }

  if (intent === "note") {
    const fields = textFields(form, ["id", "body"]);
    const parsed = noteInput.safeParse(fields);
    if (!parsed.success) {
      const id = Number(fields.id);
      if (!Number.isInteger(id) || id <= 0) throw data({ message: "Unknown inquiry." }, { status: 400 });
      return data<InquiriesActionData>(
        { intent: "note", id, error: parsed.error.issues[0]?.message ?? "Please write the note.", body: fields.body ?? "" },
        { status: 400 },
      );
    }
    const { id, body } = parsed.data;
    try {
      const lead = await auditedWrite(services, user, async (tx) => {
        const row = await addInquiryNote(tx, id, body, user.id, new Date());
        if (!row) throw new InquiryGone();
        return { result: row, audit: { action: "create", entity: "inquiry", entityId: id, summary: `added a note to inquiry #${id}` } };
      });
      redirectWithToast(back, { kind: "success", message: `Added a note to the inquiry from ${lead.name}.` });
    } catch (error) {
      if (error instanceof InquiryGone) redirectWithToast(back, { kind: "error", message: "That inquiry no longer exists." });
      throw error;
    }
  }

  if (intent === "retention") {
    requirePermission(context, "settings:manage");
    // A page opened before the appointments' field came sends none: that setting stays.
    const withAppointments = form.has("appointmentDays");
    const withCases = form.has("caseDays");
    const fields = textFields(form, ["days", ...(withAppointments ? ["appointmentDays"] : []), ...(withCases ? ["caseDays"] : [])]);
    const parsed = retentionInput.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return data<InquiriesActionData>(
        {
          intent: "retention",
          days: fields.days ?? "",
          ...(withAppointments ? { appointmentDays: fields.appointmentDays ?? "" } : {}),
          ...(withCases ? { caseDays: fields.caseDays ?? "" } : {}),
          field: issue?.path[0] === "appointmentDays" || issue?.path[0] === "caseDays" ? issue.path[0] : "days",
          error: issue?.message ?? "",
        },
        { status: 400 },
      );
    }
    const { days, appointmentDays, caseDays } = parsed.data;
    const { appointmentsChanged, casesChanged } = await auditedWrite(services, user, async (tx) => {
      await saveInquiryRetentionDays(tx, days);
      const changed = appointmentDays !== undefined && appointmentDays !== (await getAppointmentRetentionDays(tx));
      if (changed) await saveAppointmentRetentionDays(tx, appointmentDays);
      const caseChange = caseDays !== undefined && caseDays !== (await getCaseRetentionDays(tx));
      if (caseChange) await saveCaseRetentionDays(tx, caseDays);
      return {
        result: { appointmentsChanged: changed, casesChanged: caseChange },
        audit: {
          action: "settings",
          entity: "setting",
          entityId: "inquiry_retention_days",
          summary: retentionSummary(days, changed ? appointmentDays : undefined, caseChange ? caseDays : undefined),
        },
      };
    });
    const due = await countInquiriesBefore(db, retentionCutoff(new Date(), days));
    const note =
      due > 0
        ? ` ${due} ${due === 1 ? "inquiry is" : "inquiries are"} older than that and will be deleted at the next daily clean-up.`
        : "";
    let appointmentNote = "";
    if (appointmentsChanged && appointmentDays !== undefined) {
      const dueAppointments = await countAppointmentsDue(db, retentionCutoff(new Date(), appointmentDays));
      appointmentNote = ` Appointments will be kept for ${appointmentDays} days after they take place.${
        dueAppointments > 0
          ? ` ${dueAppointments} ${dueAppointments === 1 ? "appointment is" : "appointments are"} older than that and will be deleted at the next daily clean-up.`
          : ""
      }`;
    }
    let caseNote = "";
    if (casesChanged && caseDays !== undefined) {
      const dueCases = await countCasesDue(db, retentionCutoff(new Date(), caseDays));
      caseNote = ` Closed or declined international cases will be kept for ${caseDays} days.${
        dueCases > 0
          ? ` ${dueCases} ${dueCases === 1 ? "case was" : "cases were"} closed before that and will be deleted, with their documents, at the next daily clean-up.`
          : ""
      }`;
    }
    redirectWithToast(back, { kind: "success", message: `Inquiries will be kept for ${days} days.${note}${appointmentNote}${caseNote}` });
  }

  throw data({ message: "Unknown action." }, { status: 400 });
}

/** "set inquiry retention to 365 days and appointment retention to 400 days": each period that changed. */
function retentionSummary(days: number, appointmentDays: number | undefined, caseDays: number | undefined): string {
  const parts = [`inquiry retention to ${days} days`];
  if (appointmentDays !== undefined) parts.push(`appointment retention to ${appointmentDays} days`);
  if (caseDays !== undefined) parts.push(`case retention to ${caseDays} days`);
  return `set ${parts.slice(0, -1).join(", ")}${parts.length > 1 ? " and " : ""}${parts.at(-1)}`;
}

export default function AdminInquiries({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, total, more, cap, next, prev, searchTooShort, items, exportHref, retention, staff, chips, noMatch, callListHref } =
    loaderData;
  const retentionError = actionData?.intent === "retention" ? actionData : null;
  // The older one-part forms' refusals (an open page from before one Save) show on the lead form too.
  const refused =
    actionData && actionData.intent !== "retention"
      ? {
          id: actionData.id,
          error: actionData.error,
          field: actionData.intent === "save" ? actionData.field : ("status" as const),
          typed: actionData.intent === "save" ? actionData.typed : undefined,
        }
      : null;
  return (
    <>
      <AdminPageHeader
        title={text.title}
        description={text.description}
        actions={
          <>
            <Link to={callListHref} className="btn-secondary">
              Call list
            </Link>
            {exportHref ? (
              // A document link: the browser downloads the file the server names.
              <a href={exportHref} className="btn-secondary" download>
                <Download className="size-4" aria-hidden="true" /> Export CSV
              </a>
            ) : null}
          </>
        }
      />
      <InquiryFilters filter={filter} />
      {searchTooShort ? (
        <p className="mt-4 text-sm font-medium text-ocean-800" role="status" data-testid="inbox-search-hint">
          {text.searchTooShort}
        </p>
      ) : null}
      <InquiryActiveFilters chips={chips} noMatch={noMatch} />
      {noMatch ? null : (
        <p className="mt-4 text-sm text-muted" data-testid="inbox-count">
          {total === 0
            ? text.empty
            : more
              ? `More than ${cap.toLocaleString("en-IN")} inquiries`
              : `${total.toLocaleString("en-IN")} ${total === 1 ? "inquiry" : "inquiries"}`}
        </p>
      )}
      {items.length > 0 ? (
        <ol
          className="mt-3 space-y-4"
          aria-label={filter.sort === "waiting" ? "Inquiries, those waiting longest first" : "Inquiries, newest first"}
        >
          {items.map((item) => (
            <li key={item.id}>
              <InquiryCard item={item} staff={staff} refused={refused?.id === item.id ? refused : undefined} />
            </li>
          ))}
        </ol>
      ) : null}
      <InquiryPagination filter={filter} next={next} prev={prev} />
      <InquiryRetention
        retention={retention}
        submitted={
          retentionError
            ? { days: retentionError.days, appointmentDays: retentionError.appointmentDays, caseDays: retentionError.caseDays }
            : undefined
        }
        error={retentionError ? { field: retentionError.field ?? "days", message: retentionError.error } : undefined}
      />
    </>
  );
}
