// Loaded on demand inside the admin only (see therapy-rich-text.tsx): TipTap never reaches
// a public page's JavaScript.
import { type KeyboardEvent, type ReactNode, useState } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Link from "@tiptap/extension-link";
import Image from "@tiptap/extension-image";
import { Bold, ImagePlus, Italic, Link2, List, ListOrdered, Redo2, Undo2 } from "~/components/ui/lucide";
import { isAllowedImageUrl, isAllowedLinkUrl } from "~/lib/therapy-editor";
import type { RichTextProps } from "./therapy-rich-text";

const toolButton =
  "flex size-11 items-center justify-center rounded-md text-ocean-900 hover:bg-seaglass-100 aria-pressed:bg-ocean-700 aria-pressed:text-white disabled:cursor-not-allowed disabled:opacity-40";

function ToolButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
  first = false,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
  first?: boolean;
}) {
  return (
    <button
      type="button"
      tabIndex={first ? 0 : -1}
      className={toolButton}
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keeps the editor's selection while the button is pressed with a mouse.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

type Panel = null | "link" | "image";

/**
 * ARIA toolbar keyboard pattern: the toolbar is one tab stop; arrow keys, Home and End move
 * between its (enabled) buttons.
 */
function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not(:disabled)")];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (next === undefined || buttons.length === 0) return;
  event.preventDefault();
  const target = buttons[(next + buttons.length) % buttons.length]!;
  for (const b of buttons) b.tabIndex = b === target ? 0 : -1;
  target.focus();
}

/** A small inline form (not a <form>: it sits inside the therapy form) for a link or image address. */
function AddressPanel({ editor, panel, id, onDone }: { editor: Editor; panel: "link" | "image"; id: string; onDone: () => void }) {
  const currentHref = panel === "link" ? ((editor.getAttributes("link").href as string | undefined) ?? "") : "";
  const [address, setAddress] = useState(currentHref);
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string | null>(null);

  function apply() {
    const url = address.trim();
    if (panel === "link") {
      if (!isAllowedLinkUrl(url)) return setError("Use an address starting with https://, http://, mailto: or tel:.");
      const chain = editor.chain().focus().extendMarkRange("link");
      if (editor.state.selection.empty && !editor.isActive("link")) {
        chain.insertContent({ type: "text", text: url, marks: [{ type: "link", attrs: { href: url } }] }).run();
      } else {
        chain.setLink({ href: url }).run();
      }
    } else {
      if (!isAllowedImageUrl(url)) return setError("Use an image address starting with https:// or http:// (or a data:image).");
      editor.chain().focus().setImage({ src: url, alt: alt.trim() }).run();
    }
    onDone();
  }
  const onKeyDown = (e: KeyboardEvent) => {
    // Enter applies here instead of submitting the whole therapy form; Escape backs out.
    if (e.key === "Enter") {
      e.preventDefault();
      apply();
    } else if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      onDone();
      editor.commands.focus();
    }
  };
  return (
    <div
      className="space-y-2 border-b border-seaglass-200 bg-seaglass-50 p-3"
      role="group"
      aria-label={panel === "link" ? "Link" : "Image"}
    >
      <div>
        <label htmlFor={`${id}-address`} className="field-label">
          {panel === "link" ? "Link address" : "Image address"}
        </label>
        <input
          id={`${id}-address`}
          type="url"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          onKeyDown={onKeyDown}
          autoFocus
          placeholder={panel === "link" ? "https://… or mailto:… or tel:…" : "https://…"}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? `${id}-address-error` : undefined}
          className="field-input"
        />
        {error ? (
          <p id={`${id}-address-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
      {panel === "image" ? (
        <div>
          <label htmlFor={`${id}-alt`} className="field-label">
            Image description (alt text)
          </label>
          <input id={`${id}-alt`} value={alt} onChange={(e) => setAlt(e.target.value)} onKeyDown={onKeyDown} className="field-input" />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={apply}>
          {panel === "link" ? "Apply link" : "Insert image"}
        </button>
        {panel === "link" && editor.isActive("link") ? (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              onDone();
            }}
          >
            Remove link
          </button>
        ) : null}
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            onDone();
            editor.commands.focus();
          }}
        >
          Cancel
        </button>
      </div>
    </div>
  );
}

export default function TherapyRichTextEditor({ id: givenId, name, label, initialHtml, error, hint }: RichTextProps) {
  const id = givenId ?? `therapy-${name}`;
  const [html, setHtml] = useState(initialHtml);
  const [panel, setPanel] = useState<Panel>(null);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3] }, code: false, codeBlock: false }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        protocols: ["mailto", "tel"],
        isAllowedUri: (url) => isAllowedLinkUrl(url),
      }),
      Image.configure({ allowBase64: true }),
    ],
    content: initialHtml,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(error ? { "aria-invalid": "true" } : {}),
        class: "prose-clinic min-h-40 px-3 py-2 text-base focus:outline-none [&_img]:max-h-48",
      },
    },
    onUpdate: ({ editor: e }) => setHtml(e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      bulletList: e?.isActive("bulletList") ?? false,
      orderedList: e?.isActive("orderedList") ?? false,
      link: e?.isActive("link") ?? false,
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
    }),
  });

  return (
    <div>
      <p id={`${id}-label`} className="field-label">
        {label}
      </p>
      <div
        className={`overflow-hidden rounded-lg border bg-white focus-within:ring-2 focus-within:ring-ocean-500/40 ${error ? "border-coral-700" : "border-slate-500"}`}
      >
        <div
          role="toolbar"
          aria-label={`${label} formatting`}
          aria-controls={id}
          onKeyDown={onToolbarKeyDown}
          className="flex flex-wrap gap-0.5 border-b border-seaglass-200 bg-white p-1"
        >
          <ToolButton first label="Bold" pressed={state?.bold} onClick={() => editor?.chain().focus().toggleBold().run()}>
            <Bold className="size-4" aria-hidden="true" />
          </ToolButton>
          <ToolButton label="Italic" pressed={state?.italic} onClick={() => editor?.chain().focus().toggleItalic().run()}>
            <Italic className="size-4" aria-hidden="true" />
          </ToolButton>
          <ToolButton label="Bullet list" pressed={state?.bulletList} onClick={() => editor?.chain().focus().toggleBulletList().run()}>
            <List className="size-4" aria-hidden="true" />
          </ToolButton>
          <ToolButton label="Numbered list" pressed={state?.orderedList} onClick={() => editor?.chain().focus().toggleOrderedList().run()}>
            <ListOrdered className="size-4" aria-hidden="true" />
          </ToolButton>
          <ToolButton label="Link" pressed={state?.link ?? false} onClick={() => setPanel(panel === "link" ? null : "link")}>
            <Link2 className="size-4" aria-hidden="true" />
          </ToolButton>
          <ToolButton label="Image by address" pressed={panel === "image"} onClick={() => setPanel(panel === "image" ? null : "image")}>
            <ImagePlus className="size-4" aria-hidden="true" />
          </ToolButton>
          <ToolButton label="Undo" disabled={!state?.canUndo} onClick={() => editor?.chain().focus().undo().run()}>
            <Undo2 className="size-4" aria-hidden="true" />
          </ToolButton>
          <ToolButton label="Redo" disabled={!state?.canRedo} onClick={() => editor?.chain().focus().redo().run()}>
            <Redo2 className="size-4" aria-hidden="true" />
          </ToolButton>
        </div>
        {editor && panel ? (
          <AddressPanel key={panel} editor={editor} panel={panel} id={`${id}-${panel}`} onDone={() => setPanel(null)} />
        ) : null}
        <EditorContent editor={editor} />
      </div>
      <input type="hidden" name={name} value={html} />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
