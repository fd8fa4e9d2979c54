/**
 * A count with its noun in the right form ("1 row", "2 rows", "0 photos"), by the English plural
 * rules of Intl.PluralRules. `other` is for nouns whose plural is not the singular plus "s".
 */
const rules = new Intl.PluralRules("en-US");

export function plural(n: number, one: string, other = `${one}s`): string {
  return `${n} ${rules.select(n) === "one" ? one : other}`;
}
