// Every public page with a canonical address, for the sitemap (therapy pages come from
// the database). Doctor pages are listed under their canonical /doctors/{slug} address.
import { doctors } from "./doctors";

export const staticPublicPaths = [
  "/",
  "/about",
  "/services",
  "/conditions",
  "/contact",
  "/international-patients",
  "/wellness-programs",
  ...doctors.map((d) => `/doctors/${d.slug}`),
  "/privacy-policy",
  "/terms-of-service",
] as const;
