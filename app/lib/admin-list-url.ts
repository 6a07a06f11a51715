/**
 * The admin list screens keep their state in the address (filter, which item is being
 * edited or deleted), so they work without JavaScript and survive a reload. This builds
 * the address for a change of that state: null removes a parameter.
 */
export function withParams(pathname: string, search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/** The parameters that open a dialog; the list address is the current one without them. */
export const DIALOG_PARAMS = { edit: null, delete: null, new: null } as const;

export function listHref(pathname: string, search: string): string {
  return withParams(pathname, search, DIALOG_PARAMS);
}

/** Which item the address opens for editing: "new" (also the dashboard's ?new=1), an id, or none. */
export function editTarget(params: URLSearchParams): "new" | number | null {
  const edit = params.get("edit");
  if (edit === "new" || (edit === null && params.has("new"))) return "new";
  return positiveId(edit);
}

/** The largest id a row can have (PostgreSQL's integer); a larger number in a form names nothing. */
export const MAX_RECORD_ID = 2_147_483_647;

export function positiveId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
