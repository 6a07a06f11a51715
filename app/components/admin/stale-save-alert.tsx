/**
 * The hidden "loaded at" field every edit form of a collection sends (no silent overwrite), and
 * the message when someone else saved first.
 */
export function StaleSaveGuard({ loadedAt, formError }: { loadedAt: string; formError?: string }) {
  return (
    <>
      <input type="hidden" name="loadedAt" value={loadedAt} />
      {formError ? (
        <p role="alert" className="rounded-lg bg-coral-700/10 p-3 text-sm font-medium text-coral-700" data-testid="stale-save">
          {formError}
        </p>
      ) : null}
    </>
  );
}
