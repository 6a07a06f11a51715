// What the case page says once after something was done (the request sent, files added, a
// message sent) travels in the address it is sent back to, sealed: the files' names refused can
// say the diagnosis, and addresses reach logs and browser histories. It is bound to the case
// and lasts ten minutes; an altered, another case's or an old one says nothing.
import type { CasePageNotice } from "~/lib/case-view";
import { type HealthKey, open, seal, SealedValueError } from "../health-data/seal.server";

const NOTICE_MINUTES = 10;
const bound = (reference: string) => `case-page-notice:${reference}`;

export function sealSentNotice(key: HealthKey, reference: string, notice: CasePageNotice, now: Date): string {
  return seal(key, { notice, until: now.getTime() + NOTICE_MINUTES * 60_000 }, bound(reference));
}

export function openSentNotice(key: HealthKey, reference: string, sealed: string | null, now: Date): CasePageNotice {
  if (!sealed || sealed.length > 8000) return {};
  try {
    const value = open(key, sealed, bound(reference)) as { notice?: CasePageNotice; until?: number };
    if (typeof value?.until !== "number" || value.until < now.getTime() || typeof value.notice !== "object") return {};
    return value.notice;
  } catch (error) {
    if (error instanceof SealedValueError) return {};
    throw error;
  }
}
