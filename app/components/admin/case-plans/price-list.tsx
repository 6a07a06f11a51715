// The estimates' price list and currency rates (issue 48 item 4): plain forms with an intent
// each, so they work without JavaScript; a refusal is said at its field with what was typed kept.
// Admins edit; the rest of the case desk reads.
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { CURRENCIES, CURRENCY_CODES, formatDay, formatInr, PRICE_KIND_LABELS, PRICE_KINDS } from "~/lib/case-estimate";

export type FormErrors = Partial<Record<string, string>>;
export type FormValues = Partial<Record<string, string>>;

export interface PriceItemView {
  id: number;
  kind: (typeof PRICE_KINDS)[number];
  name: string;
  description: string;
  priceInr: number;
  sessions: number | null;
  isActive: boolean;
  sortOrder: number;
}

export interface RateView {
  currency: keyof typeof CURRENCIES;
  inrPerUnit: string;
  rateDate: string;
  updated: string;
}

function Field({
  id,
  name,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div data-field={name}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const busyWith = (navigation: ReturnType<typeof useNavigation>, intent: string, id?: string) =>
  navigation.state !== "idle" &&
  navigation.formData?.get("intent") === intent &&
  (id === undefined || navigation.formData?.get("id") === id);

/** Adding an item, or changing one (`item` given). */
export function PriceItemForm({ item, errors, values }: { item?: PriceItemView; errors?: FormErrors; values?: FormValues }) {
  const navigation = useNavigation();
  const intent = item ? "item-save" : "item-add";
  const prefix = item ? `item-${item.id}` : "item-new";
  const v = (name: string, fallback: string) => values?.[name] ?? fallback;
  const busy = busyWith(navigation, intent, item ? String(item.id) : undefined);
  return (
    <Form method="post" noValidate preventScrollReset className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={intent} />
      {item ? <input type="hidden" name="id" value={item.id} /> : null}
      <Field id={`${prefix}-kind`} name="kind" label="What it is" error={errors?.kind}>
        {(d) => (
          <select
            id={`${prefix}-kind`}
            name="kind"
            defaultValue={v("kind", item?.kind ?? "session")}
            className="field-input"
            aria-invalid={errors?.kind ? true : undefined}
            aria-describedby={d}
          >
            {PRICE_KINDS.map((k) => (
              <option key={k} value={k}>
                {PRICE_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={`${prefix}-name`}
        name="name"
        label="Name"
        hint="As the estimate shows it, e.g. Hyperbaric oxygen therapy session."
        error={errors?.name}
      >
        {(d) => (
          <input
            id={`${prefix}-name`}
            name="name"
            defaultValue={v("name", item?.name ?? "")}
            maxLength={140}
            required
            className="field-input"
            aria-invalid={errors?.name ? true : undefined}
            aria-describedby={d}
          />
        )}
      </Field>
      <Field
        id={`${prefix}-price`}
        name="priceInr"
        label="Price (whole rupees)"
        hint="Per session, consultation or package."
        error={errors?.priceInr}
      >
        {(d) => (
          <input
            id={`${prefix}-price`}
            name="priceInr"
            inputMode="numeric"
            defaultValue={v("priceInr", item ? String(item.priceInr) : "")}
            required
            className="field-input w-40"
            aria-invalid={errors?.priceInr ? true : undefined}
            aria-describedby={d}
          />
        )}
      </Field>
      <Field id={`${prefix}-sessions`} name="sessions" label="Sessions in the package" hint="Only for a package." error={errors?.sessions}>
        {(d) => (
          <input
            id={`${prefix}-sessions`}
            name="sessions"
            inputMode="numeric"
            defaultValue={v("sessions", item?.sessions ? String(item.sessions) : "")}
            className="field-input w-28"
            aria-invalid={errors?.sessions ? true : undefined}
            aria-describedby={d}
          />
        )}
      </Field>
      <Field
        id={`${prefix}-description`}
        name="description"
        label="Description (optional)"
        hint="For staff choosing lines; not printed."
        error={errors?.description}
      >
        {(d) => (
          <input
            id={`${prefix}-description`}
            name="description"
            defaultValue={v("description", item?.description ?? "")}
            maxLength={320}
            className="field-input"
            aria-invalid={errors?.description ? true : undefined}
            aria-describedby={d}
          />
        )}
      </Field>
      <Field id={`${prefix}-order`} name="sortOrder" label="Order in the list" hint="Smaller first." error={errors?.sortOrder}>
        {(d) => (
          <input
            id={`${prefix}-order`}
            name="sortOrder"
            inputMode="numeric"
            defaultValue={v("sortOrder", String(item?.sortOrder ?? 0))}
            className="field-input w-28"
            aria-invalid={errors?.sortOrder ? true : undefined}
            aria-describedby={d}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Saving…" : item ? "Save the item" : "Add to the price list"}
        </button>
      </div>
    </Form>
  );
}

export function PriceItemsTable({
  items,
  canEdit,
  failed,
}: {
  items: readonly PriceItemView[];
  canEdit: boolean;
  /** The item whose change was refused, with its messages and what was typed. */
  failed?: { id: number; errors: FormErrors; values: FormValues } | null;
}) {
  const navigation = useNavigation();
  if (items.length === 0)
    return <p className="text-muted">The price list is empty. {canEdit ? "Add the first item below." : "An admin adds items."}</p>;
  return (
    <ul className="divide-y divide-seaglass-200" data-price-items>
      {items.map((item) => {
        const refused = failed?.id === item.id ? failed : null;
        const busy = busyWith(navigation, "item-active", String(item.id));
        return (
          <li key={item.id} className="py-3" data-price-item={item.id}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className={item.isActive ? "text-ink" : "text-muted"}>
                <span className="font-medium">{item.name}</span>{" "}
                <span className="text-sm text-muted">
                  ({PRICE_KIND_LABELS[item.kind]}
                  {item.sessions ? `, ${item.sessions} sessions` : ""})
                </span>
                {item.isActive ? null : <span className="ms-2 rounded bg-sand-100 px-1.5 text-sm">Off the list</span>}
              </p>
              <p className="font-semibold tabular-nums">{formatInr(item.priceInr)}</p>
            </div>
            {item.description ? <p className="text-sm text-muted">{item.description}</p> : null}
            {canEdit ? (
              <div className="mt-2 flex flex-wrap items-start gap-3">
                <details open={refused ? true : undefined} className="min-w-0 flex-1">
                  <summary className="inline-flex min-h-11 cursor-pointer items-center text-ocean-700 underline">
                    Change “{item.name}”
                  </summary>
                  <div className="mt-2">
                    <PriceItemForm item={item} errors={refused?.errors} values={refused?.values} />
                  </div>
                </details>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="item-active" />
                  <input type="hidden" name="id" value={item.id} />
                  <input type="hidden" name="active" value={item.isActive ? "0" : "1"} />
                  <button type="submit" className="btn-secondary" disabled={busy}>
                    {item.isActive ? `Take “${item.name}” off the list` : `Bring “${item.name}” back`}
                  </button>
                </Form>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function RatesTable({ rates, canEdit }: { rates: readonly RateView[]; canEdit: boolean }) {
  if (rates.length === 0) return <p className="text-muted">No rates yet: estimates show rupees only until a rate is set.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-sm" data-rates>
        <caption className="sr-only">Currency rates</caption>
        <thead>
          <tr className="border-b border-ocean-700 text-muted">
            <th scope="col" className="py-1.5 pe-3 text-start font-medium">
              Currency
            </th>
            <th scope="col" className="py-1.5 pe-3 text-end font-medium">
              Rupees per unit
            </th>
            <th scope="col" className="py-1.5 pe-3 text-start font-medium">
              Rate of
            </th>
            <th scope="col" className="py-1.5 pe-3 text-start font-medium">
              Set
            </th>
            {canEdit ? (
              <th scope="col" className="py-1.5 text-start font-medium">
                <span className="sr-only">Remove</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rates.map((r) => (
            <tr key={r.currency} className="border-b border-seaglass-200">
              <th scope="row" className="py-1.5 pe-3 text-start font-normal">
                {r.currency} <span className="text-muted">({CURRENCIES[r.currency]})</span>
              </th>
              <td className="py-1.5 pe-3 text-end tabular-nums">
                {Number(r.inrPerUnit).toLocaleString("en-IN", { maximumFractionDigits: 4 })}
              </td>
              <td className="py-1.5 pe-3">{formatDay(r.rateDate)}</td>
              <td className="py-1.5 pe-3 text-muted">{r.updated}</td>
              {canEdit ? (
                <td className="py-1.5">
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="rate-remove" />
                    <input type="hidden" name="currency" value={r.currency} />
                    <button type="submit" className="inline-flex min-h-11 items-center text-coral-700 underline">
                      Remove the {r.currency} rate
                    </button>
                  </Form>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function RateForm({ errors, values, today }: { errors?: FormErrors; values?: FormValues; today: string }) {
  const navigation = useNavigation();
  const busy = busyWith(navigation, "rate-save");
  return (
    <Form method="post" noValidate preventScrollReset className="grid gap-4 sm:grid-cols-3">
      <input type="hidden" name="intent" value="rate-save" />
      <Field id="rate-currency" name="currency" label="Currency" error={errors?.currency}>
        {(d) => (
          <select
            id="rate-currency"
            name="currency"
            defaultValue={values?.currency ?? "USD"}
            className="field-input"
            aria-invalid={errors?.currency ? true : undefined}
            aria-describedby={d}
          >
            {CURRENCY_CODES.map((c) => (
              <option key={c} value={c}>
                {c}: {CURRENCIES[c]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="rate-value" name="inrPerUnit" label="Rupees per unit" hint="E.g. 83.25 for one US dollar." error={errors?.inrPerUnit}>
        {(d) => (
          <input
            id="rate-value"
            name="inrPerUnit"
            inputMode="decimal"
            defaultValue={values?.inrPerUnit ?? ""}
            required
            className="field-input w-40"
            aria-invalid={errors?.inrPerUnit ? true : undefined}
            aria-describedby={d}
          />
        )}
      </Field>
      <Field
        id="rate-date"
        name="rateDate"
        label="The rate's date"
        hint="Estimates print it: a rate is a fact of its day."
        error={errors?.rateDate}
      >
        {(d) => (
          <input
            id="rate-date"
            name="rateDate"
            type="date"
            defaultValue={values?.rateDate ?? today}
            required
            className="field-input w-48"
            aria-invalid={errors?.rateDate ? true : undefined}
            aria-describedby={d}
          />
        )}
      </Field>
      <div className="sm:col-span-3">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Saving…" : "Save the rate"}
        </button>
        <p className="mt-1 text-sm text-muted">
          A currency that has a rate already gets the new one. Estimates already saved keep the rate they were made with.
        </p>
      </div>
    </Form>
  );
}
