import { data, Link } from "react-router";
import type { Route } from "./+types/cases";
import { AdminPageHeader } from "~/components/admin/page-header";
import { ClockSettings } from "~/components/admin/cases/clock-settings";
import { QueueFilters } from "~/components/admin/cases/queue-filters";
import { QueueList } from "~/components/admin/cases/queue-list";
import { CASE_STATE_LABELS, isCaseState } from "~/lib/case-desk";
import { parseQueueFilter, queueHref } from "~/lib/case-queue";
import { LOCALE_INFO } from "~/i18n/locales";
import { formatIndiaTime } from "~/lib/inquiry-inbox";
import { can } from "~/lib/permissions";
import { redirectWithToast } from "~/server/admin/toast.server";
import { requirePermission } from "~/server/auth/guards.server";
import { readClockHours, writeClockHours } from "~/server/cases/case-records.server";
import { clockHoursSchema, errorsByField, typed } from "~/server/cases/desk-forms.server";
import { listQueue } from "~/server/cases/desk-queue.server";
import { contentNow } from "~/server/clock.server";
import { servicesContext } from "~/server/context.server";
import { recordAudit } from "~/server/repos/admin-inquiries.server";

export function meta() {
  return [{ title: "International cases | Admin | Samudra" }, { name: "robots", content: "noindex" }];
}

const languageOf = (locale: string) => (locale in LOCALE_INFO ? LOCALE_INFO[locale as keyof typeof LOCALE_INFO].englishName : locale);

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requirePermission(context, "cases:manage");
  const services = context.get(servicesContext);
  const { db } = services.database;
  const filter = parseQueueFilter(url.searchParams);
  const now = contentNow(services.env);
  const hours = await readClockHours(db);
  const queue = await listQueue(db, services.healthKey, filter, hours, now);
  return {
    filter: { ...filter, page: queue.page },
    counts: queue.counts,
    total: queue.total,
    pages: queue.pages,
    rows: queue.rows.map(({ locale, submittedAt, ...row }) => ({
      ...row,
      language: languageOf(locale),
      received: formatIndiaTime(new Date(submittedAt)),
    })),
    hours,
    canEditClocks: can(user.role, "settings:manage"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  // The queue's one form is the clocks' hours: the clinic's settings.
  const user = requirePermission(context, "settings:manage");
  const form = await request.formData();
  if (form.get("intent") !== "clocks") throw data({ message: "Unknown action." }, { status: 400 });
  const services = context.get(servicesContext);
  const values = typed(form, ["firstAnswer", "plan"], 20);
  const parsed = clockHoursSchema.safeParse(values);
  if (!parsed.success) return data({ intent: "clocks" as const, errors: errorsByField(parsed.error), values }, { status: 400 });
  const hours = parsed.data;
  await services.database.db.transaction(async (tx) => {
    await writeClockHours(tx, hours);
    await recordAudit(tx, {
      userId: user.id,
      action: "settings",
      entity: "case_clocks",
      summary: `set the case clocks to ${hours.firstAnswer} h (first answer) and ${hours.plan} h (plan)`,
    });
  });
  redirectWithToast("/admin/cases", {
    kind: "success",
    message: `Saved: first answer within ${hours.firstAnswer} h, plan within ${hours.plan} h.`,
  });
}

export default function AdminCases({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, counts, total, pages, rows, hours, canEditClocks } = loaderData;
  const scope =
    filter.state === "open"
      ? "open"
      : filter.state === "all"
        ? ""
        : isCaseState(filter.state)
          ? `“${CASE_STATE_LABELS[filter.state]}”`
          : "";
  const listLabel = `${scope ? `${scope.charAt(0).toUpperCase()}${scope.slice(1)} cases` : "All cases"}, ${
    filter.sort === "overdue" ? "most overdue first" : "newest first"
  }`;
  return (
    <>
      <AdminPageHeader
        title="International cases"
        description="Patients abroad asking for a treatment plan: their reports, the clocks the clinic promises, and the conversation with them."
      />
      <QueueFilters filter={filter} counts={counts} />
      <p className="mt-4 text-sm text-muted" data-testid="case-count">
        {total === 0
          ? filter.state === "open"
            ? "No open cases: every request has been closed or declined."
            : "No cases here."
          : `${total.toLocaleString("en-IN")} ${total === 1 ? "case" : "cases"}${pages > 1 ? `, page ${filter.page} of ${pages}` : ""}`}
      </p>
      {rows.length > 0 ? <QueueList rows={rows} label={listLabel} /> : null}
      {pages > 1 ? (
        <nav aria-label="Pages of cases" className="mt-4 flex flex-wrap gap-3">
          {filter.page > 1 ? (
            <Link to={queueHref({ ...filter, page: filter.page - 1 })} className="btn-secondary">
              Previous page
            </Link>
          ) : null}
          {filter.page < pages ? (
            <Link to={queueHref({ ...filter, page: filter.page + 1 })} className="btn-secondary">
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
      <ClockSettings
        hours={hours}
        canEdit={canEditClocks}
        errors={actionData?.intent === "clocks" ? actionData.errors : undefined}
        typed={actionData?.intent === "clocks" ? actionData.values : undefined}
      />
    </>
  );
}
