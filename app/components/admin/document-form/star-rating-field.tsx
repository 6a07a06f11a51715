import { useState } from "react";
import { Star } from "~/components/ui/lucide";
import { starLabel } from "~/lib/star-label";
import { fieldId } from "./field-id";
import { describedBy, FieldError } from "./field-notes";

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * A rating of 1–5 as a native radio group styled as stars: Tab reaches the group, arrow keys
 * move and select, each star is announced as "n stars", and it posts without JavaScript. The
 * filled stars follow the checked radio in CSS alone (a star fills when it, or a later star,
 * is checked), so they are right before hydration too.
 */
export function StarRatingField({ name, label, value, error }: { name: string; label: string; value: string; error?: string }) {
  const [chosen, setChosen] = useState(value);
  const id = fieldId(name);
  return (
    <fieldset id={id} aria-describedby={describedBy(id, undefined, error)} data-field>
      <legend className="field-label">{label}</legend>
      <div className="flex items-center gap-3">
        <div className="flex">
          {STARS.map((n) => (
            <label
              key={n}
              className="flex size-11 cursor-pointer items-center justify-center rounded-md text-slate-500 hover:bg-sand-50 has-[:checked]:text-sand-700 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ocean-500 [&_svg]:fill-transparent has-[:checked]:[&_svg]:fill-sand-500 [&:has(~label_:checked)]:text-sand-700 [&:has(~label_:checked)_svg]:fill-sand-500"
            >
              <input
                type="radio"
                name={name}
                value={n}
                defaultChecked={String(n) === value}
                onChange={() => setChosen(String(n))}
                className="sr-only"
                aria-invalid={error ? true : undefined}
              />
              <Star className="size-7 stroke-[1.75]" aria-hidden="true" />
              <span className="sr-only">{starLabel(n)}</span>
            </label>
          ))}
        </div>
        <span className="text-sm text-muted" aria-hidden="true" data-testid={`${name}-readout`}>
          {chosen ? `${chosen} of 5` : "not chosen"}
        </span>
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
