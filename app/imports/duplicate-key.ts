/**
 * Name and location compared without case, accents, punctuation or extra spaces: the duplicate
 * flag of requirements 002 §5, shared by the CSV import and website extraction.
 */
export function duplicateKey(name: string, location: string): string {
  const norm = (s: string) =>
    s
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  return `${norm(name)}|${norm(location)}`;
}
