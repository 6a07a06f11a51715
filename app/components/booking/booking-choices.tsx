// The booking page's choices (issue 47 item 2): services, a week of days, a day's free times.
// Links and plain forms, so every step works without JavaScript; the booking island swaps the
// step in place when it runs. A free time is a button named by its clinic time, "10:30".
import { useLocation } from "react-router";
import { useLocale, useLocalizedPath, useT } from "~/components/messages-context";
import { Check, Clock, Video } from "~/components/ui/lucide";
import { LOCALE_INFO } from "~/i18n/locales";
import type { CalendarDay } from "~/lib/availability";
import { bookingQuery, shortDay } from "~/lib/booking-view";

export interface ServiceChoice {
  id: number;
  name: string;
  description: string | null;
  mode: string;
  durationMinutes: number;
  therapySlug: string | null;
}

export interface TimeChoice {
  iso: string;
  clock: string;
  /** The day, where times of several days are offered together (the nearest after a refusal). */
  note?: string;
}

export interface DayChoices {
  days: Array<{ day: CalendarDay; free: number }>;
  earlier: CalendarDay | null;
  later: CalendarDay | null;
  day: CalendarDay | null;
  times: TimeChoice[];
}

/** Marks the link the island follows in place (the rest navigate as usual). */
const NAV = { "data-booking-nav": "" };

function ServiceCard({ service, href, chosen }: { service: ServiceChoice; href: string; chosen: boolean }) {
  const t = useT();
  return (
    <li>
      <a
        href={href}
        {...NAV}
        aria-current={chosen ? "true" : undefined}
        className={`flex h-full flex-col gap-1 rounded-xl border p-4 transition-colors hover:border-ocean-600 ${
          chosen ? "border-ocean-700 bg-seaglass-50 ring-2 ring-ocean-700" : "border-seaglass-200 bg-white"
        }`}
      >
        <span className="flex items-start justify-between gap-2 font-semibold text-ocean-950">
          {service.name}
          {chosen ? (
            <span className="inline-flex shrink-0 items-center gap-1 text-sm text-ocean-800">
              <Check className="size-5" aria-hidden="true" /> {t("booking.chosen")}
            </span>
          ) : null}
        </span>
        <span className="flex flex-wrap items-center gap-x-3 text-sm text-muted">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" /> {t("booking.minutes", { minutes: service.durationMinutes })}
          </span>
          <span className="inline-flex items-center gap-1">
            {service.mode === "video" ? <Video className="size-4" aria-hidden="true" /> : null}
            {service.mode === "video" ? t("booking.modeVideo") : t("booking.modeInPerson")}
          </span>
        </span>
        {service.description ? <span className="text-sm text-ink">{service.description}</span> : null}
      </a>
    </li>
  );
}

/** The services, sessions first, each a link to its days. */
export function ServiceList({ services, base, chosenId }: { services: ServiceChoice[]; base: string; chosenId: number | null }) {
  const t = useT();
  const lp = useLocalizedPath();
  const groups = [
    { id: "book-sessions", title: t("booking.sessionsHeading"), items: services.filter((s) => s.therapySlug !== null) },
    { id: "book-consultations", title: t("booking.consultationsHeading"), items: services.filter((s) => s.therapySlug === null) },
  ].filter((g) => g.items.length > 0);
  return (
    <>
      {groups.map((g) => (
        <section key={g.id} aria-labelledby={g.id} className="mt-6 first:mt-0">
          <h3 id={g.id} className="text-lg font-semibold text-ocean-900">
            {g.title}
          </h3>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {g.items.map((s) => (
              <ServiceCard
                key={s.id}
                service={s}
                chosen={s.id === chosenId}
                href={`${lp(base)}${bookingQuery({ service: s.id })}#book-days`}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** A week of days, each with its free times counted, and links to the weeks around it. */
export function DayPicker({
  choices,
  base,
  serviceId,
  extra = {},
}: {
  choices: DayChoices;
  base: string;
  serviceId: number;
  extra?: Record<string, string>;
}) {
  const t = useT();
  const lp = useLocalizedPath();
  const tag = LOCALE_INFO[useLocale()].formatTag;
  const href = (q: { from?: string; day?: string }) => {
    const query = bookingQuery({ service: serviceId, ...q });
    const more = new URLSearchParams(extra).toString();
    return `${lp(base)}${query}${more ? `&${more}` : ""}#book-times`;
  };
  return (
    <div>
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-7">
        {choices.days.map(({ day, free }) => {
          const current = day === choices.day;
          return (
            <li key={day}>
              <a
                href={href({ from: choices.days[0]!.day, day })}
                {...NAV}
                aria-current={current ? "date" : undefined}
                className={`flex min-h-16 flex-col items-center justify-center rounded-xl border px-1 py-2 text-center text-sm ${
                  current
                    ? "border-ocean-700 bg-ocean-700 text-white"
                    : free > 0
                      ? "border-seaglass-300 bg-white text-ocean-950 hover:border-ocean-600"
                      : "border-seaglass-200 bg-seaglass-50 text-muted"
                }`}
              >
                <span className="font-semibold">{shortDay(day, tag)}</span>
                <span className={current ? "text-seaglass-100" : ""}>{t("booking.dayFree", { count: free })}</span>
              </a>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex justify-between gap-3 text-sm">
        {choices.earlier ? (
          <a
            href={href({ from: choices.earlier })}
            {...NAV}
            className="inline-flex min-h-11 items-center font-semibold text-ocean-800 underline"
          >
            {t("booking.earlierDays")}
          </a>
        ) : (
          <span />
        )}
        {choices.later ? (
          <a
            href={href({ from: choices.later })}
            {...NAV}
            className="inline-flex min-h-11 items-center font-semibold text-ocean-800 underline"
          >
            {t("booking.laterDays")}
          </a>
        ) : null}
      </div>
    </div>
  );
}

/** This page's address without its fragment: where the step's forms post. */
export function useHere(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/**
 * A day's free times as buttons of one form: the one pressed is posted with `intent`. Without
 * JavaScript a refusal's page opens at `answer`, where the page says it (a success redirects
 * to the next step's own place).
 */
export function TimeGrid({
  times,
  intent,
  hidden,
  answer,
}: {
  times: TimeChoice[];
  intent: string;
  hidden: Record<string, string>;
  answer: string;
}) {
  const here = useHere();
  return (
    <form method="post" action={`${here}#${answer}`} data-booking-form>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {times.map((time) => (
          <li key={time.iso}>
            <button type="submit" name="startsAt" value={time.iso} className="btn-secondary w-full flex-col gap-0 tabular-nums">
              {time.note ? <span className="text-xs font-normal">{time.note}</span> : null}
              <span dir="ltr">{time.clock}</span>
            </button>
          </li>
        ))}
      </ul>
    </form>
  );
}
