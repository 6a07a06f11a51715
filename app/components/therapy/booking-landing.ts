// Book This Therapy (the therapy page, and the home page's opened therapy details) lands on
// the booking form's first field, focused and in view, with or without JavaScript: a fragment
// link to a form control makes the browser scroll to it and focus it (issue 44).

/** The booking form's first field: Field's `${formId}-${name}` (app/components/forms/fields.tsx)
 * for the home inquiry form's name. */
export const BOOKING_FIRST_FIELD_ID = "home-inquiry-name";

/** On the form's container: room above the field a booking link lands on, under the sticky
 * header (html's scroll-padding), so its label and the form's title stay in view too. */
export const LANDING_FIELD_MARGIN = "[&_:is(input,select,textarea)]:scroll-mt-16";
