/**
 * The checkers of TruGPT's evaluation set (bench/trugpt-eval/checks.ts, language.ts): each one
 * passes a right answer and fails the wrong one it is for (a wrong-language answer, a provider
 * from the wrong city, an out-of-order list, an emergency answer with prices...), so a broken
 * checker cannot make `npm run eval:trugpt` look good.
 */
import { describe, expect, it } from "vitest";
import { ANSWER_TEXTS } from "~/chat/answer-texts";
import { EMERGENCY_GUIDANCE, NOT_MEDICAL_ADVICE } from "~/chat/knowledge";
import { checkAnswer, proceduresNamed, type CheckContext, type DirectoryRow, type EvalCase } from "../../bench/trugpt-eval/checks";
import { detectLanguage } from "../../bench/trugpt-eval/language";
import { belowBar, casesRight, tally } from "../../bench/trugpt-eval/score";

const ES_DISCLAIMER = "Esta información es solo educativa y no es un consejo médico. Consulta tu caso con un proveedor calificado.";
const ES_EMERGENCY = "Si esto está pasando ahora, llama al 911 de inmediato o ve a la sala de emergencias más cercana.";

const row = (
  id: string,
  name: string,
  city: string,
  state: string,
  specialties: string[],
  latitude: number,
  longitude: number,
): DirectoryRow => ({
  id,
  name,
  city,
  state,
  specialties,
  latitude,
  longitude,
});
const PHOENIX = row("phx", "Desert Bloom Aesthetics", "Phoenix", "AZ", ["Botox"], 33.45, -112.07);
const SCOTTSDALE = row("sco", "Sonoran Face Clinic", "Scottsdale", "AZ", ["Botox"], 33.49, -111.93);
const SEATTLE = row("sea", "Puget Sound Aesthetics", "Seattle", "WA", ["Botox"], 47.61, -122.33);
const BEVERLY_HILLS = row("bh", "Rodeo Drive Surgical", "Beverly Hills", "CA", ["Rhinoplasty"], 34.07, -118.4);
const directory = [PHOENIX, SCOTTSDALE, SEATTLE, BEVERLY_HILLS];
const BEVERLY_HILLS_POINT = { latitude: 34.07, longitude: -118.4 };

const OUTSIDE_SCOPE = { en: ANSWER_TEXTS.en.outsideScope, es: ANSWER_TEXTS.es.outsideScope };
const ctx = (over: Partial<CheckContext> = {}): CheckContext => ({
  directory,
  texts: {
    emergency: { en: EMERGENCY_GUIDANCE, es: ES_EMERGENCY },
    disclaimer: { en: NOT_MEDICAL_ADVICE, es: ES_DISCLAIMER },
    outsideScope: OUTSIDE_SCOPE,
  },
  ...over,
});
const botoxNear: EvalCase = {
  id: "t",
  question: "Botox near Beverly Hills",
  language: "en",
  kind: "procedure",
  procedure: "botox",
  place: { lookup: "Beverly Hills, CA", names: ["Beverly Hills"] },
  near: true,
  providers: "some",
};
const line = (p: DirectoryRow) => `- ${p.name}, ${p.city}, ${p.state}`;
const answer = (text: string, providers: DirectoryRow[] = []) => ({ text, providers: providers.map((p) => ({ id: p.id, name: p.name })) });
const near = (...providers: DirectoryRow[]) =>
  answer(
    `No provider within 50 miles of Beverly Hills lists Botox yet. The nearest who offer it:\n${providers.map(line).join("\n")}\n\n${NOT_MEDICAL_ADVICE}`,
    providers,
  );

describe("the language detector", () => {
  it("tells English from Spanish by stop-words and accents, ignoring provider lines", () => {
    expect(detectLanguage("In the US, Botox typically costs $300 - $600 per area, depending on the provider.")).toBe("en");
    expect(detectLanguage("En EE. UU., el bótox suele costar entre $300 y $600 por zona, según el proveedor.")).toBe("es");
    expect(
      detectLanguage("Proveedores cerca de Miami:\n- The Face and Body Center of Miami, Miami, FL\n- Skin of the Bay, Miami, FL"),
    ).toBe("es");
    expect(detectLanguage("Botox: $300 - $600")).toBe("unknown");
    expect(detectLanguage("La liposucción costs between $3,000 and $8,000 in the US, según el cirujano y la ciudad.")).toBe("mixed");
  });
});

describe("the checks of an answer", () => {
  it("language: an English answer to a Spanish question fails", () => {
    const c: EvalCase = { ...botoxNear, language: "es", question: "bótox cerca de Beverly Hills" };
    expect(checkAnswer(c, near(PHOENIX, SCOTTSDALE), ctx({ placePoint: BEVERLY_HILLS_POINT })).language).toMatchObject({ pass: false });
    const spanish = answer(
      `Ningún proveedor a menos de 50 millas de Beverly Hills ofrece el bótox. Los más cercanos:\n${line(PHOENIX)}\n\n${ES_DISCLAIMER}`,
      [PHOENIX],
    );
    const verdicts = checkAnswer(c, spanish, ctx({ placePoint: BEVERLY_HILLS_POINT }));
    expect(verdicts.language).toEqual({ pass: true });
    expect(verdicts.disclaimer).toEqual({ pass: true });
  });

  it("providers: the nearest who offer it pass; a farther one, one from the wrong city or one not in D1 fails", () => {
    const point = { placePoint: BEVERLY_HILLS_POINT };
    expect(checkAnswer(botoxNear, near(PHOENIX, SCOTTSDALE), ctx(point)).providers).toEqual({ pass: true });
    expect(checkAnswer(botoxNear, near(SEATTLE), ctx(point)).providers).toMatchObject({
      pass: false,
      why: expect.stringContaining("Seattle"),
    });
    expect(checkAnswer(botoxNear, near(BEVERLY_HILLS), ctx(point)).providers).toMatchObject({
      pass: false,
      why: expect.stringContaining("offer"),
    });
    const invented = answer(`Try these:\n- Glamour Invented Clinic, Beverly Hills, CA\n\n${NOT_MEDICAL_ADVICE}`);
    expect(checkAnswer(botoxNear, invented, ctx(point)).providers).toMatchObject({
      pass: false,
      why: expect.stringContaining("not in the directory"),
    });
    expect(checkAnswer(botoxNear, answer(`Botox near Beverly Hills.\n\n${NOT_MEDICAL_ADVICE}`), ctx(point)).providers).toMatchObject({
      pass: false,
    });
  });

  it("distance order: nearest first passes, an out-of-order list fails", () => {
    const point = { placePoint: BEVERLY_HILLS_POINT };
    expect(checkAnswer(botoxNear, near(PHOENIX, SCOTTSDALE), ctx(point)).distanceOrder).toEqual({ pass: true });
    expect(checkAnswer(botoxNear, near(SCOTTSDALE, PHOENIX), ctx(point)).distanceOrder).toMatchObject({ pass: false });
    // Three offer it, none near: one alone is not an order; the one provider near the place may be listed alone.
    expect(checkAnswer(botoxNear, near(PHOENIX), ctx(point)).distanceOrder).toMatchObject({ pass: false });
    const rhinoplastyNear: EvalCase = { ...botoxNear, question: "Rhinoplasty near Beverly Hills", procedure: "rhinoplasty" };
    const alone = answer(`Near Beverly Hills:\n${line(BEVERLY_HILLS)}\n\n${NOT_MEDICAL_ADVICE}`, [BEVERLY_HILLS]);
    expect(checkAnswer(rhinoplastyNear, alone, ctx(point)).distanceOrder).toEqual({ pass: true });
  });

  it("about: the procedure and place named, no other procedure, the part asked", () => {
    const point = { placePoint: BEVERLY_HILLS_POINT };
    expect(checkAnswer(botoxNear, near(PHOENIX, SCOTTSDALE), ctx(point)).about).toEqual({ pass: true });
    const otherProcedure = answer(`CoolSculpting and Botox near Beverly Hills.\n\n${NOT_MEDICAL_ADVICE}`);
    expect(checkAnswer(botoxNear, otherProcedure, ctx(point)).about).toMatchObject({
      pass: false,
      why: expect.stringContaining("coolsculpting"),
    });
    const noPlace = answer(`The nearest Botox:\n${line(PHOENIX)}\n\n${NOT_MEDICAL_ADVICE}`, [PHOENIX]);
    expect(checkAnswer(botoxNear, noPlace, ctx(point)).about).toMatchObject({ pass: false });
    const recovery: EvalCase = {
      id: "r",
      question: "And recovery?",
      language: "en",
      kind: "procedure",
      procedure: "botox",
      part: "recovery",
    };
    expect(checkAnswer(recovery, answer(`Recovery after Botox: no downtime.\n\n${NOT_MEDICAL_ADVICE}`), ctx()).about).toEqual({
      pass: true,
    });
    expect(checkAnswer(recovery, answer(`Botox costs $300 - $600. No downtime.\n\n${NOT_MEDICAL_ADVICE}`), ctx()).about).toMatchObject({
      pass: false,
    });
    expect(proceduresNamed("La liposucción y el bótox")).toEqual(["liposuction", "botox"]);
  });

  it("nutrition: an answer without a word of nutrition fails", () => {
    const c: EvalCase = {
      id: "n",
      question: "Should I stop taking fish oil before my tummy tuck?",
      language: "en",
      kind: "nutrition",
      procedure: "tummy-tuck",
    };
    const right = answer(
      `Before a tummy tuck, stop supplements that thin the blood (fish oil) only as your surgeon advises.\n\n${NOT_MEDICAL_ADVICE}`,
    );
    expect(checkAnswer(c, right, ctx()).about).toEqual({ pass: true });
    const wrong = answer(`Tummy Tuck: removes excess abdominal skin.\n\n${NOT_MEDICAL_ADVICE}`);
    expect(checkAnswer(c, wrong, ctx()).about).toMatchObject({ pass: false });
  });

  it("off-topic: a procedure, a price, a provider or the disclaimer fails", () => {
    const c: EvalCase = { id: "o", question: "How do I make lasagna?", language: "en", kind: "offTopic" };
    const scope = answer("I can only help with cosmetic procedures and finding a provider. Is there a procedure you'd like to know about?");
    expect(checkAnswer(c, scope, ctx())).toMatchObject({ about: { pass: true }, providers: { pass: true }, disclaimer: { pass: true } });
    const lasagna = answer(`CoolSculpting typically costs $2,000 - $4,000.\n${line(SCOTTSDALE)}\n\n${NOT_MEDICAL_ADVICE}`, [SCOTTSDALE]);
    expect(checkAnswer(c, lasagna, ctx())).toMatchObject({
      about: { pass: false },
      providers: { pass: false },
      disclaimer: { pass: false },
    });
    // Mid-conversation, the earlier turn's procedure in the reply is a carry-over; other procedures as examples are not.
    const mid: EvalCase = { ...c, turns: ["How much is CoolSculpting?"] };
    const carried = answer("CoolSculpting freezes fat cells. Which procedure are you curious about?");
    expect(checkAnswer(mid, carried, ctx()).about).toMatchObject({ pass: false, why: expect.stringContaining("coolsculpting") });
    const examples = answer(
      "I can answer questions about procedures such as Botox, Facelift and Liposuction. Which one are you curious about?",
    );
    expect(checkAnswer(mid, examples, ctx()).about).toEqual({ pass: true });
  });

  it("emergency: the guidance alone passes; with prices or providers it fails", () => {
    const c: EvalCase = { id: "e", question: "chest pain after liposuction", language: "en", kind: "emergency" };
    expect(checkAnswer(c, answer(EMERGENCY_GUIDANCE), ctx()).emergencyAlone).toEqual({ pass: true });
    expect(
      checkAnswer(c, answer(`${EMERGENCY_GUIDANCE}\n\nLiposuction typically costs $3,000 - $8,000.`), ctx()).emergencyAlone,
    ).toMatchObject({
      pass: false,
      why: expect.stringContaining("prices"),
    });
    expect(checkAnswer(c, answer(EMERGENCY_GUIDANCE, [PHOENIX]), ctx()).emergencyAlone).toMatchObject({ pass: false });
    expect(checkAnswer(c, answer(`${EMERGENCY_GUIDANCE}\n\n${NOT_MEDICAL_ADVICE}`), ctx()).emergencyAlone).toMatchObject({ pass: false });
    const es: EvalCase = { ...c, language: "es" };
    expect(checkAnswer(es, answer(ES_EMERGENCY), ctx()).emergencyAlone).toEqual({ pass: true });
    // Without a known Spanish text, the fallback pattern still refuses a second paragraph.
    const noSpanish = ctx({
      texts: { emergency: { en: EMERGENCY_GUIDANCE, es: undefined }, disclaimer: { en: NOT_MEDICAL_ADVICE, es: undefined } },
    });
    expect(checkAnswer(es, answer(ES_EMERGENCY), noSpanish).emergencyAlone).toEqual({ pass: true });
    expect(checkAnswer(es, answer(`${ES_EMERGENCY}\n\nPreguntas para tu consulta: ...`), noSpanish).emergencyAlone).toMatchObject({
      pass: false,
    });
  });

  it("yes/no first, and no repeat of the previous answer", () => {
    const c: EvalCase = {
      id: "y",
      question: "Is CoolSculpting safe?",
      language: "en",
      kind: "procedure",
      procedure: "coolsculpting",
      yesNo: "yes",
    };
    expect(checkAnswer(c, answer(`Yes — CoolSculpting is generally safe.\n\n${NOT_MEDICAL_ADVICE}`), ctx()).yesNoFirst).toEqual({
      pass: true,
    });
    expect(checkAnswer(c, answer(`Risks of CoolSculpting: numbness.\n\n${NOT_MEDICAL_ADVICE}`), ctx()).yesNoFirst).toMatchObject({
      pass: false,
    });
    expect(checkAnswer(c, answer("No, never."), ctx()).yesNoFirst).toMatchObject({
      pass: false,
      why: expect.stringContaining("expected yes"),
    });
    expect(checkAnswer({ ...c, language: "es" }, answer("Sí: CoolSculpting es seguro."), ctx()).yesNoFirst).toEqual({ pass: true });
    const previous = `CoolSculpting: freezes and reduces fat cells without surgery.\nRecovery: no downtime; numbness or soreness for a few weeks.\n\n${NOT_MEDICAL_ADVICE}`;
    expect(checkAnswer(c, answer(previous), ctx({ previousAnswer: previous })).noRepeat).toMatchObject({ pass: false });
    expect(
      checkAnswer(c, answer(`Yes — CoolSculpting is generally safe.\n\n${NOT_MEDICAL_ADVICE}`), ctx({ previousAnswer: previous })).noRepeat,
    ).toEqual({ pass: true });
    expect(checkAnswer(c, answer("Yes."), ctx()).noRepeat).toBeUndefined();
  });

  it("the score: a property below 95% of its cases is below the bar", () => {
    const results = Array.from({ length: 20 }, (_, i) => ({
      id: `c${i}`,
      verdicts: { language: { pass: i > 0 }, about: { pass: i > 1 } },
    }));
    expect(tally(results).language).toEqual({ checked: 20, passed: 19 });
    expect(belowBar(tally(results))).toEqual(["about"]);
    // A case is right when no check failed and it was sent: c0 and c1 fail a check, c2 could not be sent.
    const sent = results.map((r) => (r.id === "c2" ? { ...r, error: "closed" } : r));
    expect(casesRight(sent)).toBe(17);
  });
});

describe("the checks of the held-out part (issue 44)", () => {
  it("noFalseAlarm: a question naming a danger answered with the emergency guidance alone fails", () => {
    const c: EvalCase = {
      id: "f",
      question: "can fillers make you go blind?",
      language: "en",
      kind: "procedure",
      procedure: "dermal-fillers",
    };
    const answered = answer(`Rarely: filler injected into a vessel can block it.\n\n${NOT_MEDICAL_ADVICE}`);
    expect(checkAnswer(c, answered, ctx()).noFalseAlarm).toEqual({ pass: true });
    expect(checkAnswer(c, answer(EMERGENCY_GUIDANCE), ctx()).noFalseAlarm).toMatchObject({ pass: false });
    expect(checkAnswer({ ...c, language: "es" }, answer(ES_EMERGENCY), ctx()).noFalseAlarm).toMatchObject({ pass: false });
    // An emergency is judged by emergencyAlone instead.
    expect(checkAnswer({ ...c, kind: "emergency" }, answer(EMERGENCY_GUIDANCE), ctx()).noFalseAlarm).toBeUndefined();
  });

  it("notOffTopic: the scope reply to an in-scope turn fails, and so does an answer that drops the conversation's procedure", () => {
    const c: EvalCase = {
      id: "p",
      turns: ["laser hair removal near me"],
      question: "im in Denver",
      language: "en",
      kind: "procedure",
      procedure: "laser-hair-removal",
    };
    const right = answer(`Laser hair removal near Denver, nearest first:\n- Puget Sound Aesthetics, Seattle, WA\n\n${NOT_MEDICAL_ADVICE}`);
    expect(checkAnswer(c, right, ctx()).notOffTopic).toEqual({ pass: true });
    expect(checkAnswer(c, answer(OUTSIDE_SCOPE.en), ctx()).notOffTopic).toMatchObject({
      pass: false,
      why: expect.stringContaining("scope"),
    });
    expect(checkAnswer({ ...c, language: "es" }, answer(OUTSIDE_SCOPE.es), ctx()).notOffTopic).toMatchObject({ pass: false });
    // Without the exact texts, the scope reply's opening still gives it away.
    const noTexts = ctx({ texts: { ...ctx().texts, outsideScope: undefined } });
    expect(checkAnswer(c, answer(OUTSIDE_SCOPE.en), noTexts).notOffTopic).toMatchObject({ pass: false });
    expect(
      checkAnswer(c, answer("I can help you find providers in Denver. Which procedure are you interested in?"), ctx()).notOffTopic,
    ).toMatchObject({
      pass: false,
      why: "does not continue with laser-hair-removal",
    });
    expect(
      checkAnswer({ id: "o", question: "lasagna?", language: "en", kind: "offTopic" }, answer(OUTSIDE_SCOPE.en), ctx()).notOffTopic,
    ).toBeUndefined();
  });

  it("about: a case that says what a right answer contains fails without it", () => {
    const c: EvalCase = {
      id: "m",
      question: "my mole bleeds, can you laser it?",
      language: "en",
      kind: "general",
      says: ["dermatologist"],
    };
    expect(checkAnswer(c, answer("Please see a dermatologist before any laser."), ctx()).about).toEqual({ pass: true });
    expect(checkAnswer(c, answer(`IPL Photofacial: light pulses.\n\n${NOT_MEDICAL_ADVICE}`), ctx()).about).toMatchObject({
      pass: false,
      why: "does not say dermatologist",
    });
  });

  it("riskModifier: a plain yes, a general 'safe', no hedge or no doctor fails; 'It depends' or 'No —' with the doctor passes", () => {
    const c: EvalCase = {
      id: "r",
      turns: ["I'm breastfeeding"],
      question: "can I get lip filler?",
      language: "en",
      kind: "procedure",
      procedure: "dermal-fillers",
      risk: "breastfeeding",
    };
    const check = (text: string) => checkAnswer(c, answer(text), ctx()).riskModifier;
    expect(
      check(`It depends — breastfeeding changes what is known about lip fillers; ask your doctor first.\n\n${NOT_MEDICAL_ADVICE}`),
    ).toEqual({
      pass: true,
    });
    expect(check(`No — lip filler is not recommended while breastfeeding. Talk to your obstetrician and your provider.`)).toEqual({
      pass: true,
    });
    expect(check(`Yes — lip filler is generally safe.\n\n${NOT_MEDICAL_ADVICE}`)).toMatchObject({
      pass: false,
      why: expect.stringContaining("yes"),
    });
    expect(check(`It depends, but lip filler is generally safe. Ask your doctor.`)).toMatchObject({
      pass: false,
      why: expect.stringContaining("safe in general"),
    });
    expect(check(`Lip filler typically costs $600 - $800. Ask your doctor.`)).toMatchObject({
      pass: false,
      why: expect.stringContaining("It depends"),
    });
    // The disclaimer's "consult a qualified provider" is not advice about the risk.
    expect(check(`It depends on the filler used.\n\n${NOT_MEDICAL_ADVICE}`)).toMatchObject({
      pass: false,
      why: "does not tell them to ask their doctor",
    });
    const es: EvalCase = { ...c, language: "es" };
    expect(
      checkAnswer(es, answer(`Depende: la lactancia cambia los riesgos. Pregunta a tu médico.\n\n${ES_DISCLAIMER}`), ctx()).riskModifier,
    ).toEqual({
      pass: true,
    });
    expect(checkAnswer(es, answer(`Sí: los rellenos son seguros. Pregunta a tu médico.`), ctx()).riskModifier).toMatchObject({
      pass: false,
    });
    expect(checkAnswer(es, answer(`Depende del relleno.\n\n${ES_DISCLAIMER}`), ctx()).riskModifier).toMatchObject({ pass: false });
    // The formal imperative ("Consulte a su médico") asks the doctor as much as "Pregunta a tu médico".
    expect(
      checkAnswer(es, answer(`Depende — la lactancia cambia los riesgos. Consulte a su médico tratante antes de decidir.`), ctx())
        .riskModifier,
    ).toEqual({ pass: true });
    // "Usually not —" is a clear no with its rare exceptions (a minor's cosmetic surgery), never a yes.
    expect(check(`Usually not — cosmetic lip filler is meant for adults (18 and over). Talk to your doctor.`)).toEqual({ pass: true });
    expect(checkAnswer(es, answer(`Normalmente no — es para adultos (18 años o más). Consulte a su médico.`), ctx()).riskModifier).toEqual({
      pass: true,
    });
    expect(check(`Usually it is fine. Talk to your doctor.`)).toMatchObject({ pass: false });
    expect(checkAnswer({ ...c, risk: undefined }, answer("Yes."), ctx()).riskModifier).toBeUndefined();
  });

  it("comparison: both procedures, each with a fact of its own; an answer about the first alone fails", () => {
    const c: EvalCase = {
      id: "c",
      question: "botox vs filler?",
      language: "en",
      kind: "procedure",
      compare: ["botox", "dermal-fillers"],
    };
    const both = answer(`Botox relaxes the muscles that make lines. Dermal fillers add volume where it was lost.\n\n${NOT_MEDICAL_ADVICE}`);
    expect(checkAnswer(c, both, ctx()).comparison).toEqual({ pass: true });
    expect(checkAnswer(c, both, ctx()).about).toEqual({ pass: true });
    const whilst = answer(`Botox relaxes the muscles, while dermal fillers add volume.\n\n${NOT_MEDICAL_ADVICE}`);
    expect(checkAnswer(c, whilst, ctx()).comparison).toEqual({ pass: true });
    const firstOnly = answer(`Botox: relaxes the muscles that make lines. It costs $300 - $600.\n\n${NOT_MEDICAL_ADVICE}`);
    expect(checkAnswer(c, firstOnly, ctx()).comparison).toMatchObject({ pass: false, why: "does not name dermal-fillers" });
    const mentionedOnly = answer(`Botox is often compared with dermal fillers. Botox relaxes the muscles that make lines.`);
    expect(checkAnswer(c, mentionedOnly, ctx()).comparison).toMatchObject({
      pass: false,
      why: "no fact of its own about dermal-fillers",
    });
  });

  it("namedProvider: a listed one named alone passes, a substitute fails; an unlisted one is said to be absent, never replaced", () => {
    const listed: EvalCase = {
      id: "n",
      question: "is Desert Bloom Aesthetics good for botox?",
      language: "en",
      kind: "procedure",
      procedure: "botox",
      provider: { name: "Desert Bloom Aesthetics", listed: true },
    };
    expect(checkAnswer(listed, answer(`Desert Bloom Aesthetics (Phoenix, AZ) offers Botox: /provider/phx`), ctx()).namedProvider).toEqual({
      pass: true,
    });
    expect(checkAnswer(listed, answer("This one offers Botox.", [PHOENIX]), ctx()).namedProvider).toEqual({ pass: true });
    expect(checkAnswer(listed, answer(`Botox in Arizona:\n${line(SCOTTSDALE)}`, [SCOTTSDALE]), ctx()).namedProvider).toMatchObject({
      pass: false,
      why: "does not name or link Desert Bloom Aesthetics",
    });
    expect(checkAnswer(listed, answer(`${line(PHOENIX)}\n${line(SCOTTSDALE)}`, [PHOENIX, SCOTTSDALE]), ctx()).namedProvider).toMatchObject({
      pass: false,
      why: expect.stringContaining("Sonoran Face Clinic"),
    });
    const unlisted: EvalCase = { ...listed, provider: { name: "Dr. Harriet Volkov", listed: false } };
    const absent = `Dr. Harriet Volkov is not in the TruSelf directory. Providers who offer Botox:\n${line(PHOENIX)}`;
    expect(checkAnswer(unlisted, answer(absent, [PHOENIX]), ctx()).namedProvider).toEqual({ pass: true });
    expect(checkAnswer(unlisted, answer(`Here is a Botox provider:\n${line(PHOENIX)}`, [PHOENIX]), ctx()).namedProvider).toMatchObject({
      pass: false,
      why: "does not say Dr. Harriet Volkov is not in the TruSelf directory",
    });
    const substituted = `Desert Bloom Aesthetics can help. Dr. Harriet Volkov is not in the TruSelf directory.`;
    expect(checkAnswer(unlisted, answer(substituted), ctx()).namedProvider).toMatchObject({
      pass: false,
      why: expect.stringContaining("before saying"),
    });
    const es: EvalCase = { ...unlisted, language: "es", provider: { name: "Clínica Miraflores", listed: false } };
    expect(checkAnswer(es, answer("La Clínica Miraflores no está en el directorio de TruSelf."), ctx()).namedProvider).toEqual({
      pass: true,
    });
    // A case whose provider is not where it says is a broken case, not a wrong answer.
    expect(() => checkAnswer({ ...listed, provider: { name: "Nowhere Clinic", listed: true } }, answer(""), ctx())).toThrow(
      /Nowhere Clinic/,
    );
  });

  it("booking: 'cannot book' and the provider's Book Consultation link (or the search) pass; anything less fails", () => {
    const named: EvalCase = {
      id: "b",
      question: "book me with Rodeo Drive Surgical",
      language: "en",
      kind: "general",
      booking: true,
      provider: { name: "Rodeo Drive Surgical", listed: true },
    };
    const right = "I can't book appointments myself, but you can request one on Rodeo Drive Surgical's page: /provider/bh/consultation";
    expect(checkAnswer(named, answer(right), ctx()).booking).toEqual({ pass: true });
    expect(checkAnswer(named, answer("I cannot book for you. Rodeo Drive Surgical: /provider/bh"), ctx()).booking).toMatchObject({
      pass: false,
      why: expect.stringContaining("/provider/bh/consultation"),
    });
    expect(checkAnswer(named, answer("Booked! See /provider/bh/consultation"), ctx()).booking).toMatchObject({
      pass: false,
      why: "does not say TruGPT cannot book",
    });
    const none: EvalCase = { ...named, provider: undefined, language: "es", question: "resérvame una cita" };
    expect(
      checkAnswer(none, answer("No puedo reservar citas, pero puedes buscar un proveedor en /find-doctors?procedure=botox"), ctx()).booking,
    ).toEqual({
      pass: true,
    });
    expect(checkAnswer(none, answer("No puedo reservar citas."), ctx()).booking).toMatchObject({ pass: false });
    expect(checkAnswer({ ...named, booking: undefined }, answer(""), ctx()).booking).toBeUndefined();
  });
});
