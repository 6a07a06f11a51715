/** SPEC §4's checkbox label: whether a row is shown on the public site. */
export const ACTIVE_LABEL = "Active (visible on website)";
