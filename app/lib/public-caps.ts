// How much a public page may render, whatever the tables hold (issue 20 item 4;
// docs/decisions/035): a page's weight and render time must not grow with the clinic's data.
// No zod here: the admin's testimonial form (hydrated) reads HOME_REVIEWS_MAX.

/** Slides of the home page's reviews carousel (each is a slide and a dot). */
export const HOME_REVIEWS_MAX = 10;
/** Reviews on the international, wellness and each therapy page. */
export const PAGE_REVIEWS_MAX = 12;
/** Pictures in a therapy page's gallery carousel. */
export const THERAPY_GALLERY_MAX = 12;
/** Therapy cards a page lists (the home grid, Services): far above a clinic's range, a bound all the same. */
export const PUBLIC_THERAPIES_MAX = 60;

/** The reviews page: 20 a page by default, `?size=` up to 50. */
export const REVIEWS_PAGE_SIZE = 20;
export const REVIEWS_MAX_PAGE_SIZE = 50;
