import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Mirrors SPEC §2's route table; routes of later issues join here as they are built.
export default [
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("therapy/:therapySlug", "routes/therapy.tsx"),
    route("international-patients", "routes/international-patients.tsx"),
    // The optional segment lets /doctors and /doctors/ reach the loader, which sends them home.
    route("doctors/:slug?", "routes/doctor.tsx"),
    route("doctor-profile", "routes/doctor-profile.tsx"),
    route("doctor-gurpreet-profile", "routes/doctor-gurpreet-profile.tsx"),
    route("about", "routes/about.tsx"),
    route("services", "routes/services.tsx"),
    route("conditions", "routes/conditions.tsx"),
    route("contact", "routes/contact.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("terms-of-service", "routes/terms-of-service.tsx"),
    // Every published version of a legal page, at its effective date (docs/decisions/021).
    route("privacy-policy/:effective", "routes/legal-version.tsx", { id: "privacy-policy-version" }),
    route("terms-of-service/:effective", "routes/legal-version.tsx", { id: "terms-of-service-version" }),
    route("wellness-programs", "routes/wellness-programs.tsx"),
    // SPEC has no catch-all; a real site answers unknown paths with a helpful 404.
    route("*", "routes/not-found.tsx"),
  ]),
  route("admin-login", "routes/admin-login.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("gallery", "routes/admin/gallery.tsx"),
    route("gallery/upload", "routes/admin/gallery-upload.ts"),
    route("therapies", "routes/admin/therapies.tsx"),
    route("therapies/:id/preview", "routes/admin/therapies-preview.tsx"),
    route("testimonials", "routes/admin/testimonials.tsx"),
    route("youtube", "routes/admin/youtube.tsx"),
    route("logout", "routes/admin/logout.ts"),
    route("staff", "routes/admin/staff.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("inquiries", "routes/admin/inquiries.tsx"),
    route("inquiries/export.csv", "routes/admin/inquiries-export.ts"),
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
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route(".well-known/security.txt", "routes/security-txt.ts"),
] satisfies RouteConfig;
