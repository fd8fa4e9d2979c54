/**
 * Requirements 000: review and question text is stripped of scripts, markup, `javascript:` and inline
 * event handlers before saving. It is still rendered as escaped text; this only keeps stored text
 * clean for every other consumer (exports, e-mails, the assistant).
 */
const SCRIPT_LIKE_BLOCKS = /<\s*(script|style|iframe|object|embed|noscript|template)\b[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi;
// Quoted values, or an unquoted value glued to the "=" (so prose like "onset = 3 days" survives).
const INLINE_HANDLERS = /\bon[a-z]{2,}\s*=\s*("[^"]*"|'[^']*')|\bon[a-z]{2,}=[^\s>]+/gi;
const TAGS = /<\/?[a-z!?][^>]*>/gi;
const UNCLOSED_TAG = /<[a-z!?/][^>]*$/gi;
const DANGEROUS_SCHEMES = /\b(?:j\s*a\s*v\s*a|v\s*b)\s*s\s*c\s*r\s*i\s*p\s*t\s*:/gi;
// oxlint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
// Bidi embeddings, overrides and isolates: they make text display in another order than it reads.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function sanitizeUserText(input: string): string {
  let text = input.normalize("NFC").replace(CONTROL_CHARS, "").replace(BIDI_CONTROLS, "");
  // Repeat until stable so that nested tricks like "<scr<script>ipt>" cannot reassemble.
  for (let i = 0; i < 10; i++) {
    const next = text
      .replace(SCRIPT_LIKE_BLOCKS, "")
      .replace(INLINE_HANDLERS, "")
      .replace(TAGS, "")
      .replace(UNCLOSED_TAG, "")
      .replace(DANGEROUS_SCHEMES, "");
    if (next === text) break;
    text = next;
  }
  return text.trim();
}
