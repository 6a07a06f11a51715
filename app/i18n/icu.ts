// Checks a staff-edited message before it is saved: it must be valid ICU MessageFormat and
// use only the arguments and tags the page gives it, so a typo can never break a page.
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/** The argument names a message uses, and its tags as "<name>". */
export function messageArguments(elements: readonly MessageFormatElement[]): Set<string> {
  const names = new Set<string>();
  const walk = (list: readonly MessageFormatElement[]) => {
    for (const el of list) {
      switch (el.type) {
        case TYPE.argument:
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          names.add(el.value);
          break;
        case TYPE.select:
        case TYPE.plural:
          names.add(el.value);
          for (const option of Object.values(el.options)) walk(option.value);
          break;
        case TYPE.tag:
          names.add(`<${el.value}>`);
          walk(el.children);
          break;
        default:
          break;
      }
    }
  };
  walk(elements);
  return names;
}

const bare = (name: string) => name.replace(/^<|>$/g, "");
const shown = (name: string) => (name.startsWith("<") ? name : `{${name}}`);
const list = (names: readonly string[]) => names.map(shown).join(", ");

/** A sentence for staff saying what is wrong with the message, or null when it is fine. */
export function messageProblem(message: string, allowed: readonly string[] = []): string | null {
  let elements: MessageFormatElement[];
  try {
    elements = parse(message, { requiresOtherClause: true });
  } catch (error) {
    const { message: kind = "", location } = error as { message?: string; location?: { start?: { offset?: number } } };
    // Where the parser stopped, counted from 1 as a person counts characters.
    const offset = location?.start?.offset;
    const at = typeof offset === "number" ? ` (at character ${offset + 1})` : "";
    // The parser's codes (UNCLOSED_TAG, EXPECT_ARGUMENT_CLOSING_BRACE…) are not for staff.
    if (kind.includes("TAG")) return `a <tag> is not closed or not opened${at}: write <name>text</name> exactly as in the original.`;
    return `a { or } does not match${at}: write placeholders exactly as in the original, e.g. {phone}. To show a brace itself, put it in single quotes: '{'.`;
  }
  const used = [...messageArguments(elements)];
  const unknown = used.filter((name) => !allowed.includes(bare(name)));
  if (unknown.length === 0) return null;
  const offered = allowed.map((name) => used.find((u) => bare(u) === name) ?? name);
  return allowed.length === 0
    ? `${list(unknown)} is not available here: this text takes no placeholders.`
    : `${list(unknown)} is not available here: use only ${list(offered)}.`;
}
