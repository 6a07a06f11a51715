import { Link } from "react-router";
import { FieldError, fieldId, type FormErrors } from "./fields";

export interface TimeChoice {
  iso: string;
  clock: string;
  seatsLeft: number;
}

export interface DayLink {
  day: string;
  label: string;
  free: number;
  href: string;
}

/**
 * A day's free times as radio buttons, each named by its clinic time (HH:MM); without a free
 * time, the next days that have some, as links.
 */
export function TimeChoices({
  legend,
  times,
  chosen,
  errors,
  nextDays,
  name = "startsAt",
}: {
  legend: string;
  times: readonly TimeChoice[];
  chosen?: string;
  errors: FormErrors;
  nextDays: readonly DayLink[];
  name?: string;
}) {
  const error = errors[name];
  const withFree = nextDays.filter((d) => d.free > 0);
  return (
    <fieldset id={fieldId(name)} tabIndex={-1} aria-describedby={error ? `${fieldId(name)}-error` : undefined} data-field>
      <legend className="field-label">{legend}</legend>
      <FieldError name={name} error={error} />
      {times.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Free times">
          {times.map((t) => (
            <li key={t.iso}>
              <label className="inline-flex min-h-11 min-w-20 cursor-pointer items-center justify-center rounded-full bg-white px-4 text-sm font-semibold text-ocean-900 tabular-nums ring-1 ring-ocean-700 has-checked:bg-ocean-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ocean-500">
                <input type="radio" name={name} value={t.iso} defaultChecked={t.iso === chosen} required className="sr-only" />
                {t.clock}
                {t.seatsLeft > 1 ? <span className="ms-1 font-normal">({t.seatsLeft} places)</span> : null}
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-1 text-sm text-ink" data-no-times>
          <p>No free time on this day.</p>
          {withFree.length > 0 ? (
            <>
              <p className="mt-2 font-medium">Days with free times:</p>
              <ul className="mt-1 flex flex-wrap gap-2">
                {withFree.slice(0, 6).map((d) => (
                  <li key={d.day}>
                    <Link
                      to={d.href}
                      className="inline-flex min-h-11 items-center rounded-full px-3 font-medium text-ocean-800 underline underline-offset-2"
                    >
                      {d.label} ({d.free})
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-1 text-muted">None in the next two weeks either.</p>
          )}
        </div>
      )}
    </fieldset>
  );
}
