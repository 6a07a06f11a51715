// The interface strings as documents (docs/decisions/022): staff change a menu label or a
// footer heading and every public page shows it; a broken placeholder is refused whole.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromeMessages } from "~/i18n/areas/chrome";
import { defaultMessages } from "~/i18n/catalogue";
import { interfaceTextsSeed } from "~/content-types/interface-texts";
import { action as editorAction } from "~/routes/admin/document-editor";
import { loader as publicLayoutLoader } from "~/routes/public-layout";
import { readMessages } from "~/server/content/interface-texts.server";
import { forgetPublishedDocuments, getDocumentState } from "~/server/content/documents.server";
import type { Database } from "~/server/db/client.server";
import { postForm, settle, staffContext, statusOf } from "../support/admin-content-calls";
import { formFields } from "../support/document-fields";
import { makeContext, makeServices, routeArgs } from "../support/services";
import { createTestDatabase } from "../support/test-db";

const TYPE = "interface-chrome";
const PATH = `/admin/content/${TYPE}`;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function save(changes: Record<string, string>, who: "editor" | "admin" = "editor") {
  const context = await staffContext(database, who);
  const state = await getDocumentState(database.db, { type: TYPE, key: "main" });
  const body = formFields(interfaceTextsSeed(chromeMessages), { intent: "publish", _version: String(state?.version ?? 0), ...changes });
  return settle(() => editorAction(routeArgs(postForm(PATH, body), context, PATH, { type: TYPE }) as never));
}

const layoutMessages = async () =>
  (await publicLayoutLoader(routeArgs(new Request("http://localhost/about"), makeContext(makeServices(database))) as never)).messages
    .messages;

describe("interface texts", () => {
  it("show a message added after a language's texts were stored in that language's seeded draft, not in English", async () => {
    const emergency = (await readMessages(database.db, { locale: "ar" })).messages["chrome.emergencyNotice"];
    expect(emergency).not.toBe(defaultMessages["chrome.emergencyNotice"]);
    // An installation whose Arabic texts were stored by an older release, without the message.
    await database.db.execute(
      sql`update documents set published_data = published_data - 'emergencyNotice' where type = ${TYPE} and locale = 'ar'`,
    );
    forgetPublishedDocuments();
    expect((await readMessages(database.db, { locale: "ar" })).messages["chrome.emergencyNotice"]).toBe(emergency);
    // Emptied by staff: English, as before.
    await database.db.execute(
      sql`update documents set published_data = published_data || '{"emergencyNotice": ""}'::jsonb where type = ${TYPE} and locale = 'ar'`,
    );
    forgetPublishedDocuments();
    expect((await readMessages(database.db, { locale: "ar" })).messages["chrome.emergencyNotice"]).toBe(
      defaultMessages["chrome.emergencyNotice"],
    );
  });

  it("are seeded with the code's English, so the public layout starts from them", async () => {
    expect((await readMessages(database.db)).messages).toEqual(defaultMessages);
    expect((await layoutMessages())["chrome.footerExplore"]).toBe("Explore");
  });

  it("an editor publishes a new footer heading and menu label; the public layout hands them to every page", async () => {
    expect(statusOf(await save({ footerExplore: "Find your way", navReviews: "Patient stories" }))).toBe(302);
    const messages = await layoutMessages();
    expect(messages["chrome.footerExplore"]).toBe("Find your way");
    expect(messages["chrome.navReviews"]).toBe("Patient stories");
    expect(messages["chrome.navHome"]).toBe("Home");
  });

  it("refuses a placeholder the page does not give and an unclosed brace, each at its field, keeping what was typed; nothing is saved", async () => {
    const before = await getDocumentState(database.db, { type: TYPE, key: "main" });
    const refused = (await save({
      copyright: "© {yeer} {clinicName}",
      emergencyCall: "Call <phone>{number}",
      footerVisit: "Visit <b>us</b>",
    })) as {
      data: { errors: Record<string, string>; values: Record<string, string> };
    };
    expect(statusOf(refused)).toBe(400);
    expect(refused.data.errors.copyright).toBe("Footer: copyright line: {yeer} is not available here: use only {year}, {clinicName}.");
    expect(refused.data.errors.emergencyCall).toMatch(/^Footer: emergency line: a <tag> is not closed/);
    expect(refused.data.errors.footerVisit).toBe(
      "Footer: heading of the address: <b> is not available here: this text takes no placeholders.",
    );
    expect(refused.data.values.copyright).toBe("© {yeer} {clinicName}");
    expect((await getDocumentState(database.db, { type: TYPE, key: "main" }))?.version).toBe(before?.version);
    expect((await layoutMessages())["chrome.footerExplore"]).toBe("Find your way");
  });
});
