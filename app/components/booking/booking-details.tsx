// The last step (issue 47 item 2): the held time and the patient's details. Posted as a plain
// form; a refusal comes back with every value typed and each message beside its field.
import type { ReactNode } from "react";
import { CountryField, Field, Honeypot, NameField, PhoneField } from "~/components/forms/fields";
import { useHere } from "./booking-choices";
import { useLocale, useLocalizedPath, useT } from "~/components/messages-context";
import { LOCALE_INFO } from "~/i18n/locales";
import { FIELD_LIMITS, type FieldErrors } from "~/lib/inquiry-fields";

export interface HeldTime {
  token: string;
  serviceName: string;
  dayLabel: string;
  clock: string;
  until: string;
  ranOut: boolean;
  /** The reminders this installation can send: their channels (none: no choice shown) and hours before. */
  reminders: { channels: Array<"whatsapp" | "email">; hours: number[] };
}

const FORM_ID = "book";

export function BookingDetails({
  hold,
  zones,
  errors,
  values,
  refusal,
}: {
  hold: HeldTime;
  zones: string[];
  errors: FieldErrors;
  values: Record<string, string>;
  /** A refusal of the booking (the time taken meanwhile, a limit), shown where the answer goes. */
  refusal?: ReactNode;
}) {
  const t = useT();
  const lp = useLocalizedPath();
  const here = useHere();
  const formMessage = errors.form ?? (Object.keys(errors).length > 0 ? t("booking.errorFields") : null);
  return (
    <div className="space-y-4">
      <p className="rounded-lg bg-seaglass-50 p-3 text-ink ring-1 ring-seaglass-200">
        <strong className="block text-ocean-950">{hold.serviceName}</strong>
        {hold.ranOut ? t("booking.holdRanOut") : t("booking.heldNote", { time: hold.clock, day: hold.dayLabel, until: hold.until })}
      </p>
      {/* Without JavaScript the answer's page opens at the answer, right under the button. */}
      <form method="post" action={`${here}#book-answer`} data-booking-form className="relative space-y-4">
        <input type="hidden" name="intent" value="book" />
        <input type="hidden" name="hold" value={hold.token} />
        <Honeypot />
        <NameField formId={FORM_ID} label={t("forms.nameLabel")} error={errors.name} value={values.name} />
        <PhoneField formId={FORM_ID} label={t("booking.phoneLabel")} error={errors.phone} value={values.phone} />
        <Field formId={FORM_ID} name="email" label={t("booking.emailLabel")} error={errors.email} hint={t("booking.emailHint")}>
          {(p) => (
            <input
              {...p}
              dir="ltr"
              className="field-input rtl:text-right"
              type="email"
              autoComplete="email"
              maxLength={254}
              defaultValue={values.email ?? ""}
            />
          )}
        </Field>
        <CountryField formId={FORM_ID} label={t("forms.countryLabel")} error={errors.country} value={values.country} />
        <Field formId={FORM_ID} name="zone" label={t("booking.zoneLabel")} error={errors.zone} hint={t("booking.zoneHint")}>
          {(p) => (
            // Without JavaScript the clinic's zone is chosen; the island picks the browser's.
            <select
              {...p}
              dir="ltr"
              className="field-input"
              defaultValue={values.zone ?? "Asia/Kolkata"}
              data-zone-select={values.zone ? "chosen" : ""}
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, " ")}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field formId={FORM_ID} name="note" label={t("booking.noteLabel")} error={errors.note} hint={t("booking.noteHint")}>
          {(p) => <textarea {...p} className="field-input" rows={3} maxLength={FIELD_LIMITS.message} defaultValue={values.note ?? ""} />}
        </Field>
        <ReminderChoices offer={hold.reminders} values={values} />
        <button type="submit" className="btn-primary w-full sm:w-auto">
          {t("booking.confirmButton")}
        </button>
      </form>
      {/* Outside the form: a refusal brings its own form of the nearest free times. */}
      {refusal ?? (
        <div
          id="book-answer"
          role="alert"
          tabIndex={-1}
          data-step-focus={formMessage ? "" : undefined}
          className="scroll-mt-28 rounded-lg bg-sand-100 p-3 text-sm text-coral-700"
          hidden={!formMessage}
        >
          {formMessage}
        </div>
      )}
      <p className="text-xs text-muted">
        {t.rich("booking.consent", {
          privacy: (chunks) => (
            <a href={lp("/privacy-policy")} className="underline">
              {chunks}
            </a>
          ),
        })}
      </p>
      <form method="post" data-booking-form>
        <input type="hidden" name="intent" value="release" />
        <input type="hidden" name="hold" value={hold.token} />
        <button type="submit" className="btn-secondary">
          {t("booking.chooseAnother")}
        </button>
      </form>
    </div>
  );
}

/** "24 hours and 2 hours" in the page's language. */
export function useReminderTimes(hours: readonly number[]): string {
  const t = useT();
  const locale = useLocale();
  return new Intl.ListFormat(LOCALE_INFO[locale].formatTag, { type: "conjunction" }).format(
    hours.map((h) => t("booking.hoursBefore", { hours: h })),
  );
}

/** The patient's yes to reminders, per channel this installation sends on: never ticked for them. */
function ReminderChoices({ offer, values }: { offer: HeldTime["reminders"]; values: Record<string, string> }) {
  const t = useT();
  const times = useReminderTimes(offer.hours);
  if (offer.channels.length === 0) return null;
  const choice = (name: "remindWhatsapp" | "remindEmail", label: string) => (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1">
      <input type="checkbox" name={name} defaultChecked={values[name] === "on"} className="mt-1 size-5 shrink-0 accent-ocean-700" />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className="rounded-lg p-3 ring-1 ring-seaglass-200" aria-describedby="book-reminders-hint">
      <legend className="px-1 font-semibold text-ocean-950">{t("booking.remindersLegend")}</legend>
      {offer.channels.includes("whatsapp") && choice("remindWhatsapp", t("booking.remindWhatsapp"))}
      {offer.channels.includes("email") && choice("remindEmail", t("booking.remindEmail"))}
      <p id="book-reminders-hint" className="mt-1 text-sm text-muted">
        {t("booking.remindHint", { times })}
      </p>
    </fieldset>
  );
}
