// Fields several table-backed types declare alike: where a row sits in its list, whether the
// site shows it, and the doctor it is linked to.
import { ACTIVE_LABEL } from "~/lib/active-label";
import { SORT_ORDER_ERROR, SORT_ORDER_MAX } from "~/lib/whole-number";
import { f } from "./fields";

/** A position in a list: 0 to 9999, empty is 0 (first). */
export const sortOrderField = () =>
  f.number("Sort order", { min: 0, max: SORT_ORDER_MAX, emptyIs: 0, message: SORT_ORDER_ERROR, help: "Lower numbers show first." });

/** SPEC §4's "Active (visible on website)". */
export const activeField = () => f.checkbox(ACTIVE_LABEL);

/** A doctor whose profile page shows the row (`what`: "The story", "The video"). */
export const doctorField = (what: string) =>
  f.reference("Doctor", "doctors", {
    help: `${what} is shown on this doctor's profile page.`,
    notAChoice: "Please choose a doctor from the list.",
    noneLabel: "No doctor",
  });
