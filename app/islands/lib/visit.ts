/**
 * The visit's first page, the site that sent the visitor there and its campaign tags, kept in
 * this tab's sessionStorage (no cookie: nothing is sent to the server until the visitor sends a
 * form, and it is gone when the tab closes). The forms' island adds them to an inquiry
 * (docs/decisions/026). Storage may be refused (private modes, settings): then the form still
 * sends the page it is on.
 */
import { ATTRIBUTION_FIELDS, cleanHost, cleanPath, hostOf, utmTags } from "~/lib/attribution";

const KEY = "samudra.visit";

interface Visit {
  landing: string;
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

function read(storage: Storage | null): Visit | null {
  try {
    const raw = storage?.getItem(KEY);
    return raw ? (JSON.parse(raw) as Visit) : null;
  } catch {
    return null;
  }
}

/** On every page: the first one of the tab's visit is remembered, later ones change nothing. */
export function rememberVisit(storage: Storage | null, location: Location, referrer: string): void {
  if (read(storage)) return;
  const from = hostOf(referrer);
  const tags = utmTags(location.search);
  const visit: Visit = {
    landing: cleanPath(location.pathname) ?? "/",
    // Moving between this site's pages is not a source.
    referrer: from && from !== cleanHost(location.hostname) ? from : "",
    utmSource: tags.utmSource ?? "",
    utmMedium: tags.utmMedium ?? "",
    utmCampaign: tags.utmCampaign ?? "",
  };
  try {
    storage?.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Storage full or refused: the visit is simply not remembered.
  }
}

/** The hidden fields of an inquiry sent from this page. */
export function visitFields(storage: Storage | null, location: Location): Record<string, string> {
  const visit = read(storage);
  return {
    [ATTRIBUTION_FIELDS.page]: location.pathname,
    [ATTRIBUTION_FIELDS.landing]: visit?.landing ?? "",
    [ATTRIBUTION_FIELDS.referrer]: visit?.referrer ?? "",
    [ATTRIBUTION_FIELDS.utmSource]: visit?.utmSource ?? "",
    [ATTRIBUTION_FIELDS.utmMedium]: visit?.utmMedium ?? "",
    [ATTRIBUTION_FIELDS.utmCampaign]: visit?.utmCampaign ?? "",
  };
}

/** sessionStorage, or null where the browser refuses it (reading the property can throw). */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
