import type { Change } from "~/lib/content-diff";
import { ChangeTable } from "./change-table";

/** Someone saved first: who, when, and what they changed since this form was loaded. */
export function ConflictNotice({ conflict }: { conflict: { by: string; at: string; version: number; changes: Change[] } }) {
  return (
    <div className="mb-6 rounded-xl bg-sand-50 p-4 ring-1 ring-sand-500" data-testid="conflict">
      <p className="font-semibold text-ocean-950">
        {conflict.by} saved version {conflict.version} at {conflict.at}.
      </p>
      {conflict.changes.length > 0 ? (
        <>
          <p className="mt-1 text-sm">Their changes since you opened the form:</p>
          <ChangeTable changes={conflict.changes} caption={`Changes in version ${conflict.version}`} />
        </>
      ) : (
        <p className="mt-1 text-sm">They changed no field (for example, they published the same text).</p>
      )}
    </div>
  );
}
