/**
 * Moves React Router's start-up scripts behind the page's `load` event and its first painted
 * frame (a large page can finish loading before it first paints), so that on a slow
 * phone the HTML, the stylesheet, the font and the hero image have the network to
 * themselves until the page has painted; the JavaScript that makes it interactive comes
 * next (docs/decisions/017-hydration-after-load.md). Pure string work on the complete document:
 * - every `<link rel="modulepreload">` is taken out (the loader adds them back at load time,
 *   so the chunks still download in parallel, not as an import waterfall);
 * - the inline module script that imports the route modules and starts hydration becomes a
 *   classic script in the same place (same element, same nonce) that, once the page has
 *   loaded, inserts those preloads and a module script with the original code.
 * A document without React Router's module script is returned unchanged.
 */
/** How React renders a modulepreload link's start, and the router's module script's attributes
 * (document-bytes.server.ts finds them in the bytes; no regular-expression characters in them). */
export const MODULE_PRELOAD_START = '<link rel="modulepreload"';
export const MODULE_SCRIPT_ATTRIBUTES = ' type="module" async="">';
const MODULE_PRELOAD = new RegExp(`${MODULE_PRELOAD_START} href="([^"]+)"[^>]*\\/?>`, "g");
const ROUTER_MODULE_SCRIPT = new RegExp(`<script([^>]*?)${MODULE_SCRIPT_ATTRIBUTES}([\\s\\S]*?)<\\/script>`);

/** JSON that is safe inside a `<script>` element (no `</script>`, no `<!--`). */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** How long a page whose visitor already sent a form or followed a link waits before hydrating anyway (a download, a slow answer). */
export const LEAVING_GRACE_MS = 15_000;
/** How long a held form or link waits for React before it goes as the browser's own. */
export const HELD_GRACE_MS = 20_000;

/**
 * A form sent or a link followed before React is ready is the browser's own navigation, and
 * React Router, starting up, rewrites the history entry, which makes Chromium drop that
 * navigation: the click did nothing (a sign-in clicked early). So, until the page is
 * hydrated: before its scripts are added, such a navigation goes ahead and the page does not
 * hydrate (it is leaving); after, the navigation is held and made again, by the same form and
 * button or the same link, once React marks the page hydrated (root.tsx), or as the browser's
 * own if React is not ready in time. Links to the same page's parts, new tabs, downloads and
 * modified clicks are left alone.
 */
const EARLY_NAVIGATIONS =
  `var started=false,leaving=false,held=null,de=document.documentElement;de.dataset.js="on";` +
  `function ready(){return de.dataset.hydrated==="true"}` +
  `function hold(e,replay){if(!started){leaving=true;return}e.preventDefault();held=replay;setTimeout(function(){if(held===replay){held=null;replay(true)}},${HELD_GRACE_MS})}` +
  `document.addEventListener("submit",function(e){var f=e.target,b=e.submitter;if(e.defaultPrevented||ready()||f.__sent)return;` +
  `hold(e,function(own){f.__sent=own;f.requestSubmit(b||undefined);f.__sent=false})});` +
  `document.addEventListener("click",function(e){var a=e.target&&e.target.closest&&e.target.closest("a[href]");` +
  `if(!a||e.defaultPrevented||ready()||a.__sent||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey||(a.target&&a.target!=="_self")||a.hasAttribute("download"))return;` +
  `var u=new URL(a.href,location.href);if(u.origin!==location.origin||(u.pathname===location.pathname&&u.search===location.search&&u.hash))return;` +
  `hold(e,function(own){a.__sent=own;a.click();a.__sent=false})});` +
  `function watch(){new MutationObserver(function(m,o){if(!ready())return;o.disconnect();var r=held;held=null;if(r)r(false)}).observe(de,{attributes:true,attributeFilter:["data-hydrated"]})}`;

/**
 * The same work on a document given in consecutive parts, each returned transformed: the
 * server hands over only the head and the tail that holds the router's script, and keeps the
 * bytes between as they are (document-bytes.server.ts). The caller guarantees that no
 * modulepreload link or module script starts in what it left out.
 */
export function deferHydrationParts(parts: readonly string[]): string[] {
  let at = -1;
  let script: RegExpExecArray | null = null;
  for (let i = 0; i < parts.length && !script; i++) {
    script = ROUTER_MODULE_SCRIPT.exec(parts[i]!);
    at = i;
  }
  if (!script || !script[2]?.includes("__reactRouterRouteModules")) return [...parts];
  const attributes = script[1] ?? "";
  const code = script[2];
  const preloads: string[] = [];
  const out = parts.map((part) =>
    part.replace(MODULE_PRELOAD, (_tag, href: string) => {
      if (!preloads.includes(href)) preloads.push(href);
      return "";
    }),
  );
  const loader =
    `(function(){var c=${scriptSafeJson(code)},p=${scriptSafeJson(preloads)},n=document.currentScript&&document.currentScript.nonce;` +
    EARLY_NAVIGATIONS +
    `function start(){started=true;watch();var h=document.head;p.forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.href=u;h.appendChild(l)});` +
    `var s=document.createElement("script");s.type="module";if(n)s.nonce=n;s.textContent=c;h.appendChild(s)}` +
    `function go(){if(leaving)setTimeout(start,${LEAVING_GRACE_MS});else start()}` +
    `function later(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `if(document.readyState==="complete")later();else addEventListener("load",later,{once:true})})()`;
  out[at] = out[at]!.replace(ROUTER_MODULE_SCRIPT, () => `<script${attributes}>${loader}</script>`);
  return out;
}

export function deferHydration(html: string): string {
  return deferHydrationParts([html])[0]!;
}
