import { data } from "react-router";
import type { Route } from "./+types/cases-file";
import { positiveId } from "~/lib/admin-list-url";
import { documentResponse } from "~/server/cases/document-response.server";
import { requirePermission } from "~/server/auth/guards.server";
import { findCaseFile, logFileView } from "~/server/cases/case-records.server";
import { contentNow } from "~/server/clock.server";
import { servicesContext } from "~/server/context.server";

const notFound = () => data({ message: "There is no such document on this case." }, { status: 404 });

/**
 * One of a case's documents, for staff who may open them (issue 48 item 2): always a download
 * (never shown inside the site's origin), each opening logged with who opened it before a
 * byte leaves, never cached, and sandboxed should a browser show it anyway. The file's name is
 * health data: it goes in the header the patient's browser reads, never in a log.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const user = requirePermission(context, "cases:documents");
  const services = context.get(servicesContext);
  const { db } = services.database;
  const caseId = positiveId(params.id);
  const fileId = positiveId(params.fileId);
  if (caseId === null || fileId === null) throw notFound();
  const file = await findCaseFile(db, services.healthKey, caseId, fileId);
  if (!file) throw notFound();
  const stream = await services.healthDocuments.open({ storageKey: file.storageKey, wrappedKey: file.wrappedKey });
  if (!stream) {
    services.log.error({ caseId, fileId }, "a case document's bytes are missing from storage");
    throw data({ message: "This document's file is missing from storage. Tell the site's operator." }, { status: 410 });
  }
  try {
    await logFileView(db, { caseId, fileId, userId: user.id, now: contentNow(services.env) });
  } catch (error) {
    stream.destroy();
    throw error;
  }
  stream.on("error", (error) => {
    // A damaged or tampered segment stops the download; said without the file's name.
    services.log.error({ caseId, fileId, err: { name: error.name, message: error.message } }, "a case document could not be read");
  });
  return documentResponse(stream, file);
}
