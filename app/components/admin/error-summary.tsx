import { summaryLabel, summaryLine } from "~/lib/error-summary";
import { focusField } from "./document-form/save-bar";

/**
 * What the server refused, at the top of a form (issue 44 item 9): how many fields, and each
 * message with its field's name, linked to that field. A link focuses the field itself (or the
 * first control of its group) instead of only scrolling to it.
 */
export function ErrorSummary({
  id,
  errors,
  labels,
  targetOf,
}: {
  id: string;
  errors: Partial<Record<string, string>>;
  /** Each field's visible label by name; "faqs.*" and "faqs.*.answer" name a list's items. */
  labels: Readonly<Record<string, string>>;
  /** The element id a field's link goes to. */
  targetOf: (name: string) => string;
}) {
  const entries = Object.entries(errors).filter((e): e is [string, string] => Boolean(e[1]));
  if (entries.length === 0) return null;
  return (
    <div id={id} role="alert" className="rounded-lg bg-coral-700/10 p-3 text-sm text-coral-700">
      <p className="font-semibold">
        Nothing was saved: {entries.length === 1 ? "one field needs" : `${entries.length} fields need`} attention.
      </p>
      <ul className="mt-1 list-disc ps-5">
        {entries.map(([name, message]) => {
          const target = targetOf(name);
          return (
            <li key={name}>
              <a
                href={`#${target}`}
                className="inline-flex min-h-11 items-center underline"
                onClick={(event) => {
                  if (focusField(target) || focusByError(`${target}-error`)) event.preventDefault();
                }}
              >
                {summaryLine(summaryLabel(labels, name), message)}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A field known only by its message's id: the control that message describes, or the first in its group. */
function focusByError(errorId: string): boolean {
  const described = document.querySelector<HTMLElement>(`[aria-describedby~="${CSS.escape(errorId)}"]`);
  if (described?.id) return focusField(described.id);
  const group = document.getElementById(errorId)?.closest<HTMLElement>("fieldset, [data-field]");
  const control = group?.querySelector<HTMLElement>("input:not([type='hidden']), select, textarea");
  if (!control) return false;
  control.scrollIntoView({ block: "center", behavior: "instant" });
  control.focus({ preventScroll: true });
  return true;
}
