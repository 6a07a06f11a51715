import { lazy, Suspense } from "react";
import { useHydrated } from "~/hooks/use-hydrated";

export interface RichTextProps {
  /** The editable element's id (error summaries link to it); `therapy-{name}` by default. */
  id?: string;
  name: string;
  label: string;
  initialHtml: string;
  error?: string;
  hint?: string;
  /** The library category of images pasted, dropped or uploaded into this text. */
  imageCategory?: string;
}

// TipTap is a large module: fetched only when an edit dialog opens, never by public pages.
const Editor = lazy(() => import("./therapy-rich-text-editor"));

/** Without JavaScript (and while the editor loads): the HTML in a plain textarea. */
function HtmlTextarea({ id: givenId, name, label, initialHtml, error, hint }: RichTextProps) {
  const id = givenId ?? `therapy-${name}`;
  const describedBy = [`${id}-html-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={8}
        defaultValue={initialHtml}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy}
        className="field-input font-mono text-sm"
      />
      <p id={`${id}-html-hint`} className="mt-1 text-sm text-muted">
        {hint ? `${hint} ` : ""}HTML: paragraphs, bold, italic, lists, links (https, http, mailto, tel) and images (by their address on this
        site: /media/…; images as data are refused). Anything else is removed on save.
      </p>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TherapyRichText(props: RichTextProps) {
  const hydrated = useHydrated();
  if (!hydrated) return <HtmlTextarea {...props} />;
  return (
    <Suspense fallback={<HtmlTextarea {...props} />}>
      <Editor {...props} />
    </Suspense>
  );
}
