/**
 * A link the app shows for a stored web address (a provider's website or social profile): only an
 * absolute http(s) URL; anything else (`javascript:`, `data:`, `vbscript:`, a bare word) counts as
 * absent, so stored text never becomes a script URL in an href (issue 33's XSS corpus).
 */
export function webUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed || !/^https?:\/\//i.test(trimmed)) return null;
  return URL.canParse(trimmed) ? trimmed : null;
}
