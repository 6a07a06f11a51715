// A cached page's body goes to every visitor, so it cannot carry a nonce: a nonce is a secret
// of one response, and a shared one lets anyone who read it write scripts the CSP accepts
// (docs/decisions/012, section of 2026-11-25). The render still gets the response's nonce,
// used here as a private mark: the scripts React wrote with it are the page's own, so they
// are allowed by their sha256 hash instead and the mark is removed before anything is sent.
// Markup that got into the page some other way cannot know the nonce and earns no hash.
import { createHash } from "node:crypto";

export interface SealedPage {
  /** The document without the render's nonce attributes. */
  html: string;
  /** `'sha256-…'` sources of the inline scripts the render marked, in document order. */
  scriptHashes: string[];
}

// React writes every tag itself (double-quoted attributes, no `</script` inside a script).
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
// Only types a browser runs need a hash; JSON-LD and other data blocks are never run.
const RUNNABLE_TYPE = /^(?:module|text\/javascript|application\/javascript)?$/i;

export function sealCachedPage(html: string, nonce: string): SealedPage {
  if (!nonce) return { html, scriptHashes: [] };
  const mark = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attrs = "", body = ""] of html.matchAll(SCRIPT)) {
    if (!attrs.includes(mark) || /\ssrc=/i.test(attrs)) continue;
    const type = /\stype="([^"]*)"/i.exec(attrs)?.[1]?.trim() ?? "";
    if (!RUNNABLE_TYPE.test(type)) continue;
    // Browsers hash the script's text as UTF-8, exactly as it stands between the tags.
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return { html: html.replaceAll(mark, ""), scriptHashes: [...hashes] };
}

/**
 * The response's CSP for a cached page: script-src without the nonce and without
 * 'strict-dynamic' (which would make browsers ignore 'self' and so refuse the page's
 * external, now unmarked, script), plus the hashes of the page's own inline scripts.
 * Every other directive stays as it was.
 */
export function cachedPagePolicy(csp: string, scriptHashes: readonly string[]): string {
  return csp
    .split(";")
    .map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      if (name.toLowerCase() !== "script-src") return directive;
      const kept = sources.filter((s) => !/^'nonce-/i.test(s) && s.toLowerCase() !== "'strict-dynamic'");
      return [name, ...kept, ...scriptHashes].join(" ");
    })
    .join(";");
}
