import { useRef, useState } from "react";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "~/components/ui/lucide";
import { useHydrated } from "~/hooks/use-hydrated";
import { MAX_LIST_ITEMS, moveItem, type TherapyFormErrors } from "~/lib/therapy-editor";

let nextKey = 0;
const keyed = (values: readonly string[]) => values.map((value) => ({ key: `item-${(nextKey += 1)}`, value }));

export const iconButton =
  "flex size-11 shrink-0 items-center justify-center rounded-lg text-ocean-800 ring-1 ring-seaglass-200 hover:bg-seaglass-100 disabled:cursor-not-allowed disabled:opacity-40";

/** Errors of one list field: for the whole list ("benefits") and per item ("benefits.2"). */
export function listErrors(errors: TherapyFormErrors, name: string) {
  const items = new Map<number, string>();
  for (const [key, message] of Object.entries(errors)) {
    const match = new RegExp(`^${name}\\.(\\d+)`).exec(key);
    if (match) items.set(Number(match[1]), message);
  }
  return { list: errors[name], items };
}

/**
 * A list of short texts (benefits, conditions): one labelled input per item with add,
 * remove and reorder. Without JavaScript it is a textarea with one item per line; the
 * server reads both the same way.
 */
export function TherapyListEditor({
  name,
  legend,
  itemLabel,
  initial,
  errors,
}: {
  name: string;
  legend: string;
  /** "Benefit" → inputs labelled "Benefit 1", "Benefit 2" … */
  itemLabel: string;
  initial: readonly string[];
  errors: TherapyFormErrors;
}) {
  const hydrated = useHydrated();
  const [items, setItems] = useState(() => keyed(initial));
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const { list: listError, items: itemErrors } = listErrors(errors, name);
  const errorId = `therapy-${name}-error`;
  const anyError = Boolean(listError) || itemErrors.size > 0;
  const messages = [listError, ...[...itemErrors.entries()].map(([i, m]) => `${itemLabel} ${i + 1}: ${m}`)].filter(Boolean);

  // Keeps the keyboard where the person was: on the moved item's same button (or its input
  // once that button is disabled at an end), or on the neighbour after a removal.
  const focusItem = (index: number, control: "input" | "up" | "down" = "input") =>
    requestAnimationFrame(() => {
      const row = list.current?.children[index];
      const button = control === "input" ? null : row?.querySelector<HTMLButtonElement>(`[data-move="${control}"]`);
      const target = button && !button.disabled ? button : (row?.querySelector("input") ?? addButton.current);
      target?.focus();
    });

  if (!hydrated) {
    return (
      <div>
        <label htmlFor={`therapy-${name}`} className="field-label">
          {legend}
        </label>
        <textarea
          id={`therapy-${name}`}
          name={name}
          rows={6}
          defaultValue={initial.join("\n")}
          aria-invalid={anyError || undefined}
          aria-describedby={`therapy-${name}-hint${anyError ? ` ${errorId}` : ""}`}
          className="field-input"
        />
        <p id={`therapy-${name}-hint`} className="mt-1 text-sm text-muted">
          One per line.
        </p>
        {anyError ? (
          <p id={errorId} className="field-error">
            {messages.join(" ")}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <fieldset aria-describedby={anyError ? errorId : undefined}>
      <legend className="field-label">{legend}</legend>
      {items.length === 0 ? <p className="text-sm text-muted">None yet.</p> : null}
      <ol ref={list} className="space-y-2">
        {items.map((item, i) => {
          const id = `therapy-${name}-${item.key}`;
          const label = `${itemLabel} ${i + 1}`;
          return (
            <li key={item.key} className="flex flex-wrap items-center justify-end gap-1.5 sm:flex-nowrap">
              <label htmlFor={id} className="sr-only">
                {label}
              </label>
              <input
                id={id}
                name={name}
                value={item.value}
                onChange={(e) => setItems((all) => all.map((x) => (x.key === item.key ? { ...x, value: e.target.value } : x)))}
                aria-invalid={itemErrors.has(i) || (i === 0 && Boolean(listError)) || undefined}
                className="field-input min-w-0 basis-full sm:flex-1 sm:basis-0"
              />
              <button
                type="button"
                className={iconButton}
                aria-label={`Move ${label} up`}
                disabled={i === 0}
                data-move="up"
                onClick={() => {
                  setItems((all) => moveItem(all, i, "up"));
                  focusItem(i - 1, "up");
                }}
              >
                <ArrowUp className="size-4" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={`Move ${label} down`}
                disabled={i === items.length - 1}
                data-move="down"
                onClick={() => {
                  setItems((all) => moveItem(all, i, "down"));
                  focusItem(i + 1, "down");
                }}
              >
                <ArrowDown className="size-4" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={`${iconButton} text-coral-700`}
                aria-label={`Remove ${label}`}
                onClick={() => {
                  setItems((all) => all.filter((x) => x.key !== item.key));
                  focusItem(i > 0 ? i - 1 : 0);
                }}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ol>
      <button
        ref={addButton}
        type="button"
        className="btn-secondary mt-3"
        disabled={items.length >= MAX_LIST_ITEMS}
        onClick={() => {
          setItems((all) => [...all, ...keyed([""])]);
          focusItem(items.length);
        }}
      >
        <Plus className="size-4" aria-hidden="true" /> Add {itemLabel.toLowerCase()}
      </button>
      {anyError ? (
        <p id={errorId} className="field-error">
          {messages.join(" ")}
        </p>
      ) : null}
    </fieldset>
  );
}
