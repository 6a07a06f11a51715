/** Shown above a public page rendered with the staff's unpublished changes. */
export function PreviewBanner() {
  return (
    <div role="status" className="sticky top-0 z-50 bg-sand-300 px-4 py-2 text-center text-sm font-semibold text-ocean-950">
      Preview of unpublished changes. Visitors do not see this version.{" "}
      <a href="/admin" className="underline underline-offset-2">
        Back to the admin
      </a>
    </div>
  );
}
