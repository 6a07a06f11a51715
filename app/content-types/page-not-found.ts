// The texts of the "page not found" page (issue 13 item 4): editors and admins.
import { f, type GroupIssue, type ValueOf } from "./fields";
import type { ContentType } from "./types";

export const PHONE_TOKEN = "{phone}";

const messageRule = (value: Record<string, unknown>): GroupIssue[] => {
  const message = String(value.message ?? "");
  const tokens = message.match(/\{[^}]*\}/g) ?? [];
  if (tokens.some((t) => t !== PHONE_TOKEN)) {
    return [{ path: ["message"], message: `Message: the only placeholder is ${PHONE_TOKEN} (the main phone number as a link).` }];
  }
  return tokens.length > 1 ? [{ path: ["message"], message: `Message: use ${PHONE_TOKEN} at most once.` }] : [];
};

export const pageNotFoundFields = f.group(
  "Page not found",
  {
    eyebrow: f.text("Small heading above", { max: 40 }),
    heading: f.text("Heading", { max: 100 }),
    message: f.textarea("Message", {
      max: 400,
      help: `Write ${PHONE_TOKEN} where the clinic's main phone number should appear as a link.`,
    }),
    homeButton: f.text("Home button", { max: 40 }),
    metaTitle: f.text("Browser tab title", { max: 70 }),
    metaDescription: f.textarea("Search description", { max: 300 }),
  },
  { check: messageRule },
);

export type PageNotFoundTexts = ValueOf<typeof pageNotFoundFields>;

export const pageNotFoundType: ContentType<typeof pageNotFoundFields> = {
  type: "page-not-found",
  title: "Page not found (404)",
  description: "What a visitor sees at an address that does not exist.",
  permission: "content:manage",
  fields: pageNotFoundFields,
  publicPath: "/this-page-does-not-exist",
};

/** The message split around the phone placeholder, for rendering the link in its place. */
export function splitAtPhone(message: string): [string, string] | null {
  const at = message.indexOf(PHONE_TOKEN);
  return at === -1 ? null : [message.slice(0, at), message.slice(at + PHONE_TOKEN.length)];
}
