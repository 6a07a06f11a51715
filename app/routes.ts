import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Mirrors SPEC §2's route table; routes of later issues join here as they are built.
export default [
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("wellness-programs", "routes/wellness-programs.tsx"),
    // SPEC has no catch-all; a real site answers unknown paths with a helpful 404.
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
