// Where the patient is in the booking: four steps, the current one said to screen readers.
import { useT } from "~/components/messages-context";

export type StepName = "service" | "day" | "time" | "details";

const ORDER: StepName[] = ["service", "day", "time", "details"];

export function BookingSteps({ current }: { current: StepName }) {
  const t = useT();
  const label = {
    service: t("booking.stepService"),
    day: t("booking.stepDay"),
    time: t("booking.stepTime"),
    details: t("booking.stepDetails"),
  };
  const at = ORDER.indexOf(current);
  return (
    <ol aria-label={t("booking.stepsLabel")} className="mt-6 grid grid-cols-4 gap-2 text-center text-xs sm:text-sm">
      {ORDER.map((step, i) => (
        <li
          key={step}
          aria-current={i === at ? "step" : undefined}
          className={`rounded-full px-2 py-2 font-semibold ${i === at ? "bg-ocean-700 text-white" : i < at ? "bg-seaglass-200 text-ocean-950" : "bg-white text-muted ring-1 ring-seaglass-200"}`}
        >
          <span aria-hidden="true">{i + 1}. </span>
          {label[step]}
        </li>
      ))}
    </ol>
  );
}
