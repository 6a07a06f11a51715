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
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const ROUTER_MODULE_SCRIPT = /<script([^>]*?) type="module" async="">([\s\S]*?)<\/script>/;

/** JSON that is safe inside a `<script>` element (no `</script>`, no `<!--`). */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

export function deferHydration(html: string): string {
  const script = ROUTER_MODULE_SCRIPT.exec(html);
  if (!script || !script[2]?.includes("__reactRouterRouteModules")) return html;
  const attributes = script[1] ?? "";
  const code = script[2];
  const preloads: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (_tag, href: string) => {
    if (!preloads.includes(href)) preloads.push(href);
    return "";
  });
  const loader =
    `(function(){var c=${scriptSafeJson(code)},p=${scriptSafeJson(preloads)},n=document.currentScript&&document.currentScript.nonce;` +
    `function go(){var h=document.head;p.forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.href=u;h.appendChild(l)});` +
    `var s=document.createElement("script");s.type="module";if(n)s.nonce=n;s.textContent=c;h.appendChild(s)}` +
    `function later(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `if(document.readyState==="complete")later();else addEventListener("load",later,{once:true})})()`;
  return withoutPreloads.replace(ROUTER_MODULE_SCRIPT, () => `<script${attributes}>${loader}</script>`);
}
