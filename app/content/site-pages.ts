// Every public page with a fixed address, for the sitemap (therapy and doctor pages come
// from the database).
import type { PageNotFoundTexts } from "~/content-types/page-not-found";

export const staticPublicPaths = [
  "/",
  "/about",
  "/services",
  "/conditions",
  "/contact",
  "/reviews",
  "/international-patients",
  // The international case desk's request form (issue 48); a case's own page is private.
  "/international-patients/treatment-plan",
  "/wellness-programs",
  // Online booking (issue 47): its first step; a chosen service's times are not pages to index.
  "/book",
  "/privacy-policy",
  "/terms-of-service",
] as const;

/** The starting texts of the "page not found" page (the clinic edits them in the admin). */
export const pageNotFoundSeed: PageNotFoundTexts = {
  eyebrow: "Error 404",
  heading: "We couldn't find that page",
  message: "The address may be mistyped, or the page may have moved. These pages may help, or call us on {phone}.",
  homeButton: "Return Home",
  metaTitle: "Page not found",
  metaDescription: "The page you were looking for is not here. Find our therapies, doctors and contact details.",
};
