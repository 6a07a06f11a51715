// The interface strings as documents (docs/decisions/022): one single per area of the
// catalogue (app/i18n), each message a field whose rule checks its ICU syntax and placeholders.
import { messageAreas } from "~/i18n/catalogue";
import { maxLengthOf, type MessageArea, type MessageSpec } from "~/i18n/define";
import { messageProblem } from "~/i18n/icu";
import { f, type GroupField, type TextField } from "./fields";
import type { ContentType } from "./types";

export const INTERFACE_TYPE_PREFIX = "interface-";

function placeholderHelp(spec: MessageSpec): string {
  const args = spec.args ?? [];
  const original = `Original: “${spec.en}”`;
  if (args.length === 0) return original;
  const named = args.map((a) => (spec.en.includes(`<${a}>`) ? `<${a}>…</${a}>` : `{${a}}`)).join(", ");
  return `${original} Keep ${named} where the page fills them in.`;
}

function messageField(spec: MessageSpec): TextField {
  const opts = { max: maxLengthOf(spec), help: placeholderHelp(spec) };
  const field = spec.long ? f.textarea(spec.label, opts) : f.text(spec.label, opts);
  const schema = field.schema.superRefine((value, ctx) => {
    const problem = messageProblem(value, spec.args);
    if (problem) ctx.addIssue({ code: "custom", message: `${spec.label}: ${problem}` });
  });
  return { ...field, schema };
}

export function interfaceTextsType(area: MessageArea): ContentType<GroupField<Record<string, TextField>>> {
  const fields = Object.fromEntries(Object.entries(area.messages).map(([name, spec]) => [name, messageField(spec)]));
  return {
    type: `${INTERFACE_TYPE_PREFIX}${area.area}`,
    title: `Interface texts: ${area.title}`,
    description: area.description,
    permission: "content:manage",
    fields: f.group(area.title, fields),
    publicPath: area.previewPath,
    group: "Interface texts",
  };
}

export const interfaceTextTypes = (messageAreas as readonly MessageArea[]).map(interfaceTextsType);

/** The seed of an area's document: the English texts the code declares. */
export const interfaceTextsSeed = (area: MessageArea): Record<string, string> =>
  Object.fromEntries(Object.entries(area.messages).map(([name, spec]) => [name, spec.en]));
