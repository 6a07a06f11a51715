// The interface strings a public page shows: each area's published texts (a staff preview
// shows the drafts) over the defaults the code declares (docs/decisions/022).
import type { MessagesValue } from "~/components/messages-context";
import { catalogueFrom, messageAreas } from "~/i18n/catalogue";
import type { MessageArea } from "~/i18n/define";
import { INTERFACE_TYPE_PREFIX, interfaceTextsSeed } from "~/content-types/interface-texts";
import { SINGLE_KEY } from "~/content-types/registry";
import type { AppServices } from "../context.server";
import type { Db } from "../db/client.server";
import { readDocumentData, type DocumentRef } from "./documents.server";
import { previewRequested } from "./preview.server";

/** The locale the catalogue formats numbers and dates for (issue 14 adds languages). */
export const DEFAULT_LOCALE = "en-IN";

export const interfaceTextsRef = (area: MessageArea): DocumentRef => ({ type: `${INTERFACE_TYPE_PREFIX}${area.area}`, key: SINGLE_KEY });

export async function readMessages(db: Db, opts: { draft?: boolean } = {}): Promise<MessagesValue> {
  const areas = messageAreas as readonly MessageArea[];
  // Published snapshots are memoised (documents.server.ts): a page-cache miss costs no query here.
  const stored = await Promise.all(areas.map((area) => readDocumentData(db, interfaceTextsRef(area), opts)));
  return { locale: DEFAULT_LOCALE, messages: catalogueFrom(Object.fromEntries(areas.map((area, i) => [area.area, stored[i]]))) };
}

export async function loadMessages(services: AppServices, request: Request): Promise<MessagesValue> {
  return readMessages(services.database.db, { draft: await previewRequested(services, request) });
}

export async function seedInterfaceTexts(seed: (ref: DocumentRef, data: unknown) => Promise<boolean>): Promise<string[]> {
  const created: string[] = [];
  for (const area of messageAreas as readonly MessageArea[]) {
    const ref = interfaceTextsRef(area);
    if (await seed(ref, interfaceTextsSeed(area))) created.push(ref.type);
  }
  return created;
}
