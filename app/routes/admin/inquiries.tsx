import { data } from "react-router";
import { Download } from "lucide-react";
import { attributionRows, languageName } from "~/lib/inquiry-csv";
import type { Route } from "./+types/inquiries";
import { InquiryCard } from "~/components/admin/inquiry-card";
import { InquiryFilters } from "~/components/admin/inquiry-filters";
import { InquiryPagination } from "~/components/admin/inquiry-pagination";
import { InquiryRetention } from "~/components/admin/inquiry-retention";
import type { InquiryView } from "~/components/admin/inquiry-view";
import { AdminPageHeader } from "~/components/admin/page-header";
import { inquiryInboxText as text, inquiryReplyText, inquiryStatusLabels } from "~/content/admin-inquiries";
import { INQUIRY_RETENTION_DAYS } from "~/content/legal";
import {
  formatIndiaTime,
  INBOX_PAGE_SIZE,
  inboxSearch,
  mailtoHref,
  messagePreview,
  parseInboxFilter,
  telHref,
  whatsAppNumber,
} from "~/lib/inquiry-inbox";
import { MAX_INQUIRY_RETENTION_DAYS, MIN_INQUIRY_RETENTION_DAYS, retentionCutoff } from "~/lib/inquiry-retention";
import { can } from "~/lib/permissions";
import { whatsAppUrl } from "~/lib/whatsapp";
import { auditedWrite } from "~/server/admin/audited-write.server";
import { retentionInput, statusInput, textFields } from "~/server/admin/inquiry-input.server";
import { redirectWithToast } from "~/server/admin/toast.server";
import { requirePermission } from "~/server/auth/guards.server";
import { servicesContext } from "~/server/context.server";
import { countInquiriesBefore, findInquiry, type InboxRow, listInbox, setInquiryStatus } from "~/server/repos/admin-inquiries.server";
import { loadClinicView } from "~/server/content/clinic-settings.server";
import { getInquiryRetentionDays, saveInquiryRetentionDays } from "~/server/repos/inquiry-retention.server";

export function meta() {
  return [{ title: "Inquiries | Admin | Samudra" }, { name: "robots", content: "noindex" }];
}

function toView(row: InboxRow, clinicName: string): InquiryView {
  const wa = whatsAppNumber(row.phone);
  const message = row.message?.trim() || null;
  const preview = message ? messagePreview(message) : null;
  return {
    id: row.id,
    source: row.source,
    name: row.name,
    phone: row.phone,
    telHref: telHref(row.phone),
    whatsappHref: wa ? whatsAppUrl(wa, inquiryReplyText(row.name, row.interest, clinicName)) : null,
    email: row.email,
    mailtoHref: mailtoHref(row.email),
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
  };
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requirePermission(context, "inquiries:manage");
  const services = context.get(servicesContext);
  const { db } = services.database;
  const requested = parseInboxFilter(url.searchParams);
  const [inbox, retentionDays, clinic] = await Promise.all([listInbox(db, requested), getInquiryRetentionDays(db), loadClinicView(services)]);
  const filter = { ...requested, page: inbox.page };
  const canExport = can(user.role, "inquiries:export");
  return {
    filter,
    total: inbox.total,
    pages: inbox.pages,
    first: inbox.total === 0 ? 0 : (inbox.page - 1) * INBOX_PAGE_SIZE + 1,
    items: inbox.rows.map((row) => toView(row, clinic.name)),
    exportHref: canExport ? `/admin/inquiries/export.csv${inboxSearch(filter, { page: 1 })}` : null,
    retention: {
      days: retentionDays,
      canEdit: can(user.role, "settings:manage"),
      policyDays: INQUIRY_RETENTION_DAYS,
      min: MIN_INQUIRY_RETENTION_DAYS,
      max: MAX_INQUIRY_RETENTION_DAYS,
    },
  };
}

export type InquiriesActionData =
  | { intent: "status"; id: number; error: string }
  | { intent: "retention"; days: string; error: string };

class InquiryGone extends Error {}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requirePermission(context, "inquiries:manage");
  const services = context.get(servicesContext);
  const { db } = services.database;
  const form = await request.formData();
  const back = `${url.pathname}${url.search}`;
  const intent = form.get("intent");

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
      redirectWithToast(back, { kind: "success", message: `The inquiry from ${current.name} was already ${inquiryStatusLabels[status].toLowerCase()}.` });
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

  if (intent === "retention") {
    requirePermission(context, "settings:manage");
    const fields = textFields(form, ["days"]);
    const parsed = retentionInput.safeParse(fields);
    if (!parsed.success) {
      return data<InquiriesActionData>(
        { intent: "retention", days: fields.days ?? "", error: parsed.error.issues[0]?.message ?? "" },
        { status: 400 },
      );
    }
    const { days } = parsed.data;
    await auditedWrite(services, user, async (tx) => {
      await saveInquiryRetentionDays(tx, days);
      return { result: days, audit: { action: "settings", entity: "setting", entityId: "inquiry_retention_days", summary: `set inquiry retention to ${days} days` } };
    });
    const due = await countInquiriesBefore(db, retentionCutoff(new Date(), days));
    const note = due > 0 ? ` ${due} ${due === 1 ? "inquiry is" : "inquiries are"} older than that and will be deleted at the next daily clean-up.` : "";
    redirectWithToast(back, { kind: "success", message: `Inquiries will be kept for ${days} days.${note}` });
  }

  throw data({ message: "Unknown action." }, { status: 400 });
}

export default function AdminInquiries({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, total, pages, first, items, exportHref, retention } = loaderData;
  const filtered = Boolean(filter.source || filter.status || filter.q);
  const statusError = actionData?.intent === "status" ? actionData : null;
  const retentionError = actionData?.intent === "retention" ? actionData : null;
  return (
    <>
      <AdminPageHeader
        title={text.title}
        description={text.description}
        actions={
          exportHref ? (
            // A document link: the browser downloads the file the server names.
            <a href={exportHref} className="btn-secondary" download>
              <Download className="size-4" aria-hidden="true" /> Export CSV
            </a>
          ) : null
        }
      />
      <InquiryFilters filter={filter} />
      <p className="mt-4 text-sm text-muted" data-testid="inbox-count">
        {total === 0
          ? filtered ? text.emptyFiltered : text.empty
          : `Showing ${first}–${first + items.length - 1} of ${total} ${total === 1 ? "inquiry" : "inquiries"}`}
      </p>
      {items.length > 0 ? (
        <ol className="mt-3 space-y-4" aria-label="Inquiries, newest first">
          {items.map((item) => (
            <li key={item.id}>
              <InquiryCard item={item} error={statusError?.id === item.id ? statusError.error : undefined} />
            </li>
          ))}
        </ol>
      ) : null}
      <InquiryPagination filter={filter} pages={pages} />
      <InquiryRetention retention={retention} submitted={retentionError?.days} error={retentionError?.error} />
    </>
  );
}
