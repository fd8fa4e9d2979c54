/**
 * The page's JavaScript starts loading once the browser has painted the server's HTML (decision 021).
 *
 * React Router writes a `<link rel="modulepreload">` per module and one inline `<script type="module"
 * async>` that imports the route modules and then the entry, which hydrates. Both start fetching as
 * the parser meets them, so on a slow link some 130 KB of scripts share the bandwidth with the
 * stylesheet, and the async module may evaluate and hydrate before the first paint. This rewrites the
 * preloads to an inert `rel` and the module's body to a loader that, after the first contentful paint
 * (or at once where the browser does not report paints, or after 3 s for a tab that never paints),
 * restores the preloads and runs the original module. The script element keeps its attributes, so
 * hydration matches it; forms and links work without JavaScript meanwhile, as they do without it.
 * The new elements take the nonce the page's own scripts carry (read from the DOM, not written into
 * the loader), so a cached page whose nonce attributes the edge cache rewrote gives them the new one.
 * test/integration/framework-output.test.ts runs this over React Router's real output (decision 035).
 */

const INERT_PRELOAD = "x-modulepreload";
const MODULE_SCRIPT = /(<script[^>]* type="module" async="">)([\s\S]*?)(<\/script>)/g;

/**
 * Runs in the page inside React Router's module script (no `document.currentScript` there), with the
 * original module's text and the inert rel. The nonce comes from the `nonce` property of the first
 * script that has one (browsers empty the attribute itself once the page has loaded). Plain text, so
 * the server build cannot rewrite it.
 */
const LOADER = `function (code, inert) {
  var started = false;
  var nonce = (document.querySelector("script[nonce]") || {}).nonce || "";
  function start() {
    if (started) return;
    started = true;
    document.querySelectorAll('link[rel="' + inert + '"]').forEach(function (old) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = old.getAttribute("href");
      link.setAttribute("nonce", nonce);
      old.replaceWith(link);
    });
    var script = document.createElement("script");
    script.type = "module";
    script.setAttribute("nonce", nonce);
    script.textContent = code;
    document.body.appendChild(script);
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!types || types.indexOf("paint") < 0) return start();
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
  setTimeout(start, 3000);
}`;

const escapeForScript = (json: string) =>
  json
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

function rewrite(html: string) {
  return html
    .replaceAll('<link rel="modulepreload"', `<link rel="${INERT_PRELOAD}"`)
    .replace(MODULE_SCRIPT, (_, open: string, code: string, close: string) => {
      const args = [code, INERT_PRELOAD].map((a) => escapeForScript(JSON.stringify(a)));
      return `${open}(${LOADER})(${args.join(",")})${close}`;
    });
}

/** Where the text seen so far may end inside a tag or a script, whose rewrite needs all of it. */
function safeEnd(text: string) {
  const script = text.lastIndexOf("<script");
  if (script >= 0 && !text.includes("</script>", script)) return script;
  const tag = text.lastIndexOf("<");
  return tag >= 0 && !text.includes(">", tag) ? tag : text.length;
}

export function scriptsAfterPaint(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = "";
  return new TransformStream({
    transform(chunk, controller) {
      pending += decoder.decode(chunk, { stream: true });
      const end = safeEnd(pending);
      if (end === 0) return;
      controller.enqueue(encoder.encode(rewrite(pending.slice(0, end))));
      pending = pending.slice(end);
    },
    flush(controller) {
      pending += decoder.decode();
      if (pending) controller.enqueue(encoder.encode(rewrite(pending)));
    },
  });
}
