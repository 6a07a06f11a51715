import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clinicSettingsSeed } from "~/content/clinic";
import { homePageSeed } from "~/content/home";
import { clinicView } from "~/lib/clinic-view";
import { pageNotFoundSeed } from "~/content/site-pages";
import { action as editorAction } from "~/routes/admin/document-editor";
import { loader as contentIndexLoader } from "~/routes/admin/content-index";
import { loader as notFoundLoader } from "~/routes/not-found";
import { loader as aboutLoader, meta as aboutMeta } from "~/routes/about";
import { contactPageSeed, pageIntroSeed, servicesPageSeed } from "~/content/pages";
import { loader as servicesLoader } from "~/routes/services";
import { loader as contactLoader } from "~/routes/contact";
import { loader as internationalLoader } from "~/routes/international-patients";
import { internationalPageSeed } from "~/content/international";
import { aboutPageSeed } from "~/content/about";
import { conditionsPageSeed } from "~/content/conditions";
import { loader as conditionsLoader } from "~/routes/conditions";
import { loader as homeLoader, meta as homeMeta } from "~/routes/home";
import { createSession, SESSION_COOKIE } from "~/server/auth/session.server";
import { loader as wellnessLoader } from "~/routes/wellness-programs";
import { wellnessPageSeed } from "~/content/wellness";
import type { Database } from "~/server/db/client.server";
import { postForm, settle, staffContext, statusOf } from "../support/admin-content-calls";
import { formFields } from "../support/document-fields";
import { makeContext, makeServices, routeArgs } from "../support/services";
import { createTestDatabase } from "../support/test-db";

const PATH = "/admin/content/page-not-found";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const notFound = async () => {
  const answer = (await notFoundLoader(
    routeArgs(new Request("http://localhost/nowhere"), makeContext(makeServices(database))) as never,
  )) as unknown as { data: typeof pageNotFoundSeed; init: ResponseInit };
  return answer;
};

describe("page texts: page not found", () => {
  it("answers 404 with the seeded texts, then with what an editor published", async () => {
    const before = await notFound();
    expect(before.init.status).toBe(404);
    expect(before.data.heading).toBe(pageNotFoundSeed.heading);

    const context = await staffContext(database, "editor");
    const body = formFields(pageNotFoundSeed, { heading: "This page has moved out to sea", intent: "publish", _version: "1" });
    const outcome = await settle(() => editorAction(routeArgs(postForm(PATH, body), context, PATH, { type: "page-not-found" }) as never));
    expect(statusOf(outcome)).toBe(302);
    expect((await notFound()).data.heading).toBe("This page has moved out to sea");
  });

  it("lists for each role only the content it may edit", async () => {
    const types = async (who: "admin" | "editor") =>
      (
        await contentIndexLoader(routeArgs(new Request("http://localhost/admin/content"), await staffContext(database, who)) as never)
      ).types.map((t) => t.type);
    const interfaceTexts = [
      "interface-chrome",
      "interface-forms",
      "interface-therapy",
      "interface-doctors",
      "interface-pages",
      "interface-widgets",
      "interface-patientMail",
      "interface-booking",
      "interface-appointmentMail",
      "interface-caseDesk",
    ];
    expect(await types("editor")).toEqual([
      "doctor",
      "home-page",
      "page-intro",
      "page-not-found",
      "about-page",
      "services-page",
      "contact-page",
      "conditions-page",
      "international-page",
      "wellness-page",
      ...interfaceTexts,
    ]);
    expect(await types("admin")).toEqual([
      "clinic-settings",
      "doctor",
      "home-page",
      "legal",
      "page-intro",
      "page-not-found",
      "about-page",
      "services-page",
      "contact-page",
      "conditions-page",
      "international-page",
      "wellness-page",
      ...interfaceTexts,
    ]);
  });
});

describe("page texts: inner pages' headings", () => {
  it("an editor publishes the About page's heading and search texts; the page and its <head> read them", async () => {
    const PATH_ABOUT = "/admin/content/page-intro/about";
    const body = formFields(pageIntroSeed("about"), {
      title: "Care by the sea, close to home",
      keywords: "rehab Vizag,  hyperbaric , ",
      intent: "publish",
      _version: "1",
    });
    const context = await staffContext(database, "editor");
    const outcome = await settle(() =>
      editorAction(routeArgs(postForm(PATH_ABOUT, body), context, PATH_ABOUT, { type: "page-intro", key: "about" }) as never),
    );
    expect(statusOf(outcome)).toBe(302);

    const data = await aboutLoader(routeArgs(new Request("http://localhost/about"), makeContext(makeServices(database))) as never);
    expect(data.page.title).toBe("Care by the sea, close to home");
    const root = {
      id: "root",
      loaderData: {
        siteUrl: "https://samudra-rehab.example",
        clinic: { name: "Samudra Rehab & Wellness Centre", shortName: "Samudra", shareImage: "/og-default.png" },
      },
    };
    const tags = aboutMeta({ matches: [root], loaderData: data } as never) as Array<Record<string, string>>;
    expect(tags.find((t) => t.name === "keywords")?.content).toBe("rehab Vizag, hyperbaric");
    expect(tags.find((t) => "title" in t)?.title).toBe(`${pageIntroSeed("about").metaTitle} | Samudra Rehab & Wellness Centre`);
  });
});

describe("page texts: the Services and Contact pages' bodies", () => {
  async function publish(type: string, value: unknown, changes: Record<string, string>) {
    const path = `/admin/content/${type}`;
    const context = await staffContext(database, "editor");
    const body = formFields(value, { ...changes, intent: "publish", _version: "1" });
    return settle(() => editorAction(routeArgs(postForm(path, body), context, path, { type }) as never));
  }
  const visitor = (path: string) => routeArgs(new Request(`http://localhost${path}`), makeContext(makeServices(database))) as never;

  it("an editor renames a related programme and drops the other; the Services page shows exactly that", async () => {
    const outcome = await publish("services-page", servicesPageSeed, {
      "related.0.title": "One Week to Reset",
      "related.1._remove": "on",
      ctaTitle: "Talk to us today",
    });
    expect(statusOf(outcome)).toBe(302);
    const data = await servicesLoader(visitor("/services"));
    expect(data.text.related.map((r) => r.title)).toEqual(["One Week to Reset"]);
    expect(data.text.ctaTitle).toBe("Talk to us today");
  });

  it("an editor changes the WhatsApp greeting of the Contact page; a draft stays out of it", async () => {
    expect(statusOf(await publish("contact-page", contactPageSeed, { whatsappGreeting: "Namaste Samudra, I have a question." }))).toBe(302);
    expect((await contactLoader(visitor("/contact"))).text.whatsappGreeting).toBe("Namaste Samudra, I have a question.");
    const path = "/admin/content/contact-page";
    const context = await staffContext(database, "editor");
    const draft = formFields(
      { ...contactPageSeed, whatsappGreeting: "Namaste Samudra, I have a question." },
      { hoursTitle: "When we are open", intent: "draft", _version: "2" },
    );
    expect(
      statusOf(await settle(() => editorAction(routeArgs(postForm(path, draft), context, path, { type: "contact-page" }) as never))),
    ).toBe(302);
    expect((await contactLoader(visitor("/contact"))).text.hoursTitle).toBe(contactPageSeed.hoursTitle);
  });
});

describe("page texts: International Patients", () => {
  const PATH_INTL = "/admin/content/international-page";
  const save = async (changes: Record<string, string>) => {
    const context = await staffContext(database, "editor");
    const body = formFields(internationalPageSeed, { ...changes, intent: "publish", _version: "1" });
    return settle(() => editorAction(routeArgs(postForm(PATH_INTL, body), context, PATH_INTL, { type: "international-page" }) as never));
  };
  const page = async () =>
    (
      await internationalLoader(
        routeArgs(new Request("http://localhost/international-patients"), makeContext(makeServices(database))) as never,
      )
    ).page;

  it("refuses a text with an unknown placeholder, saying which, and keeps what was typed", async () => {
    const refused = (await save({ "faq.items.0.answer": "About {price} in total." })) as {
      data: { errors: Record<string, string>; values: { faq: { items: Array<{ answer: string }> } } };
    };
    expect(statusOf(refused)).toBe(400);
    expect(refused.data.errors["faq.items.0.answer"]).toMatch(
      /^Questions and answers › Questions › How much will my treatment cost\? › Answer: Unknown placeholder \{price\}/,
    );
    expect(refused.data.values.faq.items[0]?.answer).toBe("About {price} in total.");
  });

  it("a new typical stay, typed once, reaches every sentence that names it", async () => {
    expect(JSON.stringify(await page())).toMatch(/1-4 weeks/);
    expect(statusOf(await save({ "facts.typicalStay": "2-6 weeks" }))).toBe(302);
    const texts = JSON.stringify(await page());
    expect(texts).not.toMatch(/1-4 weeks|\{typicalStay\}/);
    expect(texts.match(/2-6 weeks/g)?.length).toBe(6);
  });
});

describe("page texts: the home page", () => {
  const PATH_HOME = "/admin/content/home-page";
  const publicArgs = (url: string, headers: HeadersInit = {}) =>
    routeArgs(new Request(url, { headers }), makeContext(makeServices(database))) as never;
  const submit = async (changes: Record<string, string>) => {
    const context = await staffContext(database, "editor");
    return settle(() =>
      editorAction(routeArgs(postForm(PATH_HOME, formFields(homePageSeed, changes)), context, PATH_HOME, { type: "home-page" }) as never),
    );
  };

  it("an editor publishes a new hero title and search title; the home loader and its <head> read them", async () => {
    expect((await homeLoader(publicArgs("http://localhost/"))).texts.hero.title).toBe(homePageSeed.hero.title);
    const outcome = await submit({
      "hero.title": "Gentle recovery care by the Bay of Bengal",
      "search.metaTitle": "Rehabilitation by the sea",
      intent: "publish",
      _version: "1",
    });
    expect(statusOf(outcome)).toBe(302);

    const data = await homeLoader(publicArgs("http://localhost/"));
    expect(data.texts.hero.title).toBe("Gentle recovery care by the Bay of Bengal");
    expect(data.texts.hero.intro).toContain("Results vary from person to person.");
    const root = {
      id: "root",
      loaderData: { siteUrl: "https://samudra-rehab.example", clinic: clinicView(clinicSettingsSeed, new Date()) },
    };
    const tags = homeMeta({ matches: [root], loaderData: data } as never) as Array<Record<string, string>>;
    expect(tags.find((t) => "title" in t)?.title).toBe("Samudra Rehab & Wellness Centre | Rehabilitation by the sea");
    expect(tags.find((t) => t.name === "keywords")?.content).toBe(homePageSeed.search.keywords);
  });

  it("keeps a draft off the home page except in a staff preview; the About page shows the published steps", async () => {
    const outcome = await submit({
      "hero.title": "A draft heading",
      "approach.steps.0.title": "First visit",
      intent: "draft",
      _version: "2",
    });
    expect(statusOf(outcome)).toBe(302);
    expect((await homeLoader(publicArgs("http://localhost/?preview=draft"))).texts.hero.title).toBe(
      "Gentle recovery care by the Bay of Bengal",
    );
    const { token } = await createSession(database.db, 1, {});
    const staff = { Cookie: `${SESSION_COOKIE}=${token}` };
    expect((await homeLoader(publicArgs("http://localhost/?preview=draft", staff))).texts.hero.title).toBe("A draft heading");
    expect((await homeLoader(publicArgs("http://localhost/", staff))).texts.hero.title).toBe("Gentle recovery care by the Bay of Bengal");

    const about = await aboutLoader(publicArgs("http://localhost/about"));
    expect(about.approachSteps.map((s) => s.title)).toEqual(homePageSeed.approach.steps.map((s) => s.title));
    const aboutPreview = await aboutLoader(publicArgs("http://localhost/about?preview=draft", staff));
    expect(aboutPreview.approachSteps[0]?.title).toBe("First visit");
  });
});

describe("page texts: About", () => {
  it("an editor rewrites the mission and the disclaimer; the page fills in the emergency number from the settings", async () => {
    const path = "/admin/content/about-page";
    const context = await staffContext(database, "editor");
    const body = formFields(aboutPageSeed, {
      "mission.statement": "Steady, supervised recovery by the sea.",
      disclaimer: "Not an emergency facility: call {emergency}. Results vary from person to person.",
      intent: "publish",
      _version: "1",
    });
    expect(
      statusOf(await settle(() => editorAction(routeArgs(postForm(path, body), context, path, { type: "about-page" }) as never))),
    ).toBe(302);
    const data = await aboutLoader(routeArgs(new Request("http://localhost/about"), makeContext(makeServices(database))) as never);
    expect(data.about.mission.statement).toBe("Steady, supervised recovery by the sea.");
    expect(data.about.disclaimer).toBe("Not an emergency facility: call 108. Results vary from person to person.");
    expect(data.about.pictures).toHaveLength(3);
  });
});

describe("page texts: conditions we support", () => {
  it("an editor adds a condition and renames an area; the Conditions page and the home page both show it, its link name kept", async () => {
    const path = "/admin/content/conditions-page";
    const context = await staffContext(database, "editor");
    const body = formFields(conditionsPageSeed, {
      "areas.5.title": "Long-term Conditions",
      "areas.1.conditions.6.text": "Bell's palsy",
      intent: "publish",
      _version: "1",
    });
    expect(
      statusOf(await settle(() => editorAction(routeArgs(postForm(path, body), context, path, { type: "conditions-page" }) as never))),
    ).toBe(302);
    const visitor = (url: string) => routeArgs(new Request(`http://localhost${url}`), makeContext(makeServices(database))) as never;
    const page = await conditionsLoader(visitor("/conditions"));
    expect(page.text.areas[5]).toMatchObject({ anchor: "chronic", title: "Long-term Conditions" });
    expect(page.text.areas[1]?.conditions.map((c) => c.text)).toContain("Bell's palsy");
    const home = await homeLoader(visitor("/"));
    expect(home.conditionAreas.map((a) => a.title)).toContain("Long-term Conditions");
  });
});

describe("page texts: 7-Day Wellness Program", () => {
  const PATH_WELLNESS = "/admin/content/wellness-page";
  const save = async (base: unknown, changes: Record<string, string>, intent: "publish" | "draft", version: number) => {
    const context = await staffContext(database, "editor");
    const body = formFields(base, { ...changes, intent, _version: String(version) });
    return settle(() => editorAction(routeArgs(postForm(PATH_WELLNESS, body), context, PATH_WELLNESS, { type: "wellness-page" }) as never));
  };
  const load = async () =>
    (
      await wellnessLoader(
        routeArgs(new Request("http://localhost/wellness-programs"), makeContext(makeServices(database)), "/wellness-programs") as never,
      )
    ).page;

  it("shows the seeded texts until an editor publishes a new Day 3 title and FAQ answer; a later draft stays out", async () => {
    expect((await load()).days[2]?.title).toBe("Release Tension");
    const answer = "Yes, and we can invoice your company directly. Send us the number of participants and your preferred dates.";
    expect(statusOf(await save(wellnessPageSeed, { "days.2.title": "Ease the Tension", "faq.items.5.answer": answer }, "publish", 1))).toBe(
      302,
    );
    const published = await load();
    expect(published.days[2]?.title).toBe("Ease the Tension");
    expect(published.faq.items[5]?.answer).toBe(answer);
    expect(published.days[2]?.activities).toEqual(wellnessPageSeed.days[2]?.activities);

    expect(statusOf(await save(published, { "days.2.title": "Draft title, not yet live", "hero.title": "Not yet live" }, "draft", 2))).toBe(
      302,
    );
    const visitor = await load();
    expect(visitor.days[2]?.title).toBe("Ease the Tension");
    expect(visitor.hero.title).toBe(wellnessPageSeed.hero.title);
  });

  it("refuses a day with an emptied activity, saying which", async () => {
    const refused = (await save(wellnessPageSeed, { "days.4.activities.1.text": "" }, "publish", 3)) as {
      data: { errors: Record<string, string> };
    };
    expect(statusOf(refused)).toBe(400);
    expect(refused.data.errors).toEqual({
      "days.4.activities.1.text": "Days › Focus and Clarity › Activities › Activity 2: enter some text.",
    });
  });
});
