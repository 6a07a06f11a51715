import { data, isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/book-manage";
import { DayPicker, TimeGrid } from "~/components/booking/booking-choices";
import { BookingRecord } from "~/components/booking/booking-record";
import { useCallClinic } from "~/components/booking/call-clinic";
import { translatorFromMatches, useLocalizedPath, useT } from "~/components/messages-context";
import { PageHero } from "~/components/pages/page-hero";
import { readBookingQuery } from "~/lib/booking-view";
import { buildMeta, clinicFromMatches, languagesFromMatches, localeFromMatches, siteMeta, siteUrlFromMatches } from "~/lib/seo";
import { type ManageActionData, lookUpBooking, manageAction, manageView, moveChoices } from "~/server/booking/manage-page.server";
import { contentNow } from "~/server/clock.server";
import { pageLocale } from "~/server/content/interface-texts.server";
import { servicesContext } from "~/server/context.server";

// The address is the booking's key: never cached, never sent on as a referrer, never indexed.
export const headers = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex" });

export function meta({ matches }: Route.MetaArgs) {
  const t = translatorFromMatches(matches);
  return buildMeta({
    title: t("booking.manageTitle"),
    description: t("booking.metaDescription"),
    path: "/book/manage",
    siteUrl: siteUrlFromMatches(matches),
    ...siteMeta(clinicFromMatches(matches), localeFromMatches(matches), languagesFromMatches(matches)),
    noindex: true,
  });
}

const NOTICES = new Set(["booked", "moved", "cancelled", "reminders-stopped"]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { db } = services.database;
  const locale = pageLocale(services, request);
  const now = contentNow(services.env);
  const url = new URL(request.url);
  const token = url.searchParams.get("link");
  const found = await lookUpBooking(db, token, now);
  if (found.kind !== "found") throw data(found, { status: found.kind === "expired" ? 410 : 404 });
  const view = await manageView(services, db, found.row, token!, locale, now);
  const notice = url.searchParams.get("booked") ? "booked" : url.searchParams.get("done");
  const wantsMove = url.searchParams.get("move") === "1";
  return {
    view,
    notice: notice && NOTICES.has(notice) ? notice : null,
    confirmCancel: url.searchParams.get("cancel") === "1" && view.cancelUntil !== null,
    move: wantsMove ? await moveChoices(db, found.row, readBookingQuery(url.searchParams), now) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const token = new URL(request.url).searchParams.get("link") ?? "";
  return manageAction(services.database.db, token, await request.formData(), pageLocale(services, request), contentNow(services.env));
}

export default function BookManage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lp = useLocalizedPath();
  const { view, notice, confirmCancel, move } = loaderData;
  const answer = (actionData ?? {}) as ManageActionData;
  const self = `/book/manage`;
  const link = `${lp(self)}?link=${view.token}`;
  return (
    <>
      <PageHero crumb={t("booking.crumb")} eyebrow={t("booking.crumb")} title={t("booking.manageTitle")} />
      <div className="section bg-seaglass-50/40">
        <div className="container-page max-w-3xl" data-island="booking">
          <BookingRecord view={view} notice={notice} refusal={answer.refusal ?? null} confirmCancel={confirmCancel} link={link} />
          {move ? (
            <section aria-labelledby="book-days" className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-seaglass-200 sm:p-8">
              <h2 id="book-days" tabIndex={-1} data-step-focus="" className="scroll-mt-28 text-2xl font-bold text-ocean-950">
                {t("booking.moveHeading")}
              </h2>
              <div className="mt-4">
                <DayPicker choices={move} base={self} serviceId={view.serviceId ?? 0} extra={{ link: view.token, move: "1" }} />
              </div>
              <div id="book-times" className="mt-6">
                {move.times.length > 0 ? (
                  <TimeGrid intent="move" answer="book-status" hidden={{}} times={move.times} />
                ) : (
                  <p>{t("booking.noTimesDay")}</p>
                )}
              </div>
              <a
                href={`${link}#book-status`}
                data-booking-nav=""
                className="mt-4 inline-flex min-h-11 items-center font-semibold text-ocean-800 underline"
              >
                {t("booking.keepTime")}
              </a>
            </section>
          ) : null}
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <ManageError />;
}

function ManageError() {
  const error = useRouteError();
  const expired = isRouteErrorResponse(error) && error.status === 410;
  const t = useT();
  const lp = useLocalizedPath();
  const call = useCallClinic();
  return (
    <section className="section">
      <div className="container-page max-w-3xl">
        <h1 className="text-3xl font-bold text-ocean-950">{t("booking.manageTitle")}</h1>
        <p className="mt-4 text-lg">{t.rich(expired ? "booking.linkExpired" : "booking.linkUnknown", call)}</p>
        <a href={lp("/book")} className="btn-primary mt-6">
          {t("booking.bookAgain")}
        </a>
      </div>
    </section>
  );
}
