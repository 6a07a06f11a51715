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
    // SPEC has no catch-all; a real site answers unknown paths with a helpful 404.
    route("*", "routes/not-found.tsx"),
  ]),
  route("admin-login", "routes/admin-login.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("logout", "routes/admin/logout.ts"),
    route("inquiries", "routes/admin/inquiries.tsx"),
    route("inquiries/export.csv", "routes/admin/inquiries-export.ts"),
  ]),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
] satisfies RouteConfig;
