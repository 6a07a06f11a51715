// Loaded on demand inside the admin only (see therapy-rich-text.tsx): TipTap never reaches
// a public page's JavaScript.
import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Link from "@tiptap/extension-link";
import Image from "@tiptap/extension-image";
import { Bold, ImagePlus, Italic, Link2, List, ListOrdered, Pencil, Redo2, Undo2 } from "~/components/ui/lucide";
import { isAllowedLinkUrl } from "~/lib/therapy-editor";
import { MediaPickerDialog } from "./media-picker-button";
import { isImageFile, type PickedImage, uploadToLibrary } from "./media-upload";
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
type PasteStatus = { kind: "busy" | "done" | "error"; message: string } | null;

/** Image files a paste or a drop carries (a screenshot, a photo dragged from the desktop). */
function imageFiles(data: DataTransfer | null): File[] {
  return data ? Array.from(data.files).filter(isImageFile) : [];
}

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

/**
 * A small inline form (not a <form>: it sits inside the therapy form) for a link's address,
 * or for the description (alt text) of an image just pasted or dropped.
 */
function AddressPanel({ editor, panel, id, onDone }: { editor: Editor; panel: "link" | "image"; id: string; onDone: () => void }) {
  const currentHref = panel === "link" ? ((editor.getAttributes("link").href as string | undefined) ?? "") : "";
  const [address, setAddress] = useState(currentHref);
  const [alt, setAlt] = useState(panel === "image" ? ((editor.getAttributes("image").alt as string | undefined) ?? "") : "");
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
      editor.chain().focus().updateAttributes("image", { alt: alt.trim() }).run();
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
      {panel === "link" ? (
        <div>
          <label htmlFor={`${id}-address`} className="field-label">
            Link address
          </label>
          <input
            id={`${id}-address`}
            type="url"
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            onKeyDown={onKeyDown}
            autoFocus
            placeholder="https://… or mailto:… or tel:…"
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
      ) : (
        <div>
          <label htmlFor={`${id}-alt`} className="field-label">
            Image description (alt text)
          </label>
          <input
            id={`${id}-alt`}
            value={alt}
            autoFocus
            onChange={(e) => setAlt(e.target.value)}
            onKeyDown={onKeyDown}
            className="field-input"
          />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={apply}>
          {panel === "link" ? "Apply link" : "Save description"}
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

export default function TherapyRichTextEditor({
  id: givenId,
  name,
  label,
  initialHtml,
  error,
  hint,
  imageCategory = "Treatment",
}: RichTextProps) {
  const id = givenId ?? `therapy-${name}`;
  const [html, setHtml] = useState(initialHtml);
  const [panel, setPanel] = useState<Panel>(null);
  const [picking, setPicking] = useState(false);
  const [pasteStatus, setPasteStatus] = useState<PasteStatus>(null);
  // The editor's handlers are set once; they reach the latest upload function through this.
  const uploadFiles = useRef<(files: File[], at: number | null) => void>(() => undefined);
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
      // data: images are never taken in (issue 44): pasted HTML holding one loses it here, and
      // pasted or dropped image files go through the media library below instead.
      Image.configure({ allowBase64: false }),
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
      handlePaste: (_view, event) => {
        const files = imageFiles(event.clipboardData);
        if (files.length === 0) return false;
        event.preventDefault();
        uploadFiles.current(files, null);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = moved ? [] : imageFiles(event.dataTransfer);
        if (files.length === 0) return false;
        event.preventDefault();
        uploadFiles.current(files, view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null);
        return true;
      },
    },
    onUpdate: ({ editor: e }) => setHtml(e.getHTML()),
  });
  const insertImage = (image: PickedImage, at: number | null = null) => {
    if (!editor) return;
    const node = { type: "image", attrs: { src: image.src, alt: image.alt } };
    const chain = editor.chain().focus();
    (at === null ? chain.insertContent(node) : chain.insertContentAt(at, node)).run();
  };
  uploadFiles.current = (files, at) => {
    void (async () => {
      const many = files.length > 1;
      for (const [index, file] of files.entries()) {
        setPasteStatus({
          kind: "busy",
          message: `Uploading the image${many ? ` ${index + 1} of ${files.length}` : ""} to the media library…`,
        });
        const outcome = await uploadToLibrary(file, { alt: "", category: imageCategory });
        if (!outcome.ok) {
          setPasteStatus({ kind: "error", message: `The image was not added: ${outcome.message}` });
          return;
        }
        insertImage(outcome.image, at);
      }
      setPasteStatus({
        kind: "done",
        message: `Image${many ? "s" : ""} added from the media library. Select ${many ? "each" : "it"} and use “Describe image” to add its alt text.`,
      });
    })();
  };
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      bulletList: e?.isActive("bulletList") ?? false,
      orderedList: e?.isActive("orderedList") ?? false,
      link: e?.isActive("link") ?? false,
      image: e?.isActive("image") ?? false,
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
          // The area we render, not TipTap's textbox: TipTap may destroy and re-create its view
          // just after mounting (its 1 ms scheduled destroy on a slow machine), and a reference
          // to the textbox's id would point at nothing meanwhile.
          aria-controls={`${id}-area`}
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
          <ToolButton label="Image from the media library" onClick={() => setPicking(true)}>
            <ImagePlus className="size-4" aria-hidden="true" />
          </ToolButton>
          <ToolButton
            label="Describe image"
            pressed={panel === "image"}
            disabled={!state?.image}
            onClick={() => setPanel(panel === "image" ? null : "image")}
          >
            <Pencil className="size-4" aria-hidden="true" />
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
        <div id={`${id}-area`}>
          <EditorContent editor={editor} />
        </div>
      </div>
      <p
        role="status"
        data-paste-status
        className={`mt-1 min-h-0 text-sm empty:hidden ${pasteStatus?.kind === "error" ? "text-coral-700" : "text-muted"}`}
      >
        {pasteStatus?.message ?? ""}
      </p>
      <MediaPickerDialog
        open={picking}
        title={`${label}: add an image`}
        category={imageCategory}
        onPick={(image) => insertImage(image)}
        onClose={() => {
          setPicking(false);
          editor?.commands.focus();
        }}
      />
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
