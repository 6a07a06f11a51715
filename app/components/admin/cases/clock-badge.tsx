import { CheckCircle2, Clock, TriangleAlert } from "~/components/ui/lucide";
import type { ClockView } from "~/lib/case-queue";

// Overdue is said in words ("Overdue: 3 h overdue") and shown by an icon and colour; every
// pairing keeps 4.5:1 contrast.
const tones: Record<ClockView["tone"], string> = {
  overdue: "bg-coral-700 text-white",
  due: "bg-white text-ink ring-1 ring-slate-400",
  met: "bg-seaglass-100 text-ocean-950 ring-1 ring-seaglass-300",
  quiet: "bg-slate-100 text-slate-700 ring-1 ring-slate-300",
};

export function ClockBadge({ label, clock, dueText }: { label: string; clock: ClockView; dueText?: string | null }) {
  const Icon = clock.tone === "overdue" ? TriangleAlert : clock.tone === "met" ? CheckCircle2 : Clock;
  return (
    <span className="inline-flex flex-col gap-0.5" data-clock={label} data-clock-tone={clock.tone}>
      <span className="text-xs font-medium text-muted">{label}</span>
      <span className={`inline-flex w-fit items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold ${tones[clock.tone]}`}>
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {clock.text}
      </span>
      {dueText ? <span className="text-xs text-muted">Due {dueText}</span> : null}
    </span>
  );
}
