// Two text boxes that do more than hold what is typed: a page address that follows the title
// until it is edited by hand, and a box that counts its characters against its limit (a
// search result's title). Both are plain inputs without JavaScript.
import { useContext, useState } from "react";
import type { TextField } from "~/content-types/fields";
import { useHydrated } from "~/hooks/use-hydrated";
import { slugify } from "~/lib/slug";
import { isAutoSlug } from "~/lib/therapy-editor";
import { WatchedValuesContext } from "./choice-fields";

interface Props {
  field: TextField;
  /** The control's own attributes (id, name, aria-*), from the field's view. */
  common: Record<string, unknown>;
  value: string;
}

/** The slug of another field's value, until edited by hand (clearing it hands it back). */
export function FollowingSlug({ field, common, value }: Props) {
  const follows = field.follows!;
  const source = useContext(WatchedValuesContext)[follows.field] ?? "";
  const hydrated = useHydrated();
  const [slug, setSlug] = useState(value);
  const [byHand, setByHand] = useState(() => !isAutoSlug(source, value));
  const [seen, setSeen] = useState(source);
  if (source !== seen) {
    setSeen(source);
    if (!byHand) setSlug(slugify(source));
  }
  return (
    <>
      <input
        {...common}
        type="text"
        value={slug}
        maxLength={field.max}
        onChange={(e) => {
          setSlug(e.target.value);
          setByHand(e.target.value.trim() !== "");
        }}
        autoCapitalize="none"
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        className="field-input font-mono"
      />
      <p className="mt-1 text-sm text-muted" aria-live="polite">
        Page address: {follows.prefix}
        {slug.trim() || "…"}
        {hydrated ? "" : " (follows the title once saved)"}
      </p>
    </>
  );
}

/** A box with "12 / 60 characters" under it, which says when it is too long. */
export function CountedText({ field, common, value }: Props) {
  const [text, setText] = useState(value);
  const countId = `${String(common.id)}-count`;
  const length = text.trim().length;
  const describedBy = [common["aria-describedby"], countId].filter(Boolean).join(" ");
  const props = { ...common, "aria-describedby": describedBy, value: text, className: "field-input" };
  return (
    <>
      {field.kind === "textarea" ? (
        <textarea {...props} rows={3} onChange={(e) => setText(e.target.value)} />
      ) : (
        <input {...props} type="text" autoComplete="off" onChange={(e) => setText(e.target.value)} />
      )}
      <p id={countId} className={`mt-1 text-sm ${length > field.max ? "font-semibold text-coral-700" : "text-muted"}`}>
        {length} / {field.max} characters{length > field.max ? " — too long" : ""}
      </p>
    </>
  );
}
