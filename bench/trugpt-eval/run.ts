/**
 * TruGPT's evaluation (issue 37, item 3), run by `npm run eval:trugpt` (bench/trugpt-eval.config.ts):
 * in workerd, against a real local D1 holding the directory of directory.ts (made with the dev
 * factory), every case of cases.ts is asked through the real chat (a signed-in user's conversation,
 * its WebSocket and Durable Object, the real retrieval and engine): earlier turns first, then the
 * question. checks.ts judges each answer's text and mentioned providers. Engines: the offline one
 * ("local"), and "openai-compatible" against the local stub model (node/model-stub.ts). Prints the score
 * per property and engine, and every failed check; fails when the offline engine is below 95% on
 * any property.
 */
import { env } from "cloudflare:workers";
import { afterAll, expect, it } from "vitest";
import * as knowledge from "~/chat/knowledge";
import { db } from "~/db/client.server";
import { providers } from "~/db/schema";
import { insertProviders } from "~/dev/factories.server";
import type { GeoPoint } from "~/geo/distance";
import { parsePlace } from "~/geo/places.server";
import { createConversation, openConversation } from "../../test/fixtures/chat";
import { signedIn } from "../../test/fixtures/users";
import { EVAL_CASES } from "./cases";
import { checkAnswer, type CheckContext, type EngineAnswer, type EvalCase } from "./checks";
import { EVAL_DIRECTORY } from "./directory";
import { belowBar, failures, scoreTable, tally, type CaseResult, type Score } from "./score";

const vars = env as unknown as Record<string, unknown>;
const exported = knowledge as unknown as Record<string, unknown>;
/** The Spanish texts, once the offline engine has them (issue 37 item 2); checks.ts falls back to a pattern before. */
const optionalText = (name: string) => {
  const text = exported[name];
  return typeof text === "string" ? text : undefined;
};
const TEXTS: CheckContext["texts"] = {
  emergency: { en: knowledge.EMERGENCY_GUIDANCE, es: optionalText("EMERGENCY_GUIDANCE_ES") },
  disclaimer: { en: knowledge.NOT_MEDICAL_ADVICE, es: optionalText("NOT_MEDICAL_ADVICE_ES") },
};

const ENGINES: Record<string, Record<string, unknown>> = {
  local: { TRUGPT_ENGINE: "local" },
  "openai-compatible": { TRUGPT_ENGINE: "openai-compatible", AI_API_URL: vars.EVAL_MODEL_URL, AI_MODEL: "eval-stub" },
};

const scores: Record<string, Score> = {};
const missed: Record<string, string[]> = {};

async function placePoints(): Promise<Map<string, GeoPoint>> {
  const points = new Map<string, GeoPoint>();
  for (const lookup of new Set(EVAL_CASES.flatMap((c) => (c.place ? [c.place.lookup] : [])))) {
    const found = await parsePlace(lookup);
    if (!found.ok) throw new Error(`app/geo does not know ${lookup}: ${found.message}`);
    points.set(lookup, { latitude: found.place.latitude, longitude: found.place.longitude });
  }
  return points;
}

/** The conversation of a case, asked by a user of its own (the chat's rate limits are per user). */
async function ask(c: EvalCase): Promise<{ answer: EngineAnswer; previous?: string; error?: string }> {
  const { cookie } = await signedIn();
  const { id } = await createConversation(cookie);
  const chat = await openConversation(id, cookie);
  try {
    let previous: string | undefined;
    for (const turn of c.turns ?? []) {
      const earlier = await chat.send(turn);
      if (earlier.error) return { answer: { text: "", providers: [] }, error: `turn "${turn}": ${earlier.error}` };
      previous = earlier.text;
    }
    const answer = await chat.send(c.question);
    return { answer: { text: answer.text, providers: answer.providers }, previous, error: answer.error ?? undefined };
  } finally {
    chat.close();
  }
}

async function evaluate(engine: string): Promise<CaseResult[]> {
  await insertProviders(EVAL_DIRECTORY);
  const directory = await db()
    .select({
      id: providers.id,
      name: providers.name,
      city: providers.city,
      state: providers.state,
      specialties: providers.specialties,
      latitude: providers.latitude,
      longitude: providers.longitude,
    })
    .from(providers);
  const points = await placePoints();
  Object.assign(vars, ENGINES[engine]);
  try {
    const results: CaseResult[] = [];
    for (const c of EVAL_CASES) {
      const { answer, previous, error } = await ask(c);
      const placePoint = c.place ? points.get(c.place.lookup) : undefined;
      const verdicts = checkAnswer(c, answer, { directory, placePoint, previousAnswer: previous, texts: TEXTS });
      results.push({ id: c.id, verdicts, error, answer: answer.text });
    }
    return results;
  } finally {
    for (const key of ["AI_API_URL", "AI_MODEL"]) delete vars[key];
    vars.TRUGPT_ENGINE = "local";
  }
}

for (const engine of Object.keys(ENGINES)) {
  it(`TruGPT evaluation: ${engine} engine`, async () => {
    const results = await evaluate(engine);
    scores[engine] = tally(results);
    missed[engine] = failures(results);
    if (engine === "local") expect(belowBar(scores[engine]), "properties of the offline engine below 95%").toEqual([]);
  });
}

afterAll(() => {
  const lines = [`TruGPT evaluation: ${EVAL_CASES.length} cases`, "", scoreTable(scores), ""];
  for (const [engine, list] of Object.entries(missed))
    lines.push(`Failed checks, ${engine} (${list.length}):`, ...list.map((l) => `  ${l}`), "");
  console.log(lines.join("\n"));
});
