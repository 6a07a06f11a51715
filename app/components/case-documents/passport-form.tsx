// The passport form for the visa letter (issue 48 item 5), for the patient's case page: the
// patient and up to two attendants, each as printed on the passport's data page. A plain form
// (posts the intent `passports` to the page it is on), so it works without JavaScript; each
// refusal is said under its field with what was typed kept. The page passes its own words (its
// catalogue's); the English ones are here. Names and numbers stay left-to-right in every language.
import { Form, useNavigation } from "react-router";
import { MAX_ATTENDANTS } from "~/lib/case-desk";
import { type PassportError, type PassportField, passportFieldName, passportMessage } from "~/lib/passport";

export interface PassportWords {
  intro: string;
  patient: string;
  attendant: (n: number) => string;
  attendantOptional: string;
  relation: string;
  fullName: string;
  fullNameHint: string;
  number: string;
  numberHint: string;
  nationality: string;
  birthDate: string;
  expiry: string;
  expiryHint: (minExpiry: string) => string;
  issuingCountry: string;
  choose: string;
  save: string;
  saving: string;
  refused: string;
  error: (code: PassportError, minExpiry: string) => string;
}

export const PASSPORT_WORDS_EN: PassportWords = {
  intro:
    "For the visa invitation letter: type each passport exactly as its data page prints it, in Latin letters. The clinic's letter repeats these details, so a mistake here can delay the visa.",
  patient: "The patient",
  attendant: (n) => `Attendant ${n}`,
  attendantOptional: "Leave every field empty if this person is not travelling.",
  relation: "Relation to the patient",
  fullName: "Full name as printed",
  fullNameHint: "Latin letters, spaces, hyphens and apostrophes, e.g. KHALID SAID AL-HARTHY.",
  number: "Passport number",
  numberHint: "6 to 9 letters and digits, without spaces.",
  nationality: "Nationality",
  birthDate: "Date of birth",
  expiry: "Passport valid until",
  expiryHint: (minExpiry) => `India's visa rules need it valid until at least ${minExpiry}.`,
  issuingCountry: "Issuing country",
  choose: "Choose",
  save: "Save the passport details",
  saving: "Saving…",
  refused: "Nothing was saved: please check the fields marked.",
  error: (code, minExpiry) => passportMessage(code, { minExpiry }),
};

const FIELDS: readonly { field: PassportField; type: "text" | "date" | "country" }[] = [
  { field: "fullName", type: "text" },
  { field: "number", type: "text" },
  { field: "nationality", type: "country" },
  { field: "birthDate", type: "date" },
  { field: "expiry", type: "date" },
  { field: "issuingCountry", type: "country" },
];

export function PassportForm({
  values,
  errors = {},
  minExpiry,
  minExpiryText,
  countries,
  words = PASSPORT_WORDS_EN,
  intent = "passports",
  action,
}: {
  /** passportFormDefaults, or what was typed (a refusal's values). */
  values: Readonly<Record<string, string>>;
  errors?: Readonly<Partial<Record<string, PassportError>>>;
  /** YYYY-MM-DD, and as the page writes dates. */
  minExpiry: string;
  minExpiryText: string;
  /** countryOptions(locale): names in the page's language. */
  countries: readonly { value: string; label: string }[];
  words?: PassportWords;
  intent?: string;
  /** Where the form posts (the page itself, with an anchor that brings the form back into view). */
  action?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const refused = Object.values(errors).some(Boolean);
  const label = (field: PassportField) => words[field];
  return (
    <Form method="post" action={action} noValidate preventScrollReset className="space-y-6" data-passport-form>
      <input type="hidden" name="intent" value={intent} />
      <p className="text-ink">{words.intro}</p>
      {refused ? (
        <p role="alert" className="rounded-lg bg-coral-700/10 p-3 text-sm text-coral-700">
          {words.refused}
        </p>
      ) : null}
      {Array.from({ length: MAX_ATTENDANTS + 1 }, (_, person) => (
        <fieldset key={person} className="space-y-4 rounded-xl p-4 ring-1 ring-seaglass-200">
          <legend className="px-1 font-semibold text-ocean-950">{person === 0 ? words.patient : words.attendant(person)}</legend>
          {person > 0 ? <p className="text-sm text-muted">{words.attendantOptional}</p> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            {person > 0 ? (
              <Input
                person={person}
                name="relation"
                label={words.relation}
                values={values}
                errors={errors}
                words={words}
                minExpiry={minExpiry}
              />
            ) : null}
            {FIELDS.map(({ field, type }) => (
              <Input
                key={field}
                person={person}
                name={field}
                label={label(field)}
                type={type}
                hint={
                  field === "fullName"
                    ? words.fullNameHint
                    : field === "number"
                      ? words.numberHint
                      : field === "expiry"
                        ? words.expiryHint(minExpiryText)
                        : undefined
                }
                values={values}
                errors={errors}
                words={words}
                minExpiry={minExpiry}
                countries={countries}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? words.saving : words.save}
      </button>
    </Form>
  );
}

function Input({
  person,
  name,
  label,
  type = "text",
  hint,
  values,
  errors,
  words,
  minExpiry,
  countries = [],
}: {
  person: number;
  name: PassportField | "relation";
  label: string;
  type?: "text" | "date" | "country";
  hint?: string;
  values: Readonly<Record<string, string>>;
  errors: Readonly<Partial<Record<string, PassportError>>>;
  words: PassportWords;
  minExpiry: string;
  countries?: readonly { value: string; label: string }[];
}) {
  const fieldName = passportFieldName(person, name);
  const id = `passport-${person}-${name}`;
  const code = errors[fieldName];
  const describedBy = [hint ? `${id}-hint` : "", code ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: fieldName,
    defaultValue: values[fieldName] ?? "",
    className: "field-input",
    "aria-invalid": code ? (true as const) : undefined,
    "aria-describedby": describedBy,
  };
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {type === "country" ? (
        <select {...common}>
          <option value="">{words.choose}</option>
          {countries.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      ) : type === "date" ? (
        <input {...common} type="date" dir="ltr" />
      ) : (
        <input
          {...common}
          type="text"
          dir={name === "relation" ? undefined : "ltr"}
          autoComplete="off"
          autoCapitalize={name === "number" || name === "fullName" ? "characters" : undefined}
          spellCheck={false}
          maxLength={name === "number" ? 20 : 100}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {code ? (
        <p id={`${id}-error`} className="field-error">
          {words.error(code, minExpiry)}
        </p>
      ) : null}
    </div>
  );
}
