import { type RouteConfig, type RouteConfigEntry, index, layout, prefix, route } from "@react-router/dev/routes";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./i18n/locales.ts";
import { PUBLIC_LAYOUT_ID } from "./i18n/route-ids.ts";

/**
 * The public pages, in one language: English at today's addresses, the others under their
 * prefix with the same paths after it (issue 14; app/i18n/locales.ts). Route ids carry the
 * language, since each file is mounted once per language.
 */
function publicRoutes(locale: Locale): RouteConfigEntry[] {
  const id = (name: string) => (locale === DEFAULT_LOCALE ? name : `${locale}/${name}`);
  const pages = [
    index("routes/home.tsx", { id: id("routes/home") }),
    route("therapy/:therapySlug", "routes/therapy.tsx", { id: id("routes/therapy") }),
    route("international-patients", "routes/international-patients.tsx", { id: id("routes/international-patients") }),
    // The optional segment lets /doctors and /doctors/ reach the loader, which sends them home.
    route("doctors/:slug?", "routes/doctor.tsx", { id: id("routes/doctor") }),
    // The prototype's two addresses, kept working through the same module (docs/decisions/005).
    route("doctor-profile", "routes/doctor.tsx", { id: id("routes/doctor-profile") }),
    route("doctor-gurpreet-profile", "routes/doctor.tsx", { id: id("routes/doctor-gurpreet-profile") }),
    route("about", "routes/about.tsx", { id: id("routes/about") }),
    route("services", "routes/services.tsx", { id: id("routes/services") }),
    route("conditions", "routes/conditions.tsx", { id: id("routes/conditions") }),
    route("contact", "routes/contact.tsx", { id: id("routes/contact") }),
    // Every active review, a page at a time (issue 20; docs/decisions/035).
    route("reviews", "routes/reviews.tsx", { id: id("routes/reviews") }),
    route("privacy-policy", "routes/privacy-policy.tsx", { id: id("routes/privacy-policy") }),
    route("terms-of-service", "routes/terms-of-service.tsx", { id: id("routes/terms-of-service") }),
    // Every published version of a legal page, at its effective date (docs/decisions/021).
    route("privacy-policy/:effective", "routes/legal-version.tsx", { id: id("privacy-policy-version") }),
    route("terms-of-service/:effective", "routes/legal-version.tsx", { id: id("terms-of-service-version") }),
    route("wellness-programs", "routes/wellness-programs.tsx", { id: id("routes/wellness-programs") }),
    // Booking a time (issue 47): the steps, those of one therapy, and a booking's private page.
    route("book", "routes/book.tsx", { id: id("routes/book") }),
    route("book/manage", "routes/book-manage.tsx", { id: id("routes/book-manage") }),
    route("book/:therapySlug", "routes/book.tsx", { id: id("routes/book-therapy") }),
    // The international case desk (issue 48): the request for a plan, the case's private page,
    // files added to it, and a document of it (the patient's own, behind the case's cookie).
    route("international-patients/treatment-plan", "routes/case-new.tsx", { id: id("routes/case-new") }),
    route("international-patients/case", "routes/case-page.tsx", { id: id("routes/case-page") }),
    route("international-patients/case/files", "routes/case-files.ts", { id: id("routes/case-files") }),
    route("international-patients/case/files/:fileId", "routes/case-file.ts", { id: id("routes/case-file") }),
    // The plan's estimate and the visa letter as PDFs, for the case's patient (issue 48 items 4-5).
    route("international-patients/case/estimate/:version", "routes/case-estimate-pdf.ts", { id: id("routes/case-estimate-pdf") }),
    route("international-patients/case/letter", "routes/case-letter-pdf.ts", { id: id("routes/case-letter-pdf") }),
    // SPEC has no catch-all; a real site answers unknown paths with a helpful 404.
    route("*", "routes/not-found.tsx", { id: id("routes/not-found") }),
  ];
  const layoutRoute = layout("routes/public-layout.tsx", { id: id(PUBLIC_LAYOUT_ID) }, pages);
  return locale === DEFAULT_LOCALE ? [layoutRoute] : prefix(locale, [layoutRoute]);
}

// Mirrors SPEC §2's route table; routes of later issues join here as they are built.
export default [
  ...LOCALES.flatMap(publicRoutes),
  route("admin-login", "routes/admin-login.tsx"),
  route("admin-login/two-step", "routes/admin-login-two-step.tsx"),
  // Passkey sign-in's JSON ceremony (public, same-origin only; docs/decisions/029).
  route("admin-login/passkey/options", "routes/admin-login-passkey-options.ts"),
  route("admin-login/passkey/verify", "routes/admin-login-passkey-verify.ts"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("gallery", "routes/admin/gallery.tsx"),
    route("gallery/upload", "routes/admin/gallery-upload.ts"),
    route("media-library", "routes/admin/media-library.ts"),
    route("therapies", "routes/admin/therapies.tsx"),
    route("therapies/:id/preview", "routes/admin/therapies-preview.tsx"),
    // One screen set for the table-backed types (issue 46): the address names the type.
    route("testimonials", "routes/admin/collection.tsx", { id: "collection-testimonials" }),
    route("youtube", "routes/admin/collection.tsx", { id: "collection-videos" }),
    route("booking-services", "routes/admin/collection.tsx", { id: "collection-booking-services" }),
    route("booking-resources", "routes/admin/collection.tsx", { id: "collection-booking-resources" }),
    route("logout", "routes/admin/logout.ts"),
    route("staff", "routes/admin/staff.tsx"),
    route("security", "routes/admin/security.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("account/two-step", "routes/admin/account-two-step.tsx"),
    // Passkeys (issue 16; docs/decisions/029): the page, and its JSON ceremony behind the same guard.
    route("account/passkeys", "routes/admin/account-passkeys.tsx"),
    route("account/passkeys/options", "routes/admin/account-passkeys-options.ts"),
    route("account/passkeys/verify", "routes/admin/account-passkeys-verify.ts"),
    route("inquiries", "routes/admin/inquiries.tsx"),
    route("inquiries/export.csv", "routes/admin/inquiries-export.tsx"),
    route("reports", "routes/admin/reports.tsx"),
    route("reports.csv", "routes/admin/reports-csv.ts"),
    route("inquiries/call-list", "routes/admin/inquiry-call-list.tsx"),
    // The front desk (issue 47 item 6): the day and week, booking for a caller, a series, an appointment.
    route("appointments", "routes/admin/appointments.tsx"),
    route("appointments/new", "routes/admin/appointments-new.tsx"),
    route("appointments/series", "routes/admin/appointments-series.tsx"),
    route("appointments/:id", "routes/admin/appointments-detail.tsx"),
    // The international case desk (issue 48 item 3): the queue, a case, one of its documents.
    route("cases", "routes/admin/cases.tsx"),
    route("cases/:id", "routes/admin/cases-detail.tsx"),
    route("cases/:id/files/:fileId", "routes/admin/cases-file.ts"),
    // The estimates' price list and currency rates; a plan's estimate and a letter as PDFs (items 4-5).
    route("cases/prices", "routes/admin/case-prices.tsx"),
    route("cases/:id/estimate/:version", "routes/admin/case-estimate-pdf.ts"),
    route("cases/:id/letters/:serial", "routes/admin/case-letter-pdf.ts"),
    // Documents (docs/decisions/021): a single at content/:type, a collection's at content/:type/:key.
    route("history/:entity/:id", "routes/admin/record-history.tsx"),
    route("doctors", "routes/admin/doctors.tsx"),
    route("content", "routes/admin/content-index.tsx"),
    route("content/:type", "routes/admin/document-editor.tsx", { id: "document-editor" }),
    route("content/:type/:key", "routes/admin/document-editor.tsx", { id: "document-editor-keyed" }),
    route("content/:type/revisions/:revisionId", "routes/admin/document-revision.tsx", { id: "document-revision" }),
    route("content/:type/:key/revisions/:revisionId", "routes/admin/document-revision.tsx", { id: "document-revision-keyed" }),
  ]),
  // The inquiry forms' JSON endpoint (their island posts here; without JavaScript they post to their page).
  route("api/inquiries/:form", "routes/inquiry-api.ts"),
  // A booking's calendar file, from its private link (the same in every language).
  route("book/appointment.ics", "routes/book-calendar.ts"),
  // The WhatsApp Business Platform's webhook: delivery statuses and STOP replies (issue 47).
  route("webhooks/whatsapp", "routes/whatsapp-webhook.ts"),
  // Anyone (a consulate) checks a visa invitation letter's serial: valid or revoked, no personal data.
  route("verify/:serial", "routes/verify-letter.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route(".well-known/security.txt", "routes/security-txt.ts"),
] satisfies RouteConfig;
