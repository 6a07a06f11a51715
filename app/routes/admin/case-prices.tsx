// The estimates' price list and currency rates (issue 48 item 4): the case desk reads them
// (cases:manage); admins keep them (settings:manage). Every change is audited.
import { data, Link } from "react-router";
import type { Route } from "./+types/case-prices";
import { AdminPageHeader } from "~/components/admin/page-header";
import {
  type FormErrors,
  type FormValues,
  PriceItemForm,
  PriceItemsTable,
  RateForm,
  RatesTable,
} from "~/components/admin/case-plans/price-list";
import { type CurrencyCode, isCurrencyCode } from "~/lib/case-estimate";
import { clinicDate } from "~/lib/clinic-view";
import { formatIndiaTime } from "~/lib/inquiry-inbox";
import { can } from "~/lib/permissions";
import { redirectWithToast } from "~/server/admin/toast.server";
import { requirePermission } from "~/server/auth/guards.server";
import {
  addPriceItem,
  listPriceItems,
  listRates,
  priceItemSchema,
  rateSchema,
  removeRate,
  saveRate,
  setPriceItemActive,
  updatePriceItem,
} from "~/server/cases/price-list.server";
import { contentNow } from "~/server/clock.server";
import { servicesContext } from "~/server/context.server";

const PATH = "/admin/cases/prices";

export function meta() {
  return [{ title: "Prices and rates | International cases | Admin | Samudra" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = requirePermission(context, "cases:manage");
  const services = context.get(servicesContext);
  const { db } = services.database;
  const [items, rates] = await Promise.all([listPriceItems(db), listRates(db)]);
  return {
    items,
    rates: rates.map((r) => ({
      currency: r.currency,
      inrPerUnit: r.inrPerUnit,
      rateDate: r.rateDate,
      updated: formatIndiaTime(r.updatedAt),
    })),
    canEdit: can(user.role, "settings:manage"),
    today: clinicDate(contentNow(services.env)),
  };
}

const ITEM_FIELDS = ["kind", "name", "description", "priceInr", "sessions", "sortOrder"] as const;
const RATE_FIELDS = ["currency", "inrPerUnit", "rateDate"] as const;

type Refusal = {
  intent: "item-add" | "item-save" | "rate-save";
  id: number | null;
  errors: FormErrors;
  values: FormValues;
  message?: string;
};

function read(form: FormData, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const v = form.get(name);
    out[name] = typeof v === "string" ? v.slice(0, 500) : "";
  }
  return out;
}

function errorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

const idOf = (value: FormDataEntryValue | null) => (typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : null);

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission(context, "settings:manage");
  const services = context.get(servicesContext);
  const { db } = services.database;
  const now = contentNow(services.env);
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "item-add" || intent === "item-save") {
    const values = read(form, ITEM_FIELDS);
    const id = intent === "item-save" ? idOf(form.get("id")) : null;
    if (intent === "item-save" && id === null) throw data({ message: "Reload the page: the item was not named." }, { status: 400 });
    const parsed = priceItemSchema.safeParse(values);
    if (!parsed.success) return data<Refusal>({ intent, id, errors: errorsOf(parsed.error.issues), values }, { status: 400 });
    if (id === null) {
      await addPriceItem(db, parsed.data, user.id);
      redirectWithToast(PATH, { kind: "success", message: `Added “${parsed.data.name}” to the price list.` });
    }
    if (!(await updatePriceItem(db, id, parsed.data, user.id, now))) {
      throw data({ message: "That item is no longer on the list." }, { status: 404 });
    }
    redirectWithToast(PATH, { kind: "success", message: `Saved “${parsed.data.name}”.` });
  }

  if (intent === "item-active") {
    const id = idOf(form.get("id"));
    const active = form.get("active") === "1";
    if (id === null || !(await setPriceItemActive(db, id, active, user.id, now))) {
      throw data({ message: "That item is no longer on the list." }, { status: 404 });
    }
    redirectWithToast(PATH, {
      kind: "success",
      message: active
        ? "The item is back on the list."
        : "The item is off the list: new estimates cannot pick it; estimates already sent keep it.",
    });
  }

  if (intent === "rate-save") {
    const values = read(form, RATE_FIELDS);
    const parsed = rateSchema.safeParse(values);
    if (!parsed.success) return data<Refusal>({ intent, id: null, errors: errorsOf(parsed.error.issues), values }, { status: 400 });
    await saveRate(db, parsed.data, user.id, now);
    redirectWithToast(PATH, { kind: "success", message: `Saved the ${parsed.data.currency} rate.` });
  }

  if (intent === "rate-remove") {
    const currency = form.get("currency");
    if (!isCurrencyCode(currency) || !(await removeRate(db, currency as CurrencyCode, user.id))) {
      throw data({ message: "There is no such rate." }, { status: 404 });
    }
    redirectWithToast(PATH, { kind: "success", message: `Removed the ${currency} rate. Estimates already saved keep theirs.` });
  }

  throw data({ message: "Unknown action." }, { status: 400 });
}

export default function CasePrices({ loaderData, actionData }: Route.ComponentProps) {
  const { items, rates, canEdit, today } = loaderData;
  const refusal = actionData as Refusal | undefined;
  return (
    <>
      <AdminPageHeader
        title="Prices and currency rates"
        description="What estimates are built from: a price per session, consultation or package, in whole rupees, and the rates an estimate's indicative amount is shown at."
        actions={
          <Link to="/admin/cases" className="btn-secondary">
            Back to the cases
          </Link>
        }
      />
      {canEdit ? null : <p className="mb-4 text-sm text-muted">An admin keeps the price list and the rates; you can read them here.</p>}
      <div className="space-y-8">
        <section aria-labelledby="prices-title" className="rounded-2xl bg-white p-5 ring-1 ring-seaglass-200">
          <h2 id="prices-title" className="text-lg font-semibold text-ocean-950">
            Price list
          </h2>
          <p className="mt-1 text-sm text-muted">
            An estimate copies the prices it uses: changing or taking an item off the list leaves estimates already sent as they were.
          </p>
          <div className="mt-3">
            <PriceItemsTable
              items={items}
              canEdit={canEdit}
              failed={
                refusal?.intent === "item-save" && refusal.id !== null
                  ? { id: refusal.id, errors: refusal.errors, values: refusal.values }
                  : null
              }
            />
          </div>
          {canEdit ? (
            <section aria-labelledby="price-add-title" className="mt-6 border-t border-seaglass-200 pt-4">
              <h3 id="price-add-title" className="font-semibold text-ocean-950">
                Add an item
              </h3>
              <div className="mt-2">
                <PriceItemForm
                  key={refusal?.intent === "item-add" ? JSON.stringify(refusal.values) : "new"}
                  errors={refusal?.intent === "item-add" ? refusal.errors : undefined}
                  values={refusal?.intent === "item-add" ? refusal.values : undefined}
                />
              </div>
            </section>
          ) : null}
        </section>

        <section aria-labelledby="rates-title" className="rounded-2xl bg-white p-5 ring-1 ring-seaglass-200">
          <h2 id="rates-title" className="text-lg font-semibold text-ocean-950">
            Currency rates
          </h2>
          <p className="mt-1 text-sm text-muted">
            Rupees per unit of each currency, on a stated day. A plan's estimate shows an indicative amount in the patient's currency (or US
            dollars when there is no rate for theirs), always as “about”; the clinic charges in rupees.
          </p>
          <div className="mt-3">
            <RatesTable rates={rates} canEdit={canEdit} />
          </div>
          {canEdit ? (
            <section aria-labelledby="rate-add-title" className="mt-6 border-t border-seaglass-200 pt-4">
              <h3 id="rate-add-title" className="font-semibold text-ocean-950">
                Set a rate
              </h3>
              <div className="mt-2">
                <RateForm
                  key={refusal?.intent === "rate-save" ? JSON.stringify(refusal.values) : "rate"}
                  today={today}
                  errors={refusal?.intent === "rate-save" ? refusal.errors : undefined}
                  values={refusal?.intent === "rate-save" ? refusal.values : undefined}
                />
              </div>
            </section>
          ) : null}
        </section>
      </div>
    </>
  );
}
