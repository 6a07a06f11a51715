// The arrival on a case's page (issue 48 item 6): when and how the patient lands, the pickup and
// the foreigner registration (Form C) with their clocks, and the accepted plan's sessions booked
// in one step at the front desk. Plain forms: they work without JavaScript.
import { Form, Link } from "react-router";
import type { ArrivalCardView } from "~/server/cases/desk-arrival.server";
import { CalendarCheck, Check, TriangleAlert } from "~/components/ui/lucide";
import { Card } from "./case-sections";

function Field(props: {
  id: string;
  name: string;
  label: string;
  type: string;
  value: string;
  error?: string;
  hint?: string;
  wide?: boolean;
}) {
  const described = [props.hint ? `${props.id}-hint` : "", props.error ? `${props.id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={props.wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={props.id} className="field-label">
        {props.label}
      </label>
      {props.hint ? (
        <p id={`${props.id}-hint`} className="mb-1 text-sm text-muted">
          {props.hint}
        </p>
      ) : null}
      <input
        id={props.id}
        name={props.name}
        type={props.type}
        defaultValue={props.value}
        className="field-input"
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {props.error ? (
        <p id={`${props.id}-error`} className="field-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export function ArrivalCard({
  view,
  errors,
  values,
}: {
  view: ArrivalCardView;
  errors: Partial<Record<string, string>>;
  values: Record<string, string>;
}) {
  const value = (name: "date" | "time" | "flight" | "note") => values[name] ?? view.arrival?.[name] ?? "";
  return (
    <Card title="Arrival" id="arrival" note="Times are India time, at the airport.">
      {errors.form ? (
        <p role="alert" className="field-error mb-3">
          {errors.form}
        </p>
      ) : null}
      {view.arrival ? (
        <p className="text-ink">
          Lands <strong>{view.arrival.when}</strong> on {view.arrival.flight}
          {view.arrival.note ? `: ${view.arrival.note}` : "."}
        </p>
      ) : (
        <p className="text-muted">No arrival told yet.</p>
      )}
      {view.tasks.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {view.tasks.map((task) => (
            <li
              key={task.kind}
              className={`flex flex-wrap items-center justify-between gap-2 rounded-xl p-3 ring-1 ${
                task.clock === "overdue" ? "bg-red-50 ring-red-300" : "ring-seaglass-200"
              }`}
            >
              <span>
                <span className="block font-medium text-ocean-950">{task.label}</span>
                <span className="block text-sm text-muted">
                  {task.done ? (
                    <>
                      <Check className="inline size-4" aria-hidden="true" /> Done {task.done}
                    </>
                  ) : task.clock === "overdue" ? (
                    <span className="font-semibold text-red-800">
                      <TriangleAlert className="inline size-4" aria-hidden="true" /> Overdue: was due {task.due}
                    </span>
                  ) : (
                    `Due ${task.due}`
                  )}
                </span>
              </span>
              {task.done ? null : (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="task-done" />
                  <input type="hidden" name="task" value={task.kind} />
                  <button type="submit" className="btn-secondary">
                    Mark done<span className="sr-only">: {task.label}</span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {view.canRecord ? (
        <Form method="post" preventScrollReset noValidate className="mt-4 grid gap-3 sm:grid-cols-2">
          <input type="hidden" name="intent" value="arrival" />
          <Field id="arrival-date" name="date" label="Arrival date" type="date" value={value("date")} error={errors.date} />
          <Field id="arrival-time" name="time" label="Landing time (India)" type="time" value={value("time")} error={errors.time} />
          <Field
            id="arrival-flight"
            name="flight"
            label="Flight"
            type="text"
            value={value("flight")}
            error={errors.flight}
            hint="As on the ticket, like AI 954."
          />
          <Field
            id="arrival-note"
            name="note"
            label="Note for the pickup"
            type="text"
            value={value("note")}
            error={errors.note}
            hint="Optional: wheelchair, who meets them."
          />
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary">
              {view.arrival ? "Save the new arrival" : "Save the arrival"}
            </button>
          </div>
        </Form>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {view.canMarkArrived ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="arrived" />
            <button type="submit" className="btn-secondary">
              The patient has arrived
            </button>
          </Form>
        ) : null}
        {view.bookHref ? (
          <Link to={view.bookHref} className="btn-secondary">
            <CalendarCheck className="size-4" aria-hidden="true" /> Book the plan&apos;s {view.sessions} sessions
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
