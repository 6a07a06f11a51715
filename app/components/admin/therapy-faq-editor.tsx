import { useRef, useState } from "react";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "~/components/ui/lucide";
import { useHydrated } from "~/hooks/use-hydrated";
import { MAX_LIST_ITEMS, moveItem, type TherapyFaqValue, type TherapyFormErrors } from "~/lib/therapy-editor";
import { iconButton } from "./therapy-list-editor";

let nextKey = 0;
const keyed = (faqs: readonly TherapyFaqValue[]) => faqs.map((faq) => ({ key: `faq-${(nextKey += 1)}`, ...faq }));

/**
 * Question/answer pairs. Without JavaScript the saved pairs plus one empty pair are shown
 * (clear both fields of a pair to remove it); with it, pairs can be added, removed and moved.
 */
export function TherapyFaqEditor({ initial, errors }: { initial: readonly TherapyFaqValue[]; errors: TherapyFormErrors }) {
  const hydrated = useHydrated();
  const [faqs, setFaqs] = useState(() => keyed(initial));
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const shown = hydrated ? faqs : [...faqs, ...keyed([{ question: "", answer: "" }])];
  const listError = errors.faqs;

  const update = (key: string, part: "question" | "answer", value: string) =>
    setFaqs((all) => all.map((f) => (f.key === key ? { ...f, [part]: value } : f)));
  const focusPair = (index: number, control: "question" | "up" | "down") =>
    requestAnimationFrame(() => {
      const row = list.current?.children[index];
      const button = control === "question" ? null : row?.querySelector<HTMLButtonElement>(`[data-move="${control}"]`);
      const target = button && !button.disabled ? button : (row?.querySelector("input") ?? addButton.current);
      target?.focus();
    });

  return (
    <fieldset aria-describedby={listError ? "therapy-faqs-error" : "therapy-faqs-hint"}>
      <legend className="field-label">Frequently asked questions</legend>
      <p id="therapy-faqs-hint" className="text-sm text-muted">
        {hydrated ? "Shown as an accordion on the page, in this order." : "To remove a question, clear both its fields."}
      </p>
      <ol ref={list} className="mt-2 space-y-3">
        {shown.map((faq, i) => {
          const qError = errors[`faqs.${i}.question`];
          const aError = errors[`faqs.${i}.answer`];
          const qId = `therapy-faq-q-${i}`;
          const aId = `therapy-faq-a-${i}`;
          return (
            <li key={faq.key} className="rounded-xl bg-seaglass-50 p-3 ring-1 ring-seaglass-200">
              <div className="flex items-start gap-1.5">
                <div className="min-w-0 flex-1 space-y-2">
                  <div>
                    <label htmlFor={qId} className="field-label">
                      Question {i + 1}
                    </label>
                    <input
                      id={qId}
                      name="faqQuestion"
                      {...(hydrated
                        ? { value: faq.question, onChange: (e) => update(faq.key, "question", e.target.value) }
                        : { defaultValue: faq.question })}
                      aria-invalid={Boolean(qError) || undefined}
                      aria-describedby={qError ? `${qId}-error` : undefined}
                      className="field-input"
                    />
                    {qError ? (
                      <p id={`${qId}-error`} className="field-error">
                        {qError}
                      </p>
                    ) : null}
                  </div>
                  <div>
                    <label htmlFor={aId} className="field-label">
                      Answer {i + 1}
                    </label>
                    <textarea
                      id={aId}
                      name="faqAnswer"
                      rows={3}
                      {...(hydrated
                        ? { value: faq.answer, onChange: (e) => update(faq.key, "answer", e.target.value) }
                        : { defaultValue: faq.answer })}
                      aria-invalid={Boolean(aError) || undefined}
                      aria-describedby={aError ? `${aId}-error` : undefined}
                      className="field-input"
                    />
                    {aError ? (
                      <p id={`${aId}-error`} className="field-error">
                        {aError}
                      </p>
                    ) : null}
                  </div>
                </div>
                {hydrated ? (
                  <div className="flex flex-col gap-1.5 pt-6">
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={`Move question ${i + 1} up`}
                      disabled={i === 0}
                      data-move="up"
                      onClick={() => {
                        setFaqs((all) => moveItem(all, i, "up"));
                        focusPair(i - 1, "up");
                      }}
                    >
                      <ArrowUp className="size-4" aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={`Move question ${i + 1} down`}
                      disabled={i === faqs.length - 1}
                      data-move="down"
                      onClick={() => {
                        setFaqs((all) => moveItem(all, i, "down"));
                        focusPair(i + 1, "down");
                      }}
                    >
                      <ArrowDown className="size-4" aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className={`${iconButton} text-coral-700`}
                      aria-label={`Remove question ${i + 1}`}
                      onClick={() => {
                        setFaqs((all) => all.filter((f) => f.key !== faq.key));
                        focusPair(i > 0 ? i - 1 : 0, "question");
                      }}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </button>
                  </div>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      {hydrated ? (
        <button
          ref={addButton}
          type="button"
          className="btn-secondary mt-3"
          disabled={faqs.length >= MAX_LIST_ITEMS}
          onClick={() => {
            setFaqs((all) => [...all, ...keyed([{ question: "", answer: "" }])]);
            focusPair(faqs.length, "question");
          }}
        >
          <Plus className="size-4" aria-hidden="true" /> Add question
        </button>
      ) : null}
      {listError ? (
        <p id="therapy-faqs-error" className="field-error">
          {listError}
        </p>
      ) : null}
    </fieldset>
  );
}
