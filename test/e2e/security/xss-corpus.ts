/**
 * The XSS corpus of the security suite (issue 33): markup, handlers, script URLs and encoding
 * tricks that the end-to-end spec `xss.spec.ts` writes into every field the app shows back.
 *
 * Every payload that would run calls `__xss(n)` (the spec defines it before any page script), and
 * every element a payload would inject carries `data-xss` or an `on…` handler, so both execution
 * and injection are visible in the DOM.
 */

export type Payload = { id: number; kind: string; text: string };

const corpus: [kind: string, text: string][] = [
  // script tags
  ["script", "<script>__xss(1)</script>"],
  ["script upper case", "<SCRIPT>__xss(2)</SCRIPT>"],
  ["script mixed case, spaced", "<ScRiPt >__xss(3)</sCrIpT >"],
  ["script split (reassembles after a naive strip)", "<scr<script>ipt>__xss(4)</scr</script>ipt>"],
  ["</script> breakout of an inline data script", "</script><script data-xss>__xss(5)</script>"],
  ["JSON-LD breakout", '"}</script><script data-xss>__xss(6)</script><script type="application/ld+json">{"a":"'],
  ["script in a comment breakout", "--><script data-xss>__xss(7)</script><!--"],
  // event-handler attributes
  ["img onerror", '<img src=x onerror="__xss(8)" data-xss>'],
  ["svg onload", "<svg onload=__xss(9) data-xss>"],
  ["body onload", "<body onload=__xss(10) data-xss>"],
  ["details ontoggle", "<details open ontoggle=__xss(11) data-xss>"],
  ["autofocus onfocus", "<input autofocus onfocus=__xss(12) data-xss>"],
  // attribute breakouts
  ["double-quote breakout", '"><img src=x onerror=__xss(13) data-xss>'],
  ["single-quote breakout", "'><svg onload=__xss(14) data-xss>"],
  ["backtick breakout", "`><img src=x onerror=`__xss(15)` data-xss>"],
  ["unquoted attribute breakout", "x onmouseover=__xss(16) data-xss=1"],
  // script URLs
  ["javascript: URL", "javascript:__xss(17)"],
  ["javascript: URL mixed case", "JaVaScRiPt:__xss(18)"],
  ["javascript: URL entity-encoded tab", "jav&#x09;ascript:__xss(19)"],
  ["javascript: URL with a real tab and newline", "jav\tas\ncript:__xss(20)"],
  ["javascript: URL behind control characters", "\u0001 javascript:__xss(21)"],
  ["javascript: URL fully entity-encoded", "&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss(22)"],
  ["data:text/html URL", "data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoMjMpPC9zY3JpcHQ+"],
  ["vbscript: URL", "vbscript:msgbox(24)"],
  ["anchor with a javascript: href", '<a href="javascript:__xss(25)" data-xss>click me</a>'],
  // entity tricks
  ["entities that must stay literal text", "&lt;script&gt;__xss(26)&lt;/script&gt;"],
  ["double-encoded entities", "&amp;lt;img src=x onerror=__xss(27)&amp;gt;"],
  // SVG and MathML
  ["script inside svg", "<svg><script data-xss>__xss(28)</script></svg>"],
  ["svg animate onbegin", "<svg><animate onbegin=__xss(29) attributeName=x dur=1s data-xss></svg>"],
  ["MathML mutation", "<math><mtext><table><mglyph><style><img src=x onerror=__xss(30) data-xss>"],
  // broken and unclosed markup
  ["unclosed img", "<img src=x onerror=__xss(31) data-xss"],
  ["broken script nesting", "<</script>script data-xss>__xss(32)<</script>/script>"],
  ["noscript mutation", '<noscript><p title="</noscript><img src=x onerror=__xss(33) data-xss>">'],
  // styles
  ["</style> breakout", "</style><img src=x onerror=__xss(34) data-xss>"],
  ["CSS expression and url(javascript:)", '<div style="width:expression(__xss(35));background:url(javascript:__xss(35))" data-xss>'],
  ["style element", "<style>*{background:url(javascript:__xss(36))}</style>"],
  // templates
  ["template expression", "{{constructor.constructor('__xss(37)')()}}"],
  ["template literal", "${__xss(38)}"],
  // frames, meta, base
  ["iframe srcdoc", '<iframe srcdoc="<script>parent.__xss(39)</script>" data-xss></iframe>'],
  ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:__xss(40)" data-xss>'],
  ["base href", '<base href="javascript:__xss(41)//" data-xss>'],
  ["object data", '<object data="javascript:__xss(42)" data-xss></object>'],
  // unicode and bidi
  ["bidi override", "\u202Egnp.exe<img src=x onerror=__xss(43) data-xss>"],
  ["bidi isolates and fullwidth brackets", "\u2066\uFF1Cscript\uFF1E__xss(44)\uFF1C/script\uFF1E\u2069"],
  ["zero-width characters", "<img\u200B src=x onerror=__xss(45) data-xss>"],
  // very long
  ["very long text then a script", `${"A".repeat(3000)}<script data-xss>__xss(46)</script>`],
];

export const XSS_PAYLOADS: Payload[] = corpus.map(([kind, text], i) => ({ id: i + 1, kind, text }));

/** What the page defines before its own scripts: the marker, and a record of CSP violations. */
export const XSS_INIT_SCRIPT = `
  window.__xssRan = [];
  window.__xss = (id) => { window.__xssRan.push(String(id)); };
  window.__cspViolations = [];
  document.addEventListener("securitypolicyviolation", (e) => {
    // zod 4 probes once whether eval is allowed (new Function("") in the app's own bundle, an empty
    // sample); CSP refusing it is the policy working, not something a payload injected.
    if (e.effectiveDirective === "script-src" && e.blockedURI === "eval" && !e.sample && e.sourceFile.includes("/assets/")) return;
    window.__cspViolations.push(e.violatedDirective + " " + (e.blockedURI || "inline") + " " + (e.sample || "") + " at " + e.sourceFile + ":" + e.lineNumber);
  });
`;
