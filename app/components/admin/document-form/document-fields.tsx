import type {
  Field,
  GroupField,
  ReferenceField,
  ReferencesField,
  TextKind,
  YouTubeField as YouTubeFieldSpec,
} from "~/content-types/fields";
import type { FieldErrors, FormObject, FormValue } from "~/lib/document-form";
import { TherapyRichText } from "../therapy-rich-text";
import { fieldId } from "./field-id";
import { RadioSelect, ReferenceChecks, ReferenceSelect, YouTubeField } from "./choice-fields";
import { CountedText, FollowingSlug } from "./text-extras";
import { ImagePickerField } from "./image-field";
import { StarRatingField } from "./star-rating-field";
import { ListField } from "./list-field";
import { EnglishText, useTranslationSource } from "./translation-source";

export { fieldId };

const INPUT_TYPE: Record<TextKind, string> = {
  text: "text",
  textarea: "text",
  email: "email",
  tel: "tel",
  url: "url",
  time: "time",
  date: "date",
  path: "text",
};

const WIDE = new Set<Field["kind"]>(["textarea", "richtext", "list", "group", "image"]);

const asString = (v: FormValue | undefined) => (typeof v === "string" ? v : "");

/** The top-level fields of a document: each group or list as its own card, loose fields together. */
export function DocumentFields({ group, values, errors }: { group: GroupField; values: FormObject; errors: FieldErrors }) {
  const cards: Array<Array<[string, Field]>> = [];
  for (const entry of Object.entries(group.fields)) {
    const last = cards.at(-1);
    const loose = entry[1].kind !== "group" && entry[1].kind !== "list";
    if (loose && last && last[0]![1].kind !== "group" && last[0]![1].kind !== "list") last.push(entry);
    else cards.push([entry]);
  }
  return (
    <div className="space-y-6">
      {cards.map((card) => (
        <section key={card[0]![0]} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-seaglass-200 sm:p-6">
          <div className={card.length > 1 ? "grid gap-4 sm:grid-cols-2" : undefined}>
            {card.map(([name, field]) => (
              <div key={name} className={card.length > 1 && WIDE.has(field.kind) ? "sm:col-span-2" : undefined}>
                <FieldView field={field} name={name} value={values[name]} errors={errors} />
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

export function FieldView({
  field,
  name,
  value,
  errors,
}: {
  field: Field;
  name: string;
  value: FormValue | undefined;
  errors: FieldErrors;
}) {
  if (field.kind === "group") {
    const v = (value && typeof value === "object" && !Array.isArray(value) ? value : {}) as FormObject;
    return (
      <fieldset>
        <legend className="text-lg font-semibold text-ocean-950">{field.label}</legend>
        {field.help ? <p className="mt-1 text-sm text-muted">{field.help}</p> : null}
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {Object.entries(field.fields).map(([child, childField]) => (
            <div key={child} className={WIDE.has(childField.kind) ? "sm:col-span-2" : undefined}>
              <FieldView field={childField} name={`${name}.${child}`} value={v[child]} errors={errors} />
            </div>
          ))}
        </div>
      </fieldset>
    );
  }
  if (field.kind === "list") {
    return <ListField field={field} name={name} value={Array.isArray(value) ? (value as FormObject[]) : []} errors={errors} />;
  }
  if (field.kind === "richtext")
    return <RichTextView label={field.label} help={field.help} name={name} value={value} error={errors[name]} />;
  if (field.kind === "image") {
    return <ImagePickerField field={field} name={name} value={asString(value)} error={errors[name]} />;
  }
  if (field.kind === "references") {
    const keys = Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
    return <ReferenceChecks field={field} name={name} value={keys} error={errors[name]} />;
  }
  if (field.kind === "reference") return <ReferenceSelect field={field} name={name} value={asString(value)} error={errors[name]} />;
  if (field.kind === "youtube") return <YouTubeField field={field} name={name} value={asString(value)} error={errors[name]} />;
  if (field.kind === "select" && field.widget === "radio")
    return <RadioSelect field={field} name={name} value={asString(value)} error={errors[name]} />;
  if (field.kind === "number" && field.widget === "stars")
    return <StarRatingField name={name} label={field.label} value={asString(value)} error={errors[name]} />;
  return <LeafField field={field} name={name} value={value} error={errors[name]} />;
}

function RichTextView({
  label,
  help,
  name,
  value,
  error,
}: {
  label: string;
  help?: string;
  name: string;
  value: FormValue | undefined;
  error?: string;
}) {
  const source = useTranslationSource(name);
  const editor = <TherapyRichText id={fieldId(name)} name={name} label={label} initialHtml={asString(value)} error={error} hint={help} />;
  if (!source) return <div data-field>{editor}</div>;
  return (
    <div data-field>
      <EnglishText id={`${fieldId(name)}-source`} text={source.english} before={source.before} html />
      <div {...source.inputLang}>{editor}</div>
    </div>
  );
}

export function LeafField({
  field,
  name,
  value,
  error,
  hideLabel = false,
}: {
  field: Exclude<
    Field,
    GroupField | ReferenceField | ReferencesField | YouTubeFieldSpec | { kind: "list" } | { kind: "richtext" } | { kind: "image" }
  >;
  name: string;
  value: FormValue | undefined;
  error?: string;
  /** For screen readers only (a list's one-line item, whose number is in view). */
  hideLabel?: boolean;
}) {
  const id = fieldId(name);
  const source = useTranslationSource(name);
  const sourceId = source ? `${id}-source` : undefined;
  const helpId = field.help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [sourceId, helpId, errorId].filter(Boolean).join(" ") || undefined;
  const common = { id, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, ...source?.inputLang };

  if (field.kind === "checkbox") {
    return (
      <div data-field>
        <label htmlFor={id} className="flex min-h-11 items-center gap-3 text-sm font-medium text-ink">
          <input {...common} type="checkbox" defaultChecked={value === true} className="size-5 accent-ocean-700" />
          {field.label}
        </label>
        {field.help ? (
          <p id={helpId} className="text-sm text-muted">
            {field.help}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  let control;
  if (field.kind === "select") {
    control = (
      <select {...common} defaultValue={asString(value)} className="field-input">
        {field.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === "number" && field.step === 1) {
    // A whole number as a text box with the number keypad: no spinner, no wheel changing it,
    // and what was typed ("4.5") comes back as typed with its message (GOV.UK's pattern).
    control = (
      <input {...common} type="text" inputMode="numeric" autoComplete="off" defaultValue={asString(value)} className="field-input" />
    );
  } else if (field.kind === "number") {
    control = (
      <input
        {...common}
        type="number"
        inputMode="decimal"
        min={field.min}
        max={field.max}
        step={field.step === 1 ? 1 : "any"}
        defaultValue={asString(value)}
        className="field-input"
      />
    );
  } else if ((field.kind === "text" || field.kind === "textarea") && field.follows && !source) {
    control = <FollowingSlug field={field} common={common} value={asString(value)} />;
  } else if ((field.kind === "text" || field.kind === "textarea") && field.counter) {
    control = <CountedText field={field} common={common} value={asString(value)} />;
  } else if (field.kind === "textarea") {
    control = (
      <textarea
        {...common}
        rows={4}
        maxLength={field.max}
        defaultValue={asString(value)}
        aria-required={!field.optional || undefined}
        className="field-input"
      />
    );
  } else {
    control = (
      <input
        {...common}
        type={INPUT_TYPE[field.kind]}
        maxLength={field.kind === "time" || field.kind === "date" ? undefined : field.max}
        defaultValue={asString(value)}
        aria-required={!field.optional || undefined}
        autoComplete="off"
        dir={field.kind === "tel" || field.kind === "url" || field.kind === "email" ? "ltr" : source?.inputLang.dir}
        className="field-input"
      />
    );
  }
  return (
    <div data-field>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "field-label"}>
        {field.label}
        {"note" in field && field.note && !source ? (
          <span className="font-normal text-muted"> ({field.note})</span>
        ) : (("optional" in field && field.optional) || ("nullable" in field && field.nullable)) && !source ? (
          <span className="font-normal text-muted"> (optional)</span>
        ) : null}
      </label>
      {source ? <EnglishText id={sourceId!} text={source.english} before={source.before} /> : null}
      {control}
      {field.help ? (
        <p id={helpId} className="mt-1 text-sm text-muted">
          {field.help}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
