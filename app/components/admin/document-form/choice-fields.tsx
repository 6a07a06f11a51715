import { createContext, useContext, useState } from "react";
import type { ReferenceField, ReferencesField, SelectField, YouTubeField as YouTubeFieldSpec } from "~/content-types/fields";
import { useHydrated } from "~/hooks/use-hydrated";
import { VideoPoster } from "../video-poster";
import { YouTubeUrlField } from "../youtube-url-field";
import { fieldId } from "./field-id";
import { describedBy, FieldError, FieldHelp } from "./field-notes";

export interface ChoiceOption {
  value: string;
  /** As staff read it, with its state ("Cryotherapy (inactive)"). */
  label: string;
}

/** The rows a reference field offers (therapies, doctors), read by the route's loader. */
export const ReferenceChoicesContext = createContext<Readonly<Record<ReferenceField["to"], readonly ChoiceOption[]>>>({
  therapies: [],
  therapyIds: [],
  doctors: [],
  resourceIds: [],
});

/** The values of other fields a label depends on ("Therapy (required for a therapy page)"). */
export const WatchedValuesContext = createContext<Readonly<Record<string, string>>>({});

/** A therapy or a doctor, from the rows that exist now; "No therapy" stores none. */
export function ReferenceSelect({ field, name, value, error }: { field: ReferenceField; name: string; value: string; error?: string }) {
  const options = useContext(ReferenceChoicesContext)[field.to];
  const watched = useContext(WatchedValuesContext);
  const id = fieldId(name);
  const when = field.requiredWhen;
  const note = when && watched[when.field] === when.equals ? when.note : "optional";
  return (
    <div data-field>
      <label htmlFor={id} className="field-label">
        {field.label} ({note})
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, field.help, error)}
      >
        <option value="">{field.noneLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldHelp id={id} help={field.help} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A few choices, each a sentence, all in view as radio buttons. */
export function RadioSelect({ field, name, value, error }: { field: SelectField; name: string; value: string; error?: string }) {
  const id = fieldId(name);
  return (
    <fieldset id={id} aria-describedby={describedBy(id, field.help, error)} data-field>
      <legend className="field-label">{field.label}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {field.options.map((o) => (
          <label
            key={o.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 ring-1 ring-seaglass-200 has-[:checked]:bg-seaglass-100 has-[:checked]:ring-ocean-600"
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              defaultChecked={value === o.value}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-ocean-700"
            />
            <span className="text-sm text-ink">{o.label}</span>
          </label>
        ))}
      </div>
      <FieldHelp id={id} help={field.help} />
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** A YouTube address with its live "Video ID:" read-out, and the video's poster when asked. */
export function YouTubeField({ field, name, value, error }: { field: YouTubeFieldSpec; name: string; value: string; error?: string }) {
  return (
    <div data-field>
      <YouTubeUrlField
        id={fieldId(name)}
        name={name}
        label={field.nullable ? `${field.label} (optional)` : field.label}
        defaultValue={value}
        error={error}
        hint={field.help}
        required={!field.nullable}
      >
        {field.preview
          ? (videoId) => (
              <div className="mt-2 max-w-xs">
                <VideoPoster videoId={videoId} title="this video" />
              </div>
            )
          : undefined}
      </YouTubeUrlField>
    </div>
  );
}

/** The row's own key, which a list of references leaves out (a therapy is not related to itself). */
export const SelfKeyContext = createContext<string | null>(null);

/** Several rows, ticked; once the most allowed are ticked the rest wait (the server checks too). */
export function ReferenceChecks({ field, name, value, error }: { field: ReferencesField; name: string; value: string[]; error?: string }) {
  const self = useContext(SelfKeyContext);
  const options = useContext(ReferenceChoicesContext)[field.to].filter((o) => o.value !== self);
  const hydrated = useHydrated();
  const [ticked, setTicked] = useState<readonly string[]>(value);
  const id = fieldId(name);
  return (
    <fieldset id={id} aria-describedby={describedBy(id, field.help, error)} data-field>
      <legend className="field-label">
        {field.label} (up to {field.max})
      </legend>
      <FieldHelp id={id} help={field.help} />
      {options.length === 0 ? <p className="mt-2 text-sm text-muted">{field.noneYet}</p> : null}
      <ul className="mt-2 grid gap-1 sm:grid-cols-2">
        {options.map((o) => {
          const checked = ticked.includes(o.value);
          const boxId = `${id}-${o.value}`;
          return (
            <li key={o.value} className="flex min-h-11 items-center gap-3">
              <input
                id={boxId}
                type="checkbox"
                name={name}
                value={o.value}
                checked={checked}
                disabled={hydrated && !checked && ticked.length >= field.max}
                onChange={(e) => setTicked((all) => (e.target.checked ? [...all, o.value] : all.filter((v) => v !== o.value)))}
                aria-invalid={error ? true : undefined}
                className="size-5 accent-ocean-700"
              />
              <label htmlFor={boxId}>{o.label}</label>
            </li>
          );
        })}
      </ul>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
