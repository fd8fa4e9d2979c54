/** Requirements 000: image sources are accepted only from these prefixes; anything else counts as absent. */
const ALLOWED_PREFIXES = ["data:image/", "/lovable-uploads/", "/media/", "http://", "https://"];

export function safeImageSrc(src: string | null | undefined): string | undefined {
  if (!src) return undefined;
  const trimmed = src.trim();
  return ALLOWED_PREFIXES.some((prefix) => trimmed.startsWith(prefix)) ? trimmed : undefined;
}

export function initials(name: string): string {
  const words = name
    .replace(/^Dr\.?\s+/i, "")
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w));
  return ((words[0]?.[0] ?? "") + (words.length > 1 ? (words.at(-1)?.[0] ?? "") : "")).toUpperCase() || "?";
}
