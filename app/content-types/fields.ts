// The building blocks of a content type (docs/decisions/021-content-documents.md): each
// field carries its zod rule and the hints the admin form and the revision diff need, so a
// type is declared once. No React and nothing from ~/server: the public site, the admin and
// the unit tests all import these.
import { z } from "zod";
import { dataImageMessage, hasDataImage } from "~/lib/rich-text-images";
import { type Parsed, parseCalendarDay, parseTimeOfDay } from "~/lib/calendar-input";
import { telDigits } from "~/lib/format";
import { parseWholeNumber } from "~/lib/whole-number";
import { parseYouTubeId } from "~/lib/youtube";
import type { GalleryCategory } from "~/lib/gallery";

export interface FieldBase {
  label: string;
  help?: string;
}

export type TextKind = "text" | "textarea" | "email" | "tel" | "url" | "time" | "date" | "path";

/** `W`: whether the field holds words a visitor reads (its value is translated), as a type too. */
export interface TextField<W extends boolean = boolean> extends FieldBase {
  kind: TextKind;
  max: number;
  optional: boolean;
  /** Read by visitors in their language (app/content-types/translation.ts): text and
   * textarea fields are, unless declared otherwise (a brand name, a code, a search term). */
  translatable: W;
  /** The box starts as a slug of another field's value and follows it until edited by hand;
   * `prefix` is the page address it makes ("/therapy/"). */
  follows?: { field: string; prefix: string };
  /** Shows how many characters are typed of `max` (a search result's title). */
  counter?: boolean;
  /** Said after the label instead of "optional", for a field another one makes needed. */
  note?: string;
  schema: z.ZodType<string>;
}

/** Staff-written HTML (the admin's rich-text editor); cleaned on the server before it is stored. */
export interface RichTextField<W extends boolean = boolean> extends FieldBase {
  kind: "richtext";
  max: number;
  optional: boolean;
  translatable: W;
  schema: z.ZodType<string>;
}

/** `N`: whether it may be left empty, stored as null (a table's nullable column: a patient's age). */
export interface NumberField<N extends boolean = boolean> extends FieldBase {
  kind: "number";
  min: number;
  max: number;
  step: number;
  nullable: N;
  /** Shown as five stars (a rating) rather than a box. */
  widget?: "stars";
  schema: z.ZodType<number | null>;
}

/** `V`: the values offered, so that a choice's type is their union ("sky" | "teal" …). */
export interface SelectField<V extends string = string> extends FieldBase {
  kind: "select";
  options: ReadonlyArray<{ value: V; label: string }>;
  /** Radio buttons, all choices in view (a few, each a sentence), instead of a drop-down. */
  widget?: "radio";
  schema: z.ZodType<V>;
}

/** Several rows of one kind, ticked from a list (a therapy's related therapies): stored as
 * their keys, in the order they were stored or ticked. */
export interface ReferencesField extends FieldBase {
  kind: "references";
  to: "therapies";
  max: number;
  /** Said when one of the values is not among the choices. */
  notAChoice: string;
  /** Said when a row names itself; the route says which key is the row's own. */
  notSelf: string;
  /** Said when there are no rows to choose from. */
  noneYet: string;
  schema: z.ZodType<string[]>;
}

/** Where the choices of a reference come from; the server reads them when it checks a value. */
export type ChoiceSource = "therapies" | "therapyIds" | "doctors" | "resourceIds" | "images" | "pageImages";

/** References stored as the row's number rather than a slug. */
export type IdSource = "therapyIds" | "resourceIds";

/** The choices a form offers and the server accepts, read at request time (they are rows). */
export type Choices = Readonly<Record<ChoiceSource, ReadonlySet<string>>>;

/**
 * One of the clinic's therapies or doctors, by its key (a slug): stored as null when none is
 * chosen. The choices are rows, so the declaration names their source and the server checks
 * the value against them (app/lib/record-form.ts); the form offers them as a drop-down.
 */
export interface ReferenceField<N extends boolean = boolean> extends FieldBase {
  kind: "reference";
  /** "therapyIds" stores the therapy's number (a row that follows it when its address moves);
   * "resourceIds" a booking resource's (issue 47). */
  to: Exclude<ChoiceSource, "images" | "pageImages">;
  nullable: N;
  /** Said when the value is not among the choices, e.g. "Please choose a therapy from the list." */
  notAChoice: string;
  /** The empty option's words ("No therapy"). */
  noneLabel: string;
  /** Required only while another field holds a value (a therapy-page story needs its therapy). */
  requiredWhen?: { field: string; equals: string; note: string; message: string };
  schema: z.ZodType<string | number | null>;
}

/** A YouTube address (watch, youtu.be, shorts or embed), stored as null when empty. */
export interface YouTubeField<N extends boolean = boolean> extends FieldBase {
  kind: "youtube";
  max: number;
  nullable: N;
  /** The video's poster is shown under the address once an id can be read from it. */
  preview?: boolean;
  schema: z.ZodType<string | null>;
}

/** A picture on this site: one of the media library's images or a built-in illustration,
 * stored as its path ("" for none). The admin shows it as a picker of thumbnails. */
export interface ImageField<N extends boolean = boolean> extends FieldBase {
  kind: "image";
  optional: boolean;
  /** Pictures that ship with the site, offered beside the library's. */
  builtIn: ReadonlyArray<{ src: string; label: string }>;
  /** None is stored as null (a table's nullable column) rather than "". */
  nullable: N;
  /** Only the media library's images (and the value already stored) are accepted; the server
   * checks against the library it reads (a table row's picture). */
  libraryOnly?: {
    notAChoice: string;
    noneLabel: string;
    /** "page": the picture at the size a page shows it (a hero image); otherwise its small
     * rendition (a portrait beside a review). */
    size?: "page";
  };
  /** The media library category a picture uploaded from this field is filed under. */
  uploadCategory?: GalleryCategory;
  schema: z.ZodType<string | null>;
}

export interface CheckboxField extends FieldBase {
  kind: "checkbox";
  schema: z.ZodType<boolean>;
}

/** A problem found across several fields of a group, reported at one of them. */
export interface GroupIssue {
  path: string[];
  message: string;
}

/** A group's fields by name; their declared shapes, so that the group's value type follows. */
export type Fields = Record<string, Field>;

export interface GroupField<F extends Fields = Fields> extends FieldBase {
  kind: "group";
  fields: F;
  /** Rules across fields (e.g. opening before closing), run only once each field is valid. */
  check?: (value: Record<string, unknown>) => GroupIssue[];
  schema: z.ZodType<Record<string, unknown>>;
}

export interface ListField<I extends GroupField = GroupField> extends FieldBase {
  kind: "list";
  /** "Phone" → items read "Phone 1", "Phone 2" … */
  itemLabel: string;
  item: I;
  min: number;
  max: number;
  /** A fixed list (the seven weekdays): no add, remove or reorder. */
  fixed?: boolean;
  /** The item field whose value names an item ("day": "Monday") instead of "Day 1". */
  titleField?: string;
  schema: z.ZodType<Array<Record<string, unknown>>>;
}

export type Field =
  | TextField
  | RichTextField
  | NumberField
  | SelectField
  | ReferenceField
  | ReferencesField
  | YouTubeField
  | ImageField
  | CheckboxField
  | GroupField
  | ListField;

/** A field that may hold null (an empty optional value of a table's nullable column). */
type OrNull<F, T> = F extends { nullable: false } ? T : F extends { nullable: boolean } ? T | null : T;

/**
 * The value a field holds, read from its declaration: a type's value type is this of its
 * fields (issue 46 item 1), never an interface written beside them.
 */
export type ValueOf<F> =
  F extends GroupField<infer G>
    ? { -readonly [K in keyof G]: ValueOf<G[K]> }
    : F extends ListField<infer I>
      ? Array<ValueOf<I>>
      : F extends SelectField<infer V>
        ? V
        : F extends ReferencesField
          ? string[]
          : F extends NumberField | (ReferenceField & { to: IdSource })
            ? OrNull<F, number>
            : F extends CheckboxField
              ? boolean
              : OrNull<F, string>;

/** Whether a field holds, or contains, words a visitor reads. */
type HasWords<F> = F extends TextField<true> | RichTextField<true>
  ? true
  : F extends GroupField<infer G>
    ? true extends { [K in keyof G]: HasWords<G[K]> }[keyof G]
      ? true
      : false
    : F extends ListField<infer I>
      ? HasWords<I>
      : false;

/**
 * What a translation of a field holds (app/content-types/translation.ts): its words only, in
 * the English value's shape; pictures, numbers, choices and addresses are the English's.
 */
export type TranslationOf<F> =
  F extends GroupField<infer G>
    ? { -readonly [K in keyof G as HasWords<G[K]> extends true ? K : never]: TranslationOf<G[K]> }
    : F extends ListField<infer I>
      ? Array<TranslationOf<I>>
      : string;

const E164 = /^\+[1-9]\d{6,14}$/;

interface NumberOptions {
  min: number;
  max: number;
  step?: number;
  help?: string;
  /** May be left empty, stored as null. */
  nullable?: boolean;
  /** What an empty box means when it may not be null (a position: 0, first). */
  emptyIs?: number;
  /** The field's own words for any problem; the value must then be a whole number typed as digits. */
  message?: string;
  widget?: "stars";
}

interface YouTubeOptions {
  help?: string;
  max?: number;
  tooLong?: string;
  /** Refused when optional and no video id can be read from it. */
  invalid: string;
  /** Must be given (and is then kept even when no id can be read). */
  required?: boolean;
  missing?: string;
  preview?: boolean;
}

interface ImageOptions {
  optional?: boolean;
  help?: string;
  builtIn?: ImageField["builtIn"];
  nullable?: boolean;
  libraryOnly?: ImageField["libraryOnly"];
  uploadCategory?: GalleryCategory;
}

/** A zod check of a date or time field: the shape's message, or which day or time does not exist. */
function calendarCheck(parse: (text: string) => Parsed<unknown>, label: string, example: string) {
  return (value: string, ctx: z.RefinementCtx) => {
    if (value === "") return;
    const parsed = parse(value);
    if (parsed.ok) return;
    ctx.addIssue({
      code: "custom",
      message: parsed.problem === "impossible" ? `${label}: ${parsed.detail}.` : `${label}: enter ${example}.`,
    });
  };
}

/** A site path: one leading slash, never "//" or a backslash, no scheme. */
const SITE_PATH = /^\/(?!\/)[^\\\s]*$/;

/** What an empty required field asks for, by kind. Every message starts "Label: ", which the
 * document editor widens to the field's whole name (~/lib/document-form, namedMessage). */
const MISSING: Record<TextKind, string> = {
  text: "enter some text",
  textarea: "enter some text",
  email: "enter an email address like name@example.com",
  tel: "enter the number in international form, e.g. +91 90000 11001",
  url: "enter a full https:// address",
  time: "enter a time like 09:30",
  date: "enter a date like 2026-01-26",
  path: "enter a path on this site starting with /, e.g. /og-default.png",
};

const tooLong = (label: string, max: number, what = "characters") => `${label}: shorten it to ${max} ${what} or fewer.`;

function textRule(kind: TextKind, label: string, max: number, optional: boolean, messages: TextMessages = {}): z.ZodType<string> {
  const need = messages.missing ?? `${label}: ${MISSING[kind]}.`;
  const base = z.string({ error: need }).trim();
  const long = messages.tooLong ?? tooLong(label, max);
  let rule: z.ZodType<string> = base.max(max, long);
  switch (kind) {
    case "email":
      rule = base.max(max, long).pipe(z.union([z.literal(""), z.email(`${label}: enter an email address like name@example.com.`)]));
      break;
    case "tel":
      rule = base
        .max(max, long)
        .refine((v) => v === "" || E164.test(telDigits(v)), `${label}: enter the number in international form, e.g. +91 90000 11001.`);
      break;
    case "url":
      rule = base.max(max, long).refine((v) => v === "" || isHttpsUrl(v), `${label}: enter a full https:// address.`);
      break;
    case "time":
      rule = base.superRefine(calendarCheck(parseTimeOfDay, label, "a time like 09:30"));
      break;
    case "date":
      rule = base.superRefine(calendarCheck(parseCalendarDay, label, "a date like 2026-01-26"));
      break;
    case "path":
      rule = base
        .max(max, long)
        .refine((v) => v === "" || SITE_PATH.test(v), `${label}: enter a path on this site starting with /, e.g. /og-default.png.`);
      break;
    default:
      break;
  }
  const own = messages.rule;
  if (own) rule = rule.refine((v) => v === "" || own.test(v), own.message);
  return optional ? rule : rule.refine((v) => v !== "", need);
}

export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A field's own words for its two common problems, where the type's wording is better said
 * another way ("Please enter the patient's name, e.g. Lakshmi R."). */
interface TextMessages {
  missing?: string;
  tooLong?: string;
  /** A rule of the field's own beyond its kind's (a slug's letters), with its message. */
  rule?: { test: (value: string) => boolean; message: string };
}

interface TextOptions {
  messages?: TextMessages;
  max?: number;
  optional?: boolean;
  help?: string;
  /** False for a text that stays the same in every language. */
  translatable?: boolean;
  follows?: TextField["follows"];
  counter?: boolean;
  note?: string;
}

/** Kinds whose values are words a visitor reads; the others are numbers, codes and addresses. */
const WORDS: ReadonlySet<TextKind> = new Set(["text", "textarea"]);

const DEFAULT_MAX: Record<TextKind, number> = {
  text: 120,
  textarea: 2000,
  email: 254,
  tel: 20,
  url: 300,
  time: 5,
  date: 10,
  path: 300,
};

/** Words unless declared `translatable: false`. */
type WordsUnless<O> = O extends { translatable: false } ? false : true;

function textField(kind: TextKind, label: string, opts: TextOptions): TextField {
  const max = opts.max ?? DEFAULT_MAX[kind];
  const optional = opts.optional ?? false;
  const translatable = WORDS.has(kind) && opts.translatable !== false;
  const schema = textRule(kind, label, max, optional, opts.messages);
  const { follows, counter, note } = opts;
  return { kind, label, help: opts.help, max, optional, translatable, follows, counter, note, schema };
}

/** A text or textarea: words a visitor reads, unless declared otherwise. */
/** Whether a field may be left empty, as a type too (a seed may then leave it out). */
type OptionalUnless<O> = { optional: O extends { optional: true } ? true : false };

const words =
  (kind: "text" | "textarea") =>
  <const O extends TextOptions = object>(label: string, opts?: O): TextField<WordsUnless<O>> & OptionalUnless<O> =>
    textField(kind, label, opts ?? {}) as TextField<WordsUnless<O>> & OptionalUnless<O>;

/** An address, number, time or path: the same in every language. */
const code =
  (kind: Exclude<TextKind, "text" | "textarea">) =>
  (label: string, opts: Omit<TextOptions, "translatable"> = {}): TextField<false> =>
    textField(kind, label, opts) as TextField<false>;

export const f = {
  text: words("text"),
  textarea: words("textarea"),
  email: code("email"),
  tel: code("tel"),
  url: code("url"),
  time: code("time"),
  date: code("date"),
  path: code("path"),
  richtext<const O extends TextOptions = object>(label: string, opts?: O): RichTextField<WordsUnless<O>> {
    const { max: maxOpt, optional: optionalOpt, help, translatable } = (opts ?? {}) as TextOptions;
    const max = maxOpt ?? 20_000;
    const optional = optionalOpt ?? false;
    let schema: z.ZodType<string> = z
      .string()
      .trim()
      .max(max, tooLong(label, max, "characters of formatted text"))
      .refine((v) => !hasDataImage(v), dataImageMessage(label));
    if (!optional) schema = schema.refine((v) => v.replace(/<[^>]*>/g, "").trim() !== "", `${label}: enter some text.`);
    return { kind: "richtext", label, help, max, optional, translatable: (translatable !== false) as WordsUnless<O>, schema };
  },
  number<const O extends NumberOptions>(label: string, opts: O): NumberField<O extends { nullable: true } ? true : false> {
    const step = opts.step ?? 1;
    const nullable = opts.nullable === true;
    let schema: z.ZodType<number | null>;
    if (opts.message !== undefined) {
      // A whole number with the field's own message for any problem: only digits count, so
      // "4.5", "1e2" or "-3" are refused rather than read as something the person did not mean.
      const message = opts.message;
      const empty = nullable
        ? { ok: true as const, value: null }
        : opts.emptyIs !== undefined
          ? { ok: true as const, value: opts.emptyIs }
          : { ok: false as const, error: message };
      schema = z.union([z.string(), z.number(), z.null()]).transform((raw, ctx) => {
        const parsed = parseWholeNumber(raw === null ? "" : String(raw), { min: opts.min, max: opts.max, empty, message });
        if (parsed.ok) return parsed.value;
        ctx.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      });
    } else {
      const rule = z.coerce
        .number({ error: `${label}: enter a number.` })
        .refine((n) => Number.isFinite(n), `${label}: enter a number.`)
        .refine((n) => n >= opts.min && n <= opts.max, `${label}: enter a number from ${opts.min} to ${opts.max}.`)
        .refine((n) => step !== 1 || Number.isInteger(n), `${label}: enter a whole number.`);
      schema = nullable ? z.preprocess((v) => (v === "" || v === null ? null : v), rule.nullable()) : rule;
    }
    return {
      kind: "number",
      label,
      help: opts.help,
      min: opts.min,
      max: opts.max,
      step,
      nullable: nullable as O extends { nullable: true } ? true : false,
      widget: opts.widget,
      schema,
    };
  },
  select<const V extends string>(
    label: string,
    options: ReadonlyArray<{ value: V; label: string }>,
    opts?: string | { help?: string; widget?: "radio"; message?: string },
  ): SelectField<V> {
    const { help, widget, message } = typeof opts === "string" ? { help: opts, widget: undefined, message: undefined } : (opts ?? {});
    const values: readonly string[] = options.map((o) => o.value);
    const schema = z
      .string({ error: message ?? `${label}: choose one of the options.` })
      .refine((v): v is V => values.includes(v), message ?? `${label}: choose one of the options.`);
    return { kind: "select", label, help, options, widget, schema };
  },
  image<const O extends ImageOptions = object>(label: string, opts?: O): ImageField<O extends { nullable: true } ? true : false> {
    const { optional = true, help, builtIn = [], nullable = false, libraryOnly, uploadCategory } = (opts ?? {}) as ImageOptions;
    // Only pictures this site serves: a stock photo's address elsewhere is refused.
    let rule: z.ZodType<string> = z
      .string()
      .trim()
      .max(300, tooLong(label, 300))
      .refine(
        (v) => v === "" || SITE_PATH.test(v),
        libraryOnly?.notAChoice ?? `${label}: choose one of the pictures offered (pictures on this site only).`,
      );
    if (!optional) rule = rule.refine((v) => v !== "", `${label}: choose a picture.`);
    const schema: z.ZodType<string | null> = nullable ? z.union([rule, z.null()]).transform((v) => v || null) : rule;
    return {
      kind: "image",
      label,
      help,
      optional,
      builtIn,
      nullable: nullable as O extends { nullable: true } ? true : false,
      libraryOnly,
      uploadCategory,
      schema,
    };
  },
  /** A rating of one to five, shown as stars. */
  rating(label: string, message: string): NumberField<false> {
    return f.number(label, { min: 1, max: 5, message, widget: "stars" });
  },
  reference<const T extends ReferenceField["to"]>(
    label: string,
    to: T,
    opts: { help?: string; notAChoice: string; noneLabel: string; requiredWhen?: ReferenceField["requiredWhen"] },
  ): ReferenceField<true> & { to: T } {
    const byId = to === "therapyIds" || to === "resourceIds";
    const schema = z
      .union([z.string(), z.number(), z.null()])
      .transform((v) => String(v ?? "").trim())
      .pipe(z.string().max(200, opts.notAChoice))
      .refine((v) => !byId || v === "" || /^[1-9]\d{0,9}$/.test(v), opts.notAChoice)
      .transform((v) => (v === "" ? null : byId ? Number(v) : v));
    return { kind: "reference", label, to, nullable: true, ...opts, schema };
  },
  references(
    label: string,
    to: ReferencesField["to"],
    opts: { help?: string; max: number; notAChoice: string; notSelf: string; noneYet: string; tooMany: string },
  ): ReferencesField {
    const { tooMany, ...rest } = opts;
    const schema = z
      .array(z.string().trim().max(200, opts.notAChoice))
      .transform((keys) => [...new Set(keys.filter((k) => k !== ""))])
      .refine((keys) => keys.length <= opts.max, tooMany);
    return { kind: "references", label, to, ...rest, schema };
  },
  /**
   * A YouTube address. Optional ones are checked (an address that gives no video is refused);
   * a required one may be saved whatever it says (SPEC §5: a video whose id cannot be read is
   * kept but not shown), so `invalid` is then not a refusal.
   */
  youtube<const O extends YouTubeOptions>(label: string, opts: O): YouTubeField<O extends { required: true } ? false : true> {
    const max = opts.max ?? 500;
    const required = opts.required === true;
    const text = z
      .union([z.string(), z.null()])
      .transform((v) => (v ?? "").trim())
      .pipe(z.string().max(max, opts.tooLong ?? tooLong(label, max)));
    const schema: z.ZodType<string | null> = required
      ? text.refine((v) => v !== "", opts.missing ?? `${label}: paste the video's YouTube address.`)
      : text.refine((v) => v === "" || parseYouTubeId(v) !== null, opts.invalid).transform((v) => v || null);
    return {
      kind: "youtube",
      label,
      help: opts.help,
      max,
      nullable: !required as O extends { required: true } ? false : true,
      preview: opts.preview,
      schema,
    };
  },
  checkbox(label: string, help?: string): CheckboxField {
    // A form sends "on" for a ticked box and nothing for an unticked one.
    const schema = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());
    return { kind: "checkbox", label, help, schema };
  },
  group<const F extends Fields>(label: string, fields: F, opts: { help?: string; check?: GroupField["check"] } = {}): GroupField<F> {
    const shape = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.schema]));
    let schema: z.ZodType<Record<string, unknown>> = z.object(shape).strip() as unknown as z.ZodType<Record<string, unknown>>;
    const conditional = Object.entries(fields).flatMap(([name, field]) =>
      field.kind === "reference" && field.requiredWhen ? [{ name, when: field.requiredWhen }] : [],
    );
    const checks = [
      ...(opts.check ? [opts.check] : []),
      ...(conditional.length
        ? [
            (value: Record<string, unknown>): GroupIssue[] =>
              conditional
                .filter(({ name, when }) => value[when.field] === when.equals && (value[name] ?? null) === null)
                .map(({ name, when }) => ({ path: [name], message: when.message })),
          ]
        : []),
    ];
    if (checks.length) {
      const check = (value: Record<string, unknown>) => checks.flatMap((c) => c(value));
      schema = schema.superRefine((value, ctx) => {
        for (const issue of check(value)) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
      });
    }
    return { kind: "group", label, help: opts.help, fields, check: opts.check, schema };
  },
  list<I extends GroupField>(
    label: string,
    itemLabel: string,
    item: I,
    opts: { min?: number; max: number; fixed?: boolean; titleField?: string; help?: string },
  ): ListField<I> {
    const min = opts.min ?? 0;
    const schema = z
      .array(item.schema, { error: `${label}: the items could not be read. Reload the page and try again.` })
      .min(min, min === 1 ? `${label}: add at least one ${itemLabel.toLowerCase()}.` : `${label}: add at least ${min}.`)
      .max(opts.max, `${label}: keep it to ${opts.max} items or fewer.`);
    return {
      kind: "list",
      label,
      itemLabel,
      item,
      min,
      max: opts.max,
      fixed: opts.fixed,
      titleField: opts.titleField,
      help: opts.help,
      schema,
    };
  },
};
