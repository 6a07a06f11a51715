import { useRef, useState } from "react";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "~/components/ui/lucide";
import type { ListField as ListFieldSpec } from "~/content-types/fields";
import { itemTitle } from "~/lib/content-diff";
import type { FieldErrors, FormObject } from "~/lib/document-form";
import { useHydrated } from "~/hooks/use-hydrated";
import { FieldView, fieldId, LeafField } from "./document-fields";

export const iconButton =
  "flex size-11 shrink-0 items-center justify-center rounded-lg text-ocean-800 ring-1 ring-seaglass-200 hover:bg-seaglass-100 disabled:cursor-not-allowed disabled:opacity-40";

let nextKey = 0;
const keyed = (items: readonly FormObject[]) => items.map((value) => ({ key: `item-${(nextKey += 1)}`, value }));

/**
 * A list of items (phones, closures, social links): add, remove and reorder with buttons,
 * keyboard focus kept on the moved item. Without JavaScript every item has a "Remove" box
 * and one blank item is offered at the end; the server drops blank and removed items.
 */
export function ListField({
  field,
  name,
  value,
  errors,
}: {
  field: ListFieldSpec;
  name: string;
  value: FormObject[];
  errors: FieldErrors;
}) {
  const hydrated = useHydrated();
  const [items, setItems] = useState(() => keyed(value));
  const listRef = useRef<HTMLOListElement>(null);
  const listError = errors[name];
  const errorId = `${fieldId(name)}-error`;
  const canEdit = !field.fixed;
  const itemPrefix = (index: number) => `${name}.${index}`;
  // An item of one short text (a benefit, a condition) is one line: its box, then its buttons.
  const [onlyName, onlyField] = Object.entries(field.item.fields).length === 1 ? Object.entries(field.item.fields)[0]! : [];
  const oneLine = onlyName !== undefined && onlyField?.kind === "text" && !field.fixed ? { name: onlyName, field: onlyField } : null;
  const rows = hydrated || !canEdit || items.length >= field.max ? items : [...items, { key: "spare", value: {} as FormObject }];

  const focusRow = (index: number, selector: string) =>
    requestAnimationFrame(() => {
      const row = listRef.current?.children[index];
      const target = row?.querySelector<HTMLElement>(selector);
      (target && !(target as HTMLButtonElement).disabled ? target : row?.querySelector<HTMLElement>("input, select, textarea"))?.focus();
    });
  const move = (from: number, to: number, selector: string) => {
    setItems((current) => {
      const next = [...current];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item!);
      return next;
    });
    focusRow(to, selector);
  };

  /** Without scripts a "Remove" box; with them, move up, move down and remove. */
  const itemControls = (index: number, title: string, spare: boolean, margin: string) =>
    !canEdit ? null : hydrated ? (
      <div className={`${margin} flex flex-wrap gap-2`}>
        <button
          type="button"
          data-move="up"
          className={iconButton}
          disabled={index === 0}
          onClick={() => move(index, index - 1, '[data-move="up"]')}
          aria-label={`Move ${title} up`}
        >
          <ArrowUp className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          data-move="down"
          className={iconButton}
          disabled={index === items.length - 1}
          onClick={() => move(index, index + 1, '[data-move="down"]')}
          aria-label={`Move ${title} down`}
        >
          <ArrowDown className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={iconButton}
          disabled={items.length <= field.min}
          onClick={() => {
            setItems((current) => current.filter((_, i) => i !== index));
            focusRow(Math.max(0, index - 1), '[data-move="up"]');
          }}
          aria-label={`Remove ${title}`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
    ) : spare ? null : (
      <label className={`${margin} flex min-h-11 items-center gap-3 text-sm`}>
        <input type="checkbox" name={`${itemPrefix(index)}._remove`} className="size-5 accent-coral-700" />
        Remove this {field.itemLabel.toLowerCase()}
      </label>
    );

  return (
    <fieldset id={fieldId(name)} aria-describedby={listError ? errorId : undefined}>
      <legend className="text-lg font-semibold text-ocean-950">{field.label}</legend>
      {field.help ? <p className="mt-1 text-sm text-muted">{field.help}</p> : null}
      {listError ? (
        <p id={errorId} className="field-error">
          {listError}
        </p>
      ) : null}
      <ol ref={listRef} className={`mt-4 ${oneLine ? "space-y-2" : "space-y-4"}`}>
        {rows.map((item, index) => {
          const spare = item.key === "spare";
          // A one-line item is named by its number: its own words are already in its box.
          const title = spare
            ? `New ${field.itemLabel.toLowerCase()} (leave empty to skip)`
            : oneLine
              ? `${field.itemLabel} ${index + 1}`
              : itemTitle(field, item.value, index);
          const prefix = `${name}.${index}`;
          return oneLine ? (
            <li key={item.key} className="flex flex-wrap items-start gap-2">
              <div className="min-w-0 flex-1 basis-48">
                <LeafField
                  field={{ ...oneLine.field, label: title }}
                  name={`${prefix}.${oneLine.name}`}
                  value={item.value[oneLine.name]}
                  error={errors[`${prefix}.${oneLine.name}`]}
                  hideLabel
                />
              </div>
              {itemControls(index, title, spare, "")}
            </li>
          ) : (
            <li key={item.key} className="rounded-xl bg-seaglass-50 p-4 ring-1 ring-seaglass-200">
              <fieldset>
                <legend className="font-semibold text-ocean-900">{title}</legend>
                {field.fixed && field.titleField ? (
                  <input type="hidden" name={`${prefix}.${field.titleField}`} value={String(item.value[field.titleField] ?? "")} />
                ) : null}
                <div className="mt-3 grid gap-4 sm:grid-cols-2">
                  {Object.entries(field.item.fields)
                    .filter(([child]) => !(field.fixed && child === field.titleField))
                    .map(([child, childField]) => (
                      <div
                        key={child}
                        className={childField.kind === "textarea" || childField.kind === "richtext" ? "sm:col-span-2" : undefined}
                      >
                        <FieldView field={childField} name={`${prefix}.${child}`} value={item.value[child]} errors={errors} />
                      </div>
                    ))}
                </div>
                {itemControls(index, title, spare, "mt-3")}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {canEdit && hydrated ? (
        <button
          type="button"
          className="btn-secondary mt-4"
          disabled={items.length >= field.max}
          onClick={() => {
            setItems((current) => [...current, ...keyed([{}])]);
            focusRow(items.length, "input, select, textarea");
          }}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add {field.itemLabel.toLowerCase()}
        </button>
      ) : null}
    </fieldset>
  );
}
