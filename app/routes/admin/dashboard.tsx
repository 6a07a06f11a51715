import { Form, Link, redirect } from "react-router";
import { CheckCircle2, Images, MessageSquareQuote, Plus, SquarePlay, Stethoscope, Upload, XCircle } from "~/components/ui/lucide";
import type { Route } from "./+types/dashboard";
import pkg from "../../../package.json";
import { can, roleLabel } from "~/lib/permissions";
import { requirePermission, requireUser } from "~/server/auth/guards.server";
import { queueBackupNow } from "~/server/backup/runs.server";
import { redirectWithToast } from "~/server/admin/toast.server";
import { servicesContext } from "~/server/context.server";
import { dashboardCounts, recentActivity, systemStatus, waitingWork } from "~/server/repos/dashboard.server";
import { readClinicSettings } from "~/server/content/clinic-settings.server";
import { contentNow } from "~/server/clock.server";
import { replyWithinHours } from "~/lib/inquiry-follow-up";
import { indiaDate } from "~/lib/inquiry-inbox";
import { DashboardWaiting } from "~/components/admin/dashboard-waiting";
import { dashboardReports } from "~/server/admin/dashboard-reports.server";
import { parseBreakdown } from "~/lib/reports";
import { DashboardReportsSection } from "~/components/admin/dashboard-reports";
import { DASHBOARD_PERMISSIONS } from "~/components/admin/nav";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context);
  // The dashboard is the site's content and inquiries; a doctor starts at the case desk.
  if (!DASHBOARD_PERMISSIONS.some((p) => can(user.role, p))) {
    throw redirect(can(user.role, "cases:manage") ? "/admin/cases" : "/admin/account");
  }
  const services = context.get(servicesContext);
  const by = parseBreakdown(new URL(request.url).searchParams.get("leadsBy"));
  const now = contentNow(services.env);
  const overdueHours = replyWithinHours(await readClinicSettings(services.database.db));
  const [counts, work, activity, status, reports] = await Promise.all([
    dashboardCounts(services),
    waitingWork(services.database.db, user.id, indiaDate(now), new Date(now.getTime() - overdueHours * 3_600_000)),
    recentActivity(services),
    systemStatus(services, pkg.version),
    dashboardReports(services, by),
  ]);
  return {
    user: { username: user.username, role: user.role },
    waiting: {
      newLeads: counts.newInquiries,
      oldestWaitSeconds: work.oldestNew ? Math.max(0, Math.floor((now.getTime() - work.oldestNew.getTime()) / 1000)) : null,
      overdue: work.overdue,
      overdueHours,
      followUpsDue: work.followUpsDue,
      mine: work.mine,
      problems: status.filter((s) => !s.ok).map((s) => s.label),
    },
    canBackUp: can(user.role, "staff:manage") && Boolean(services.env.BACKUP_KEY),
    counts,
    activity: activity.map((a) => ({ ...a, at: a.at.toISOString() })),
    status,
    reports,
  };
}

/** Back up now (admins): queued like the scheduled one and taken by this server's backup job at once. */
export async function action({ context }: Route.ActionArgs) {
  requirePermission(context, "staff:manage");
  const services = context.get(servicesContext);
  if (!services.env.BACKUP_KEY) {
    redirectWithToast("/admin", { kind: "error", message: "Backups are off: set BACKUP_KEY on the server first." });
  }
  const queued = await queueBackupNow(services.database.db, new Date());
  services.backups?.wake();
  redirectWithToast("/admin", {
    kind: "success",
    message: queued ? "Backup started: System status shows it when it is done." : "A backup is already on its way.",
  });
}

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { user, counts, waiting, activity, status, reports, canBackUp } = loaderData;
  const tiles = [
    { label: "Active therapies", value: counts.activeTherapies, to: "/admin/therapies", icon: Stethoscope },
    { label: "Testimonials", value: counts.activeTestimonials, to: "/admin/testimonials", icon: MessageSquareQuote },
    { label: "Gallery images", value: counts.activeImages, to: "/admin/gallery", icon: Images },
    { label: "Video embeds", value: counts.activeVideos, to: "/admin/youtube", icon: SquarePlay },
  ];
  const actions = [
    { label: "Add a therapy", to: "/admin/therapies?new=1", icon: Plus },
    { label: "Add a testimonial", to: "/admin/testimonials?new=1", icon: Plus },
    { label: "Upload images", to: "/admin/gallery?upload=1", icon: Upload },
    { label: "Add a video", to: "/admin/youtube?new=1", icon: Plus },
  ].filter(() => can(user.role, "content:manage"));

  return (
    <div className="space-y-8">
      <section
        aria-labelledby="welcome-title"
        className="rounded-2xl bg-gradient-to-br from-ocean-800 to-ocean-600 px-5 py-4 text-white sm:p-6"
      >
        <h1 id="welcome-title" className="text-xl font-bold sm:text-2xl">
          Dashboard
        </h1>
        <p className="mt-1 text-sm text-seaglass-100 sm:text-base">
          Signed in as {user.username} ({roleLabel(user.role)}). Changes you make here show on the public site straight away.
        </p>
      </section>

      <DashboardWaiting waiting={waiting} />

      <section aria-labelledby="counts-title">
        <h2 id="counts-title" className="sr-only">
          Content at a glance
        </h2>
        {/* Two small tiles a row on a phone: five large ones used to fill the first screen and a
            half. New inquiries are under "Needs you now". */}
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {tiles.map((tile) => (
            <li key={tile.label}>
              <Link
                to={tile.to}
                className="flex h-full items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-seaglass-200 hover:ring-ocean-500 sm:gap-4 sm:p-5"
              >
                <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-seaglass-100 text-ocean-700 sm:flex">
                  <tile.icon className="size-6" aria-hidden="true" />
                </span>
                <span>
                  <span className="block text-2xl font-bold text-ocean-950 sm:text-3xl" data-tile={tile.label}>
                    {tile.value}
                  </span>
                  <span className="block text-sm text-muted">{tile.label}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {actions.length > 0 ? (
        <section aria-labelledby="actions-title">
          <h2 id="actions-title" className="text-lg font-semibold text-ocean-950">
            Quick actions
          </h2>
          <ul className="mt-3 flex flex-wrap gap-3">
            {actions.map((a) => (
              <li key={a.to}>
                <Link to={a.to} className="btn-secondary">
                  <a.icon className="size-4" aria-hidden="true" /> {a.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <section aria-labelledby="activity-title" className="rounded-2xl bg-white p-5 ring-1 ring-seaglass-200">
          <h2 id="activity-title" className="text-lg font-semibold text-ocean-950">
            Recent activity
          </h2>
          {activity.length === 0 ? (
            <p className="mt-3 text-muted">No staff activity yet.</p>
          ) : (
            <ol className="mt-3 divide-y divide-seaglass-100">
              {activity.map((a) => (
                <li key={a.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3 text-sm">
                  <span>
                    <span className="font-semibold text-ocean-950">
                      {a.username ?? (a.action === "purge" ? "Scheduled clean-up" : "System")}
                    </span>{" "}
                    <span className="text-ink">{a.summary || `${a.action} ${a.entity}`}</span>
                  </span>
                  <time dateTime={a.at} className="text-muted">
                    {dateFormat.format(new Date(a.at))}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="status-title" className="rounded-2xl bg-white p-5 ring-1 ring-seaglass-200">
          <h2 id="status-title" className="text-lg font-semibold text-ocean-950">
            System status
          </h2>
          <ul className="mt-3 space-y-3 text-sm">
            {status.map((s) => (
              <li key={s.label} className="flex items-start gap-3">
                {s.ok ? (
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-ocean-600" aria-hidden="true" />
                ) : (
                  <XCircle className="mt-0.5 size-5 shrink-0 text-coral-700" aria-hidden="true" />
                )}
                <p>
                  <span className="block font-semibold text-ocean-950">
                    {s.label}
                    <span className="sr-only">{s.ok ? ": working" : ": problem"}</span>
                  </span>
                  <span className="block text-muted" data-status={s.label}>
                    {s.detail}
                  </span>
                </p>
              </li>
            ))}
          </ul>
          {canBackUp ? (
            <Form method="post" className="mt-4">
              <button type="submit" className="btn-secondary">
                Back up now
              </button>
            </Form>
          ) : null}
        </section>
      </div>

      <DashboardReportsSection reports={reports} />
    </div>
  );
}
