/**
 * A text for matching whole words: lower case, accents dropped ("liposucción" reads "liposuccion"),
 * anything but letters, digits and "$" as one space, padded with a space at each end. Its own
 * module so the spelling layer (safety/spelling.ts) and knowledge.ts, which reads through it, share it.
 */
export function plainWords(text: string): string {
  const words = text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9$]+/g, " ")
    .trim();
  return ` ${words} `;
}
