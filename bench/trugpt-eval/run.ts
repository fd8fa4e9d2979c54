/**
 * TruGPT's evaluation (issue 37, item 3; issue 44, item 6), run by `npm run eval:trugpt`
 * (bench/trugpt-eval.config.ts): in workerd, against a real local D1 holding the directory of
 * directory.ts (made with the dev factory), every case is asked through the real chat (a signed-in
 * user's conversation, its WebSocket and Durable Object, the real retrieval and engine): earlier
 * turns first, then the question. checks.ts judges each answer's text and mentioned providers.
 * Parts scored and printed apart (PARTS below): the development part (cases.ts, the cases the engine
 * was built against); held-out parts 1 to 18 (held-out.ts, held-out-2026-12-02b.ts … -02r.ts), each
 * written by someone who never saw the rules, before the round it measured. A part becomes
 * development data once a round of rules is tuned on its failures: parts 1 to 8 and 10 to 12 are
 * (the tenth to twelfth rounds were tuned on parts 10, 11 and 12); part 9 was never tuned on by the
 * helpers who wrote rules, but the lead has seen its failures; part 13 (written before the twelfth
 * round) becomes development data as the thirteenth round is tuned on its failures; parts 14 and 15
 * (written before the thirteenth and the next round) become development data as the fifteenth round
 * is tuned on their failures; part 16 (written before the fifteenth round) becomes development data
 * as the sixteenth round is tuned on its failures; part 17 (written before the sixteenth round, its
 * unseen measure) becomes development data as the seventeenth round is tuned on its failures; part 18
 * (written before the seventeenth round's rules were seen) is frozen, the unseen measure of the
 * seventeenth round (`-t "part 18.*local"`). Then each
 * round's own trial (test/fixtures/trugpt-trial-answers.ts and trugpt-round*.ts), new-patient cases
 * written before that round and tuned on since; their answers are printed whole. Engines: the
 * offline one ("local"), and "openai-compatible" against the local stub model (node/model-stub.ts).
 * Prints the score per part, property and engine, and every failed check; fails when the offline
 * engine is below 95% on any property of the development part. The held-out parts are reported,
 * not gated.
 */
import { env } from "cloudflare:workers";
import { afterAll, expect, it } from "vitest";
import { ANSWER_TEXTS } from "~/chat/answer-texts";
import * as knowledge from "~/chat/knowledge";
import { db } from "~/db/client.server";
import { providers } from "~/db/schema";
import { insertProviders } from "~/dev/factories.server";
import type { GeoPoint } from "~/geo/distance";
import { parsePlace } from "~/geo/places.server";
import { createConversation, openConversation } from "../../test/fixtures/chat";
import { ROUND7_ANSWER_CASES } from "../../test/fixtures/trugpt-round7-answers";
import { ROUND8_ANSWER_CASES } from "../../test/fixtures/trugpt-round8-answers";
import { ROUND9_ANSWER_CASES } from "../../test/fixtures/trugpt-round9-answers";
import { ROUND10_STATE_CASES } from "../../test/fixtures/trugpt-round10-state";
import { ROUND10_SAFETY_CASES } from "../../test/fixtures/trugpt-round10-safety";
import { ROUND10_LEXICON_CASES } from "../../test/fixtures/trugpt-round10-lexicon";
import { ROUND11_TURNS_CASES } from "../../test/fixtures/trugpt-round11-turns";
import { ROUND12_TURNS_CASES } from "../../test/fixtures/trugpt-round12-turns";
import { ROUND11_SAFETY_CASES } from "../../test/fixtures/trugpt-round11-safety";
import { ROUND12_SAFETY_CASES } from "../../test/fixtures/trugpt-round12-safety";
import { ROUND13_SAFETY_CASES } from "../../test/fixtures/trugpt-round13-safety";
import { ROUND14_SAFETY_CASES } from "../../test/fixtures/trugpt-round14-safety";
import { ROUND14_TURNS_CASES } from "../../test/fixtures/trugpt-round14-turns";
import { ROUND15_SAFETY_CASES } from "../../test/fixtures/trugpt-round15-safety";
import { ROUND15_TURNS_CASES } from "../../test/fixtures/trugpt-round15-turns";
import { TRIAL_ANSWER_CASES } from "../../test/fixtures/trugpt-trial-answers";
import { signedIn } from "../../test/fixtures/users";
import { EVAL_CASES } from "./cases";
import { checkAnswer, type CheckContext, type EngineAnswer, type EvalCase } from "./checks";
import { EVAL_DIRECTORY } from "./directory";
import { HELD_OUT_CASES } from "./held-out";
import { HELD_OUT_2_CASES } from "./held-out-2026-12-02b";
import { HELD_OUT_3_CASES } from "./held-out-2026-12-02c";
import { HELD_OUT_4_CASES } from "./held-out-2026-12-02d";
import { HELD_OUT_5_CASES } from "./held-out-2026-12-02e";
import { HELD_OUT_6_CASES } from "./held-out-2026-12-02f";
import { HELD_OUT_7_CASES } from "./held-out-2026-12-02g";
import { HELD_OUT_8_CASES } from "./held-out-2026-12-02h";
import { HELD_OUT_9_CASES } from "./held-out-2026-12-02i";
import { HELD_OUT_10_CASES } from "./held-out-2026-12-02j";
import { HELD_OUT_11_CASES } from "./held-out-2026-12-02k";
import { HELD_OUT_12_CASES } from "./held-out-2026-12-02l";
import { HELD_OUT_13_CASES } from "./held-out-2026-12-02m";
import { HELD_OUT_14_CASES } from "./held-out-2026-12-02n";
import { HELD_OUT_15_CASES } from "./held-out-2026-12-02o";
import { HELD_OUT_16_CASES } from "./held-out-2026-12-02p";
import { HELD_OUT_17_CASES } from "./held-out-2026-12-02q";
import { HELD_OUT_18_CASES } from "./held-out-2026-12-02r";
import { belowBar, casesRight, failures, scoreTable, tally, type CaseResult, type Score } from "./score";

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
  outsideScope: { en: ANSWER_TEXTS.en.outsideScope, es: ANSWER_TEXTS.es.outsideScope },
};

/** The parts, printed apart: the development part is gated, the held-out parts are reported. */
const DEVELOPMENT = "development part";
const PARTS: Record<string, EvalCase[]> = {
  [DEVELOPMENT]: EVAL_CASES,
  "held-out part 1 (2026-12-02, now development)": HELD_OUT_CASES,
  "held-out part 2 (2026-12-02b, now development: the third round of rules was tuned on its failures)": HELD_OUT_2_CASES,
  "held-out part 3 (2026-12-02c, now development: the fourth round of rules was tuned on its failures)": HELD_OUT_3_CASES,
  "held-out part 4 (2026-12-02d, now development: the fifth round of rules is tuned on its failures)": HELD_OUT_4_CASES,
  "held-out part 5 (2026-12-02e, now development: the sixth round of rules is tuned on its failures)": HELD_OUT_5_CASES,
  "held-out part 6 (2026-12-02f, a new patients' trial, now development: the sixth round of rules is tuned on its failures)":
    HELD_OUT_6_CASES,
  "held-out part 7 (2026-12-02g, now development: the seventh round of rules is tuned on its failures)": HELD_OUT_7_CASES,
  "held-out part 8 (2026-12-02h, now development: the eighth round of rules was tuned on its failures)": HELD_OUT_8_CASES,
  "held-out part 9 (2026-12-02i, not tuned on by the rules' writers; the lead has seen its failures)": HELD_OUT_9_CASES,
  "held-out part 10 (2026-12-02j, now development: the tenth and eleventh rounds were tuned on its failures)": HELD_OUT_10_CASES,
  "held-out part 11 (2026-12-02k, now development: the eleventh round was tuned on its failures)": HELD_OUT_11_CASES,
  "held-out part 12 (2026-12-02l, now development: the twelfth round was tuned on its failures)": HELD_OUT_12_CASES,
  "held-out part 13 (2026-12-02m, now development: the thirteenth round is tuned on its failures)": HELD_OUT_13_CASES,
  "held-out part 14 (2026-12-02n, now development: the fifteenth round is tuned on its failures)": HELD_OUT_14_CASES,
  "held-out part 15 (2026-12-02o, now development: the fifteenth round is tuned on its failures)": HELD_OUT_15_CASES,
  "held-out part 16 (2026-12-02p, now development: the sixteenth round is tuned on its failures)": HELD_OUT_16_CASES,
  "held-out part 17 (2026-12-02q, now development: the seventeenth round is tuned on its failures)": HELD_OUT_17_CASES,
  "held-out part 18 (2026-12-02r, frozen)": HELD_OUT_18_CASES,
  // answers5's own trial, run alone with `npm run eval:trugpt -- -t trial`.
  "answers5 trial (2026-12-02, development)": TRIAL_ANSWER_CASES,
  // answers7's own trial (41 new-patient questions written before the seventh round of answer rules), run alone with `-t answers7`.
  "answers7 trial (2026-12-02, development)": ROUND7_ANSWER_CASES,
  // answers8's own trial (33 new-patient questions written before the eighth round of answer rules), run alone with `-t answers8`.
  "answers8 trial (development)": ROUND8_ANSWER_CASES,
  // slots9's own trial (25 new-patient turns written before the ninth round: places and provider names read from data), `-t answers9`.
  "answers9 trial (development)": ROUND9_ANSWER_CASES,
  // state10's own trial (25 new-patient conversations written before the tenth round: one dialogue state across turns), `-t state10`.
  "state10 trial (development)": ROUND10_STATE_CASES,
  // safety10's own trial (30 turns written before the tenth round: warning signs in new words, told by relatives, played down), `-t safety10`.
  "safety10 trial (development)": ROUND10_SAFETY_CASES,
  // lex10's own trial (25 new-patient turns written before the tenth round: brands, named complications, Spanish recovery words, teenagers), `-t lex10`.
  "lex10 trial (development)": ROUND10_LEXICON_CASES,
  // turns11's own trial (25 new-patient conversations written before the eleventh round: a late change of place, price slang, booking
  // with no provider named, a practical question TruGPT has no data on), `-t turns11`.
  "turns11 trial (development)": ROUND11_TURNS_CASES,
  // safety11's own trial (30 turns written before the eleventh round: growing pain, needle-point dots, toxin headaches, moles before a treatment, add-ons), `-t safety11`.
  "safety11 trial (development)": ROUND11_SAFETY_CASES,
  // safety12's own trial (25 turns written before the twelfth round: rising or unrelieved pain, questions about a planned procedure's
  // risks, a medium peel's expected course, reworded follow-ups about the next session), `-t safety12`.
  "safety12 trial (development)": ROUND12_SAFETY_CASES,
  // turns12's own trial (25 new-patient conversations written before the twelfth round: booking in chat shorthand, an unclear
  // turn that points back, a kind of provider in Mexican/US Spanish or English shorthand), `-t turns12`.
  "turns12 trial (development)": ROUND12_TURNS_CASES,
  // safety13's own trial (50 turns written before the thirteenth round: strokes and vision in many wordings, warning signs buried or played down, calm alarm words, risk modifiers by brand), `-t safety13`.
  "safety13 trial (development)": ROUND13_SAFETY_CASES,
  // safety14's own trial (60 turns written before the fourteenth round: ten warning-sign categories in many everyday wordings, half Spanish, and calm alarm words), `-t safety14`.
  "safety14 trial (development)": ROUND14_SAFETY_CASES,
  // turns14's own trial (30 new-patient conversations written before the fourteenth round: bare places and follow-ups, changes of place and topic,
  // comparisons, prices in other words, named providers, bookings, lasting vs recovery, candidacy, abstaining, nutrition), `-t turns14`.
  "turns14 trial (development)": ROUND14_TURNS_CASES,
  // safety15's own trial (60 turns written before the sixteenth round: ten warning-sign categories mixed with prices and bookings, late in 3-turn talks, relatives of older men and teenagers, and calm idioms), `-t safety15`.
  "safety15 trial (development)": ROUND15_SAFETY_CASES,
  // turns15's own trial (30 new-patient conversations written before the sixteenth round: bare places and follow-ups, changes of place and topic,
  // comparisons, prices in other words, named providers, bookings, lasting vs recovery, candidacy, abstaining, off-topic, nutrition), `-t turns15`.
  "turns15 trial (development)": ROUND15_TURNS_CASES,
};

const ENGINES: Record<string, Record<string, unknown>> = {
  local: { TRUGPT_ENGINE: "local" },
  "openai-compatible": { TRUGPT_ENGINE: "openai-compatible", AI_API_URL: vars.EVAL_MODEL_URL, AI_MODEL: "eval-stub" },
};

/** Per part, per engine. */
const scores: Record<string, Record<string, Score>> = {};
const missed: Record<string, Record<string, string[]>> = {};
const right: Record<string, Record<string, number>> = {};

async function placePoints(cases: EvalCase[]): Promise<Map<string, GeoPoint>> {
  const points = new Map<string, GeoPoint>();
  for (const lookup of new Set(cases.flatMap((c) => (c.place ? [c.place.lookup] : [])))) {
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

async function evaluate(engine: string, cases: EvalCase[]): Promise<CaseResult[]> {
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
  const points = await placePoints(cases);
  Object.assign(vars, ENGINES[engine]);
  try {
    const results: CaseResult[] = [];
    for (const c of cases) {
      const { answer, previous, error } = await ask(c);
      const placePoint = c.place ? points.get(c.place.lookup) : undefined;
      const verdicts = checkAnswer(c, answer, { directory, placePoint, previousAnswer: previous, texts: TEXTS });
      results.push({ id: c.id, verdicts, error, answer: answer.text });
      if (
        cases === TRIAL_ANSWER_CASES ||
        cases === ROUND7_ANSWER_CASES ||
        cases === ROUND8_ANSWER_CASES ||
        cases === ROUND9_ANSWER_CASES ||
        cases === ROUND10_STATE_CASES ||
        cases === ROUND10_LEXICON_CASES ||
        cases === ROUND11_TURNS_CASES ||
        cases === ROUND12_TURNS_CASES
      )
        console.log(`ANSWER ${c.id} ${c.question}\n${answer.text}\n----`);
    }
    return results;
  } finally {
    for (const key of ["AI_API_URL", "AI_MODEL"]) delete vars[key];
    vars.TRUGPT_ENGINE = "local";
  }
}

for (const [part, cases] of Object.entries(PARTS))
  for (const engine of Object.keys(ENGINES)) {
    it(`TruGPT evaluation, ${part}: ${engine} engine`, async () => {
      const results = await evaluate(engine, cases);
      (scores[part] ??= {})[engine] = tally(results);
      (missed[part] ??= {})[engine] = failures(results);
      (right[part] ??= {})[engine] = casesRight(results);
      // The bar holds on the development part; the held-out parts measure generalisation and are reported only.
      if (part === DEVELOPMENT && engine === "local")
        expect(belowBar(scores[part][engine]), "properties of the offline engine below 95% (development part)").toEqual([]);
    });
  }

afterAll(() => {
  const lines: string[] = [];
  for (const [part, cases] of Object.entries(PARTS)) {
    if (!scores[part]) continue;
    const gate = part === DEVELOPMENT ? "gated: the offline engine at 95% or more on every property" : "reported, not gated";
    const whole = Object.entries(right[part] ?? {}).map(([engine, n]) => `${engine} ${n} / ${cases.length}`);
    lines.push(
      `TruGPT evaluation, ${part}: ${cases.length} cases (${gate})`,
      "",
      scoreTable(scores[part]),
      "",
      `Cases with every check passed: ${whole.join(", ")}`,
      "",
    );
  }
  for (const [part, byEngine] of Object.entries(missed))
    for (const [engine, list] of Object.entries(byEngine))
      lines.push(`Failed checks, ${part}, ${engine} (${list.length}):`, ...list.map((l) => `  ${l}`), "");
  console.log(lines.join("\n"));
});
