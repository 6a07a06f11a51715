import { data, Form, Link } from "react-router";
import { ArrowDown, ArrowUp, ExternalLink, Eye, EyeOff, Pencil, Plus, Trash2 } from "~/components/ui/lucide";
import type { Route } from "./+types/doctors";
import { AdminPageHeader } from "~/components/admin/page-header";
import { newDoctorSchema } from "~/lib/doctor-slug";
import { DeleteDoctorPanel } from "~/components/admin/delete-doctor-panel";
import {
  createDoctor,
  deleteDoctor,
  doctorName,
  doctorReferences,
  listAdminDoctors,
  moveDoctor,
  setDoctorActive,
  type AdminDoctorRow,
} from "~/server/content/admin-doctors.server";
import { redirectWithToast } from "~/server/admin/toast.server";
import { requirePermission } from "~/server/auth/guards.server";
import { servicesContext } from "~/server/context.server";
import { editorPath } from "~/content-types/registry";

export function meta() {
  return [{ title: "Doctors | Admin | Samudra" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requirePermission(context, "content:manage");
  const { db } = context.get(servicesContext).database;
  const doctors = await listAdminDoctors(db);
  // ?delete=slug asks for the confirmation, with what links to the doctor (works without JavaScript).
  const target = doctors.find((d) => d.slug === url.searchParams.get("delete"));
  const deleting = target ? { slug: target.slug, name: target.name, references: await doctorReferences(db, target.slug) } : null;
  return { doctors, deleting };
}

const LIST = "/admin/doctors";

export async function action({ context, request }: Route.ActionArgs) {
  const user = requirePermission(context, "content:manage");
  const services = context.get(servicesContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const slug = String(form.get("slug") ?? "");
  if (intent === "create") {
    const typed = { name: String(form.get("name") ?? ""), slug };
    const parsed = newDoctorSchema.safeParse(typed);
    if (!parsed.success) {
      const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
      return data({ errors, values: typed }, { status: 400 });
    }
    const outcome = await createDoctor(services, user, parsed.data);
    if (!outcome.ok) return data({ errors: { slug: outcome.message }, values: typed }, { status: outcome.status });
    redirectWithToast(editorPath("doctor", parsed.data.slug), {
      kind: "success",
      message: `${parsed.data.name} was added as a draft. Fill in the profile, then publish it to show it on the site.`,
    });
  }
  if (intent === "up" || intent === "down") {
    const outcome = await moveDoctor(services, user, slug, intent);
    redirectWithToast(
      LIST,
      outcome.ok ? { kind: "success", message: "The Doctors menu order was changed." } : { kind: "error", message: outcome.message },
    );
  }
  if (intent === "delete") {
    const name = (await doctorName(services.database.db, slug)) ?? slug;
    const outcome = await deleteDoctor(services, user, slug, form.get("unlink") === "on");
    if (!outcome.ok && outcome.status === 409)
      redirectWithToast(`${LIST}?delete=${encodeURIComponent(slug)}`, { kind: "error", message: outcome.message });
    redirectWithToast(
      LIST,
      outcome.ok
        ? { kind: "success", message: `${name} was deleted. The profile's history is kept.` }
        : { kind: "error", message: outcome.message },
    );
  }
  if (intent === "hide" || intent === "show") {
    const outcome = await setDoctorActive(services, user, slug, intent === "show");
    redirectWithToast(
      LIST,
      outcome.ok
        ? {
            kind: "success",
            message:
              intent === "show"
                ? "The doctor is shown on the site again."
                : "The doctor is hidden from the site. The profile and its history are kept.",
          }
        : { kind: "error", message: outcome.message },
    );
  }
  return data({ errors: { form: "Choose one of the buttons." }, values: { name: "", slug: "" } }, { status: 400 });
}

export default function AdminDoctors({ loaderData, actionData }: Route.ComponentProps) {
  const { doctors, deleting } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values = actionData?.values ?? { name: "", slug: "" };
  return (
    <>
      <AdminPageHeader
        title="Doctors"
        description="Each doctor has a profile page at /doctors/…, an entry in the Doctors menu and a place on the About page, in this order."
      />
      {deleting ? <DeleteDoctorPanel doctor={deleting} cancelHref={LIST} /> : null}
      <ol className="space-y-3" aria-label="Doctors in menu order">
        {doctors.map((d, i) => (
          <DoctorRow key={d.slug} doctor={d} first={i === 0} last={i === doctors.length - 1} />
        ))}
      </ol>
      {doctors.length === 0 ? (
        <p className="rounded-2xl bg-white p-5 text-muted ring-1 ring-seaglass-200">No doctors yet. Add the first one below.</p>
      ) : null}

      <section aria-labelledby="add-doctor-title" className="mt-10 max-w-2xl rounded-2xl bg-white p-5 shadow-sm ring-1 ring-seaglass-200">
        <h2 id="add-doctor-title" className="text-lg font-semibold text-ocean-950">
          Add a doctor
        </h2>
        <p className="mt-1 text-sm text-muted">The new profile starts as a draft: nothing shows on the site until you publish it.</p>
        <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="create" />
          <div>
            <label htmlFor="doctor-name" className="field-label">
              Full name
            </label>
            <input
              id="doctor-name"
              name="name"
              defaultValue={values.name}
              required
              maxLength={80}
              className="field-input"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? "doctor-name-error" : undefined}
            />
            {errors.name ? (
              <p id="doctor-name-error" className="field-error">
                {errors.name}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="doctor-slug" className="field-label">
              Page address (optional)
            </label>
            <input
              id="doctor-slug"
              name="slug"
              defaultValue={values.slug}
              maxLength={80}
              className="field-input"
              aria-invalid={errors.slug ? true : undefined}
              aria-describedby={errors.slug ? "doctor-slug-error doctor-slug-hint" : "doctor-slug-hint"}
            />
            <p id="doctor-slug-hint" className="mt-1 text-sm text-muted">
              /doctors/… — left empty, it is made from the name (meera-rao). It cannot be changed later.
            </p>
            {errors.slug ? (
              <p id="doctor-slug-error" className="field-error">
                {errors.slug}
              </p>
            ) : null}
          </div>
          {errors.form ? <p className="field-error sm:col-span-2">{errors.form}</p> : null}
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary">
              <Plus className="size-4" aria-hidden="true" />
              Add doctor
            </button>
          </div>
        </Form>
      </section>
    </>
  );
}

function status(d: AdminDoctorRow): Array<{ label: string; tone: string }> {
  const out: Array<{ label: string; tone: string }> = [];
  if (!d.active) out.push({ label: "Hidden from the site", tone: "bg-sand-100 text-ocean-950 ring-sand-300" });
  if (!d.live) out.push({ label: "Not published yet", tone: "bg-sand-100 text-ocean-950 ring-sand-300" });
  else if (d.active) out.push({ label: "On the site", tone: "bg-seaglass-100 text-ocean-900 ring-seaglass-300" });
  if (d.live && d.hasDraft) out.push({ label: "Unpublished changes", tone: "bg-white text-ocean-900 ring-seaglass-300" });
  if (d.scheduledFor) out.push({ label: `Scheduled for ${d.scheduledFor}`, tone: "bg-white text-ocean-900 ring-seaglass-300" });
  return out;
}

function RowButton({
  slug,
  intent,
  label,
  disabled,
  children,
}: {
  slug: string;
  intent: string;
  label: string;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="slug" value={slug} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={disabled}
        className="btn-secondary min-h-11 disabled:opacity-50"
        aria-label={label}
        title={label}
      >
        {children}
      </button>
    </Form>
  );
}

function DoctorRow({ doctor: d, first, last }: { doctor: AdminDoctorRow; first: boolean; last: boolean }) {
  return (
    <li className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-seaglass-200" data-doctor={d.slug}>
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-ocean-950">{d.name}</h2>
        <p className="text-sm text-muted">
          {d.title || "No title yet"} · /doctors/{d.slug}
        </p>
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Status">
          {status(d).map((s) => (
            <li key={s.label} className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${s.tone}`}>
              {s.label}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <RowButton slug={d.slug} intent="up" label={`Move ${d.name} up`} disabled={first}>
          <ArrowUp className="size-4" aria-hidden="true" />
        </RowButton>
        <RowButton slug={d.slug} intent="down" label={`Move ${d.name} down`} disabled={last}>
          <ArrowDown className="size-4" aria-hidden="true" />
        </RowButton>
        {d.active ? (
          <RowButton slug={d.slug} intent="hide" label={`Hide ${d.name} from the site`}>
            <EyeOff className="size-4" aria-hidden="true" /> Hide
          </RowButton>
        ) : (
          <RowButton slug={d.slug} intent="show" label={`Show ${d.name} on the site`}>
            <Eye className="size-4" aria-hidden="true" /> Show
          </RowButton>
        )}
        <a href={`${d.publicPath}?preview=draft`} target="_blank" rel="noopener" className="btn-secondary min-h-11">
          <ExternalLink className="size-4" aria-hidden="true" /> Preview<span className="sr-only"> {d.name} (opens in a new tab)</span>
        </a>
        <Link to={`${LIST}?delete=${d.slug}`} className="btn-secondary min-h-11" aria-label={`Delete ${d.name}`}>
          <Trash2 className="size-4" aria-hidden="true" /> Delete
        </Link>
        <Link to={d.editorPath} className="btn-primary min-h-11">
          <Pencil className="size-4" aria-hidden="true" /> Edit<span className="sr-only"> {d.name}</span>
        </Link>
      </div>
    </li>
  );
}
