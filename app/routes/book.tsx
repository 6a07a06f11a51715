import type { ReactNode } from "react";
import { data } from "react-router";
import type { Route } from "./+types/book";
import { BookingDetails } from "~/components/booking/booking-details";
import { BookingSteps } from "~/components/booking/booking-steps";
import { DayPicker, ServiceList, TimeGrid } from "~/components/booking/booking-choices";
import { useCallClinic } from "~/components/booking/call-clinic";
import { translatorFromMatches, useLocale, useT } from "~/components/messages-context";
import { PageHero } from "~/components/pages/page-hero";
import { LOCALE_INFO } from "~/i18n/locales";
import { longDay, readBookingQuery } from "~/lib/booking-view";
import { buildMeta, clinicFromMatches, languagesFromMatches, localeFromMatches, siteMeta, siteUrlFromMatches } from "~/lib/seo";
import { type BookingActionData, bookingAction } from "~/server/booking/booking-actions.server";
import { bookingPageData } from "~/server/booking/booking-page.server";
import { contentNow } from "~/server/clock.server";
import { pageLocale } from "~/server/content/interface-texts.server";
import { requestContext, servicesContext } from "~/server/context.server";
import { formsTranslator, leadAttribution } from "~/server/inquiry-action.server";
import { reminderOffer } from "~/server/booking/notices.server";
import { readClinicSettings } from "~/server/content/clinic-settings.server";
import { reminderMinutes } from "~/content-types/clinic-settings";

// Free times change with every booking, and a held time's address is private: never cached.
export const headers = () => ({ "Cache-Control": "no-store" });

export function meta({ matches, params, location }: Route.MetaArgs) {
  const t = translatorFromMatches(matches);
  return buildMeta({
    title: t("booking.metaTitle"),
    description: t("booking.metaDescription"),
    path: params.therapySlug ? `/book/${params.therapySlug}` : "/book",
    siteUrl: siteUrlFromMatches(matches),
    ...siteMeta(clinicFromMatches(matches), localeFromMatches(matches), languagesFromMatches(matches)),
    // A step's address (a service, a day, a held time) is not a page of its own for search.
    noindex: location.search !== "",
  });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = pageLocale(services, request);
  const url = new URL(request.url);
  const page = await bookingPageData(services.database.db, {
    locale,
    therapySlug: params.therapySlug ?? null,
    step: readBookingQuery(url.searchParams),
    holdToken: url.searchParams.get("hold"),
    now: contentNow(services.env),
    reminders: reminderOffer(services.env, reminderMinutes(await readClinicSettings(services.database.db))),
  });
  if (page.kind === "not-found") throw data({ slug: params.therapySlug }, { status: 404 });
  if (page.kind === "redirect") throw new Response(null, { status: 303, headers: { Location: page.to } });
  return page;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const form = await request.formData();
  const base = params.therapySlug ? `/book/${params.therapySlug}` : "/book";
  return bookingAction(services, context.get(requestContext), form, {
    base,
    locale: pageLocale(services, request),
    t: await formsTranslator(services, request),
    attribution: leadAttribution(form, request, services),
  });
}

/** What the page says of a refused post, or null when there is none. */
function useRefusalMessage(answer: BookingActionData): string | null {
  const t = useT();
  const refusal = answer.refusal;
  if (answer.retryMinutes) return t("booking.tooMany", { minutes: answer.retryMinutes });
  if (answer.holdGone) return t("booking.holdGone");
  if (refusal?.reason === "taken") return t("booking.timeTaken", { time: refusal.clock });
  if (refusal?.reason === "not-offered") return t("booking.timeNotOffered", { time: refusal.clock });
  return refusal ? t("booking.serviceUnavailable") : null;
}

function Refusal({ id, message, answer }: { id: string; message: string; answer: BookingActionData }) {
  const t = useT();
  const call = useCallClinic();
  const refusal = answer.refusal;
  return (
    <div id={id} role="alert" tabIndex={-1} data-step-focus="" className="mb-4 scroll-mt-28 rounded-lg bg-sand-100 p-4 text-coral-700">
      <p className="font-semibold">{message}</p>
      {refusal && refusal.nearest.length > 0 ? (
        <div className="mt-3 text-ink">
          <p>{t("booking.nearestTimes")}</p>
          <div className="mt-2">
            <TimeGrid
              intent="hold"
              answer={id}
              hidden={{ service: String(refusal.serviceId) }}
              times={refusal.nearest.map((n) => ({ iso: n.iso, clock: n.clock, note: n.dayLabel }))}
            />
          </div>
        </div>
      ) : null}
      {refusal?.reason === "unknown-service" ? <p className="mt-2">{call.phone([call.number])}</p> : null}
    </div>
  );
}

/** A step of the page under its heading; the current one's heading takes focus when the step is swapped in. */
function Step({
  id,
  title,
  focus,
  className,
  children,
}: {
  id: string;
  title: string;
  focus: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} tabIndex={-1} data-step-focus={focus ? "" : undefined} className="scroll-mt-28 text-2xl font-bold text-ocean-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const tag = LOCALE_INFO[useLocale()].formatTag;
  const call = useCallClinic();
  const page = loaderData;
  const answer = (actionData ?? {}) as BookingActionData;
  const errors = answer.errors ?? {};
  const values = answer.values ?? {};
  const refused = useRefusalMessage(answer);
  const current = page.hold ? "details" : page.choices?.day ? "time" : page.chosen ? "day" : "service";
  // A refusal or a field's message takes focus instead of the step's heading.
  const quiet = refused !== null || answer.errors !== undefined;
  return (
    <>
      <PageHero crumb={t("booking.crumb")} eyebrow={t("booking.crumb")} title={t("booking.title")} intro={<p>{t("booking.intro")}</p>} />
      <section className="section bg-seaglass-50/40" aria-labelledby="book-steps-title">
        <div className="container-page max-w-4xl">
          <h2 id="book-steps-title" className="sr-only">
            {t("booking.stepsLabel")}
          </h2>
          <p className="text-sm text-muted">{t("booking.clinicZone")}</p>
          <p className="mt-1 text-sm font-semibold text-coral-700">
            {t.rich("booking.emergency", {
              phone: (chunks) => (
                <a href="tel:108" className="underline">
                  {chunks}
                </a>
              ),
            })}
          </p>
          <BookingSteps current={current} />
          <div data-island="booking" className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-seaglass-200 sm:p-8">
            {page.hold ? (
              <Step id="book-details" title={t("booking.stepDetails")} focus={!quiet}>
                <div className="mt-4">
                  <BookingDetails
                    hold={page.hold}
                    zones={page.zones}
                    errors={errors}
                    values={values}
                    refusal={refused ? <Refusal id="book-answer" message={refused} answer={answer} /> : undefined}
                  />
                </div>
              </Step>
            ) : (
              <>
                {refused ? <Refusal id="book-refusal" message={refused} answer={answer} /> : null}
                {page.holdGone ? (
                  <p role="alert" className="mb-4 rounded-lg bg-sand-100 p-3 text-coral-700">
                    {t("booking.holdGone")}
                  </p>
                ) : null}
                <Step id="book-services" title={t("booking.serviceHeading")} focus={current === "service" && !quiet}>
                  {page.therapy ? (
                    <p className="mt-2 text-sm text-ink">
                      {t.rich("booking.forTherapy", {
                        therapy: page.therapy.title,
                        all: (chunks) => (
                          <a href={page.allServicesHref} data-booking-nav="" className="font-semibold text-ocean-800 underline">
                            {chunks}
                          </a>
                        ),
                      })}
                    </p>
                  ) : null}
                  <div className="mt-4">
                    <ServiceList services={page.services} base={page.base} chosenId={page.chosen?.id ?? null} />
                  </div>
                </Step>
                {page.chosen && page.choices ? (
                  <>
                    <Step id="book-days" title={t("booking.dayHeading")} focus={current === "day" && !quiet} className="mt-10">
                      <div className="mt-4">
                        <DayPicker choices={page.choices} base={page.base} serviceId={page.chosen.id} />
                      </div>
                    </Step>
                    <Step
                      id="book-times"
                      title={page.choices.day ? t("booking.timeHeading", { day: longDay(page.choices.day, tag) }) : t("booking.stepTime")}
                      focus={current === "time" && !quiet}
                      className="mt-10"
                    >
                      <div className="mt-4">
                        {page.choices.times.length > 0 ? (
                          <TimeGrid
                            intent="hold"
                            answer="book-refusal"
                            hidden={{ service: String(page.chosen.id) }}
                            times={page.choices.times}
                          />
                        ) : page.choices.day ? (
                          <p>{t("booking.noTimesDay")}</p>
                        ) : (
                          <p>{t.rich("booking.noTimesWeek", call)}</p>
                        )}
                      </div>
                    </Step>
                  </>
                ) : null}
              </>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
