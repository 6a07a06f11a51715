// What needs someone now, first on the dashboard (issue 44 item 7: "a phone admin starts with
// what needs acting on"): new leads and how long the oldest has waited, follow-ups due, and any
// system check that fails. Each item links to where it is dealt with.
import { Link } from "react-router";
import { CheckCircle2, CircleAlert, Clock, Inbox } from "~/components/ui/lucide";
import { formatLongWait } from "~/lib/reports";

export interface WaitingView {
  newLeads: number;
  /** Seconds the oldest new lead has waited; null when none is new. */
  oldestWaitSeconds: number | null;
  overdue: number;
  overdueHours: number;
  followUpsDue: number;
  mine: number;
  /** The labels of the system checks that fail. */
  problems: string[];
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-IN")} ${n === 1 ? one : many}`;

export function DashboardWaiting({ waiting }: { waiting: WaitingView }) {
  const items = [
    waiting.newLeads > 0 && {
      key: "new",
      to: "/admin/inquiries?status=new",
      icon: Inbox,
      urgent: waiting.overdue > 0,
      title: plural(waiting.newLeads, "new inquiry to answer", "new inquiries to answer"),
      detail: [
        waiting.oldestWaitSeconds !== null ? `the oldest has waited ${formatLongWait(waiting.oldestWaitSeconds)}` : "",
        waiting.overdue > 0 ? `${plural(waiting.overdue, "is", "are")} past ${waiting.overdueHours} h` : "",
      ]
        .filter(Boolean)
        .join("; "),
    },
    waiting.followUpsDue > 0 && {
      key: "follow-ups",
      to: "/admin/inquiries/call-list",
      icon: Clock,
      urgent: false,
      title: plural(waiting.followUpsDue, "follow-up due", "follow-ups due"),
      detail: waiting.mine > 0 ? `${plural(waiting.mine, "is", "are")} yours; open the call list` : "Open the call list",
    },
    waiting.problems.length > 0 && {
      key: "problems",
      to: "#status-title",
      icon: CircleAlert,
      urgent: true,
      title: plural(waiting.problems.length, "system check needs attention", "system checks need attention"),
      detail: waiting.problems.join(", "),
    },
  ].filter((item) => item !== false);

  return (
    <section aria-labelledby="waiting-title">
      <h2 id="waiting-title" className="text-lg font-semibold text-ocean-950">
        Needs you now
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 flex items-center gap-2 text-ink" data-waiting="none">
          <CheckCircle2 className="size-5 shrink-0 text-ocean-600" aria-hidden="true" />
          Nothing waiting: every inquiry has an answer and no follow-up is due.
        </p>
      ) : (
        <ul className="mt-3 grid gap-3 md:grid-cols-3">
          {items.map((item) => (
            <li key={item.key}>
              <Link
                to={item.to}
                data-waiting={item.key}
                className={`flex min-h-11 items-start gap-3 rounded-2xl bg-white p-4 ring-1 hover:ring-ocean-500 ${
                  item.urgent ? "ring-coral-500" : "ring-seaglass-200"
                }`}
              >
                <item.icon className={`mt-0.5 size-5 shrink-0 ${item.urgent ? "text-coral-700" : "text-ocean-700"}`} aria-hidden="true" />
                <span>
                  <span className="block font-semibold text-ocean-950">{item.title}</span>
                  <span className="block text-sm text-muted">{item.detail}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
