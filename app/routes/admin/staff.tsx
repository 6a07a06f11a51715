import { useMemo } from "react";
import { data, isRouteErrorResponse, Link, useRouteError, useRouteLoaderData } from "react-router";
import { ShieldAlert, UserPlus } from "~/components/ui/lucide";
import type { Route } from "./+types/staff";
import type { loader as layoutLoader } from "./layout";
import { StaffCard, type StaffCardError, type StaffView } from "~/components/admin/staff-card";
import { StaffCreateForm } from "~/components/admin/staff-create-form";
import { roleLabel } from "~/lib/permissions";
import { redirectWithToast } from "~/server/admin/toast.server";
import { runStaffAction, type StaffActionData } from "~/server/admin/staff-actions.server";
import { listStaff } from "~/server/admin/staff.server";
import { requirePermission } from "~/server/auth/guards.server";
import { servicesContext } from "~/server/context.server";

// Dates are formatted on the server so the browser's hydration sees the same text.
const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export function meta({ error }: Route.MetaArgs) {
  return [{ title: error ? "Not allowed | Admin | Samudra" : "Staff accounts | Admin | Samudra" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = requirePermission(context, "staff:manage");
  const rows = await listStaff(context.get(servicesContext).database.db);
  const staff: StaffView[] = rows.map((r) => ({
    id: r.id,
    username: r.username,
    role: r.role,
    active: r.disabledAt === null,
    created: dateFormat.format(r.createdAt),
    createdIso: r.createdAt.toISOString(),
    lastSignIn: r.lastSignInAt ? dateTimeFormat.format(r.lastSignInAt) : null,
    lastSignInIso: r.lastSignInAt?.toISOString() ?? null,
    openSessions: r.openSessions,
    passkeys: r.passkeys,
    email: r.email,
    version: `${r.updatedAt.getTime()}`,
  }));
  return { selfId: user.id, staff };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission(context, "staff:manage");
  const outcome = await runStaffAction(context.get(servicesContext), user, await request.formData());
  if (outcome.ok) redirectWithToast("/admin/staff", { kind: "success", message: outcome.toast });
  return data<StaffActionData>(outcome.data, outcome.status);
}

function cardError(result: StaffActionData | undefined): StaffCardError | null {
  if (!result || result.intent === "create" || result.userId === null) return null;
  return {
    intent: result.intent,
    message: result.message,
    errors: result.errors,
    role: result.values.role,
    removePasskeys: result.values.removePasskeys,
  };
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { staff, selfId } = loaderData;
  const createResult = actionData?.intent === "create" ? actionData : null;
  // One object per submission result, so a card moves focus once per result, not per render.
  const failed = useMemo(() => cardError(actionData), [actionData]);
  // A request-level problem that no card can show (e.g. an account deleted meanwhile).
  const orphan = actionData?.message && !staff.some((s) => s.id === actionData.userId) ? actionData.message : null;
  const active = staff.filter((s) => s.active).length;

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ocean-950">Staff accounts</h1>
          <p className="mt-1 text-muted">
            {staff.length} account{staff.length === 1 ? "" : "s"}, {active} active. Admins manage everything; editors manage content and
            inquiries.
          </p>
        </div>
        <a href="#add-staff" className="btn-primary lg:hidden">
          <UserPlus className="size-4" aria-hidden="true" /> Add a staff account
        </a>
      </header>

      {orphan ? (
        <p role="alert" className="rounded-lg bg-coral-700/10 p-3 text-sm font-medium text-coral-700">
          {orphan}
        </p>
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(20rem,1fr)]">
        <section aria-labelledby="staff-list-title">
          <h2 id="staff-list-title" className="sr-only">
            All staff accounts
          </h2>
          <ul className="space-y-4">
            {staff.map((s) => (
              <li key={`${s.id}-${s.version}`}>
                <StaffCard staff={s} isSelf={s.id === selfId} error={failed && actionData?.userId === s.id ? failed : null} />
              </li>
            ))}
          </ul>
        </section>

        <section
          id="add-staff"
          aria-labelledby="add-staff-title"
          className="scroll-mt-24 rounded-2xl bg-white p-5 ring-1 ring-seaglass-200 lg:sticky lg:top-24"
        >
          <h2 id="add-staff-title" className="text-lg font-semibold text-ocean-950">
            Add a staff account
          </h2>
          <div className="mt-4">
            {/* A new key after each successful create empties the form. */}
            <StaffCreateForm key={staff.length} result={createResult} />
          </div>
        </section>
      </div>
    </div>
  );
}

/** An editor (or anyone else without "staff:manage") lands here: HTTP 403, said kindly. */
export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<typeof layoutLoader>("routes/admin/layout");
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <section aria-labelledby="staff-error-title" className="mx-auto max-w-xl rounded-2xl bg-white p-6 text-center ring-1 ring-seaglass-200">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-sand-100 text-coral-700">
        <ShieldAlert className="size-6" aria-hidden="true" />
      </span>
      <h1 id="staff-error-title" className="mt-3 text-2xl font-bold text-ocean-950">
        {forbidden ? "Staff accounts are for admins" : "Staff accounts could not be loaded"}
      </h1>
      <p className="mt-2 text-ink">
        {forbidden
          ? `You are signed in as ${layout ? `${layout.user.username} (${roleLabel(layout.user.role)})` : "a staff member"}. Your role can manage content and inquiries, but not staff accounts. Please ask an admin if an account needs to be created or changed.`
          : "Something went wrong on our side. Please try again in a moment."}
      </p>
      <p className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/admin" className="btn-primary">
          Go to the dashboard
        </Link>
        <Link to="/admin/account" className="btn-secondary">
          My Account
        </Link>
      </p>
    </section>
  );
}
