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

/** Three gradient placeholders cycled by index (requirements 000). */
export const GRADIENT_PLACEHOLDERS = [
  "linear-gradient(135deg, #fbcfe8 0%, #c4b5fd 100%)",
  "linear-gradient(135deg, #bae6fd 0%, #a7f3d0 100%)",
  "linear-gradient(135deg, #fde68a 0%, #fca5a5 100%)",
] as const;

export function gradientPlaceholder(index: number): string {
  const [first, second, third] = GRADIENT_PLACEHOLDERS;
  const place = ((index % 3) + 3) % 3;
  return place === 0 ? first : place === 1 ? second : third;
}
