import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cachedPagePolicy, sealCachedPage } from "~/server/page-cache-csp.server";

const N = "abcDEF123+/xyzXYZ789Q==";
const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const HEAD_SCRIPT = 'document.documentElement.classList.add("js")';

describe("sealCachedPage", () => {
  it("trades the render's nonce for the hashes of the inline scripts it marked", () => {
    const html =
      `<html><head><script nonce="${N}">${HEAD_SCRIPT}</script><link nonce="${N}" rel="icon" href="/favicon.svg"/>` +
      `<script type="application/ld+json">{"@context":"https://schema.org"}</script></head>` +
      `<body><p>नमस्ते</p><script type="module" nonce="${N}">import("/a.js")</script>` +
      `<script type="module" src="/assets/islands-A.js" nonce="${N}"></script></body></html>`;
    const sealed = sealCachedPage(html, N);
    expect(sealed.scriptHashes).toEqual([sha(HEAD_SCRIPT), sha('import("/a.js")')]);
    expect(sealed.html).not.toContain("nonce");
    expect(sealed.html).toContain(`<script>${HEAD_SCRIPT}</script>`);
    expect(sealed.html).toContain('<script type="module" src="/assets/islands-A.js"></script>');
    // JSON-LD is data, never run: no hash for it.
    expect(sealed.scriptHashes).not.toContain(sha('{"@context":"https://schema.org"}'));
  });

  it("gives no hash to a script the render did not mark (injected markup cannot know the nonce)", () => {
    const html = `<script nonce="${N}">ok()</script><div><script>steal()</script><script nonce="guess">steal()</script></div>`;
    expect(sealCachedPage(html, N).scriptHashes).toEqual([sha("ok()")]);
  });

  it("hashes a script's text as UTF-8 and lists a repeated script once", () => {
    const html = `<script nonce="${N}">say("ప")</script><script nonce="${N}">say("ప")</script>`;
    expect(sealCachedPage(html, N).scriptHashes).toEqual([sha('say("ప")')]);
  });

  it("leaves a document rendered without a nonce as it is", () => {
    expect(sealCachedPage("<script>x()</script>", "")).toEqual({ html: "<script>x()</script>", scriptHashes: [] });
  });
});

describe("cachedPagePolicy", () => {
  const helmet =
    "default-src 'self';script-src 'self' 'nonce-abc==' 'strict-dynamic';style-src 'self' 'unsafe-inline';frame-ancestors 'none'";

  it("replaces the nonce and 'strict-dynamic' with the hashes, and keeps every other directive", () => {
    expect(cachedPagePolicy(helmet, ["'sha256-AAA='", "'sha256-BBB='"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-AAA=' 'sha256-BBB=';style-src 'self' 'unsafe-inline';frame-ancestors 'none'",
    );
  });

  it("allows only same-origin script files when the page has no inline script", () => {
    expect(cachedPagePolicy(helmet, [])).toContain(";script-src 'self';");
  });
});
