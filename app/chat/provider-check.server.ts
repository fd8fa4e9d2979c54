/**
 * A model's answer may mention only the providers retrieval gave it (issue 37, item 1). Once the
 * answer is complete, and before any of it is shown, each line is checked against the grounding's
 * providers: a line that names another provider of the directory, or that lists a provider
 * ("- Name, City, ST", the form the system prompt asks for) the grounding does not hold, is
 * dropped. The cards under the answer are the grounding's providers the kept text names.
 * A name a model invents in running prose, matching no provider of the directory and not written
 * as a provider line, cannot be told from any other words; the system prompt forbids it.
 */
import { d1 } from "~/db/client.server";
import type { MentionedProvider } from "./chat-texts";

type Named = { id: string; name: string };

/** A list item written as a provider line: "- Name, City, ST" (also "1." or "*" items, bold names). */
const PROVIDER_LINE = /^\s*(?:[-*•]|\d+[.)])\s+\**([^,*\n]+?)\**\s*,\s*[^,\n]+,\s*[A-Z]{2}\b/;

const lower = (text: string) => text.toLowerCase();

/** The providers of the directory whose names the text contains (names of 4 characters or more). */
async function directoryProvidersNamedIn(text: string): Promise<Named[]> {
  const { results } = await d1()
    .prepare("SELECT id, name FROM providers WHERE length(name) >= 4 AND instr(?1, lower(name)) > 0 LIMIT 100")
    .bind(lower(text))
    .all<Named>();
  return results;
}

export type CheckedAnswer = { text: string; providers: MentionedProvider[]; dropped: string[] };

export async function checkMentionedProviders(text: string, retrieved: readonly MentionedProvider[]): Promise<CheckedAnswer> {
  const allowed = new Set(retrieved.map((p) => p.id));
  const named = await directoryProvidersNamedIn(text);
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const line of text.split("\n")) {
    const l = lower(line);
    const retrievedHere = retrieved.filter((p) => l.includes(lower(p.name)));
    // A directory name inside a retrieved provider's name named on this line ("Glow Spa" in "Miami Glow Spa") is that provider.
    const other = named.some(
      (p) => !allowed.has(p.id) && l.includes(lower(p.name)) && !retrievedHere.some((r) => lower(r.name).includes(lower(p.name))),
    );
    const listed = PROVIDER_LINE.exec(line)?.[1]?.trim();
    const unknownListed = listed !== undefined && !retrieved.some((p) => lower(p.name) === lower(listed)) && retrievedHere.length === 0;
    if (other || unknownListed) dropped.push(line);
    else kept.push(line);
  }
  const checked = kept
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  const l = lower(checked);
  return { text: checked, providers: retrieved.filter((p) => l.includes(lower(p.name))), dropped };
}
