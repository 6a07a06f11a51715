import { describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { loader } from "~/routes/doctor";

// The loader reads no database: it only decides between a profile and a redirect.
const load = (slug: string | undefined) => {
  const path = `/doctors/${slug ?? ""}`;
  const request = new Request(`http://localhost${path}`);
  return loader({
    request,
    context: new RouterContextProvider(),
    params: slug === undefined ? {} : { slug },
    url: new URL(request.url),
    pattern: "/doctors/:slug?",
    unstable_pattern: "/doctors/:slug?",
  } as unknown as Parameters<typeof loader>[0]);
};

async function thrown(run: () => unknown): Promise<Response> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected the loader to throw a redirect");
}

describe("doctor loader", () => {
  it("returns the slug of a known doctor", async () => {
    expect(await load("aditya-varma")).toEqual({ slug: "aditya-varma" });
    expect(await load("gurpreet-singh-bedi")).toEqual({ slug: "gurpreet-singh-bedi" });
  });

  it.each([undefined, "", "nobody", "Aditya-Varma", "aditya-varma "])("redirects %j home", async (slug) => {
    const response = await thrown(() => load(slug));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });
});
