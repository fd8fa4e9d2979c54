/**
 * TruGPT's tenth round (issue 44, items 1-3; docs/decisions/081-clinical-lexicon.md): a brand is
 * read as its procedure (and its kind of recovery), a question that names a complication or an
 * aftercare item is read as risks or recovery, a question whose kind cannot be read gets what
 * TruGPT can tell about the procedure (never the price sheet and providers alone), and a minor
 * gets "No" for a procedure meant for adults and "It depends" for a treatment teenagers get.
 * Sentences written for these tests, not taken from any evaluation part. Through the offline
 * engine over D1's providers.
 */
import { describe, expect, it } from "vitest";
import { BRAND_SLUGS, UNCOVERED_BRAND_KINDS } from "~/chat/brands";
import {
  asksUnreadKind,
  detectProcedure,
  detectTopic,
  EMERGENCY_GUIDANCE,
  EMERGENCY_GUIDANCE_ES,
  NOT_MEDICAL_ADVICE,
} from "~/chat/knowledge";
import { assess } from "~/chat/safety";
import { isClearNo } from "~/chat/safety/modifiers";
import { procedureKind } from "~/chat/safety/recovery";
import { SAFETY_TEXTS } from "~/chat/safety/texts";
import { insertProviders } from "~/dev/factories.server";
import { converse } from "../fixtures/local-answers";

const emergencyAt = (...turns: string[]) => assess(turns.map((text) => ({ role: "user" as const, text }))).emergency;

describe("the brand lexicon", () => {
  it("reads every brand as its procedure of the guide, typos included", () => {
    for (const [slug, brands] of Object.entries(BRAND_SLUGS))
      for (const brand of brands) expect(detectProcedure(`thinking about ${brand} this spring`)?.procedure.slug, brand).toBe(slug);
    expect(detectProcedure("how long does vollure last")?.procedure.slug).toBe("dermal-fillers");
    expect(detectProcedure("is jeuveau cheaper")?.procedure.slug).toBe("botox");
    expect(detectProcedure("sciton bbl for my sun spots")?.procedure.slug).toBe("ipl-photofacial");
    // Everyday words near a brand are not it: a volume of water, a Nissan Versa, a Lyft ride.
    expect(detectProcedure("the volume of my voice")).toBeUndefined();
    expect(detectProcedure("i drive a versa and take a lyft")).toBeUndefined();
  });

  it("gives a brand its kind of recovery in the safety layer, and an uncovered brand its kind", () => {
    expect(procedureKind(["had belotero balance on tuesday"])).toBe("injectable");
    expect(procedureKind(["had juvaderm on tuesday"])).toBe("injectable");
    expect(procedureKind(["vivace yesterday"])).toBe("skin");
    for (const [kind, names] of Object.entries(UNCOVERED_BRAND_KINDS))
      for (const name of names) expect(procedureKind([`had ${name} done last week`]), name).toBe(kind);
  });

  it("an ordinary recovery report after a brand is no emergency; a warning sign after one is", async () => {
    for (const calm of [
      "three days out from volbella and my lips are still a little lumpy",
      "had xeomin between my brows on monday, forehead feels a bit heavy and tight",
      "day 2 after potenza, face is pink and a bit dry",
      "me puse revanesse en los labios hace 3 días y tengo bolitas y un moretón",
      "kybella under my chin 4 days ago, still swollen, numb and firm, normal?",
    ])
      expect(emergencyAt(calm), calm).toBe(false);
    for (const sign of [
      "had vollure in my nasolabial folds an hour ago and the skin beside my nose is going grey and blotchy",
      "jeuveau two days ago and since this morning one side of my mouth droops and my speech is slurred",
      "day 3 after sculptra, fever of 101 and the cheek is hot, red and spreading",
      "me pusieron radiesse en la mandíbula ayer y ahora veo borroso de un ojo",
      "kybella en la papada el lunes y hoy se me cierra la garganta",
    ])
      expect(emergencyAt(sign), sign).toBe(true);
    const calm = (await converse("two days after restylane defyne in my chin, a bit swollen and tender, when does it settle?")).at(-1)!;
    expect(calm.text).not.toBe(EMERGENCY_GUIDANCE);
    expect(calm.grounding.procedure?.procedure.slug).toBe("dermal-fillers");
    expect(calm.text).not.toContain("$");
    const sign = (
      await converse("me pusieron juvederm en los labios esta mañana y el labio de arriba se está poniendo blanco y me duele muchísimo")
    ).at(-1)!;
    expect(sign.text).toBe(EMERGENCY_GUIDANCE_ES);
  });
});

describe("the clinical vocabulary of question kinds", () => {
  it("a named complication, by clinical category, asks about risks (typos too)", () => {
    for (const question of [
      "does radiesse ever cause granulomas",
      "how bad can the tyndall effect get with under eye filler",
      "bottoming out after breast augmentation, how often?",
      "does a facelift leave nerve damage sometimes",
      "can lipo leave dents in my thighs",
      "is anaphylaxis possible with botox",
      "does a rhinoplasty ever collapse later on",
      "what about necrossis with lip filler",
      "¿el relleno de labios puede dar granulomas?",
      "¿con la lipo quedan irregularidades?",
      "¿la ceguera por relleno en la nariz es real?",
      "can xeomin spread past where it was injected",
    ])
      expect(detectTopic(question), question).toBe("risks");
    // Everyday words count only about a procedure: "uneven skin" or "I'd die for fuller lips" alone are no risks question.
    for (const everyday of ["any treatment for uneven skin?", "i'd die for fuller lips"])
      expect(detectTopic(everyday), everyday).not.toBe("risks");
    // A complication asked about is no risk modifier of the asker's own.
    expect(assess([{ role: "user", text: "what happens if my lip filler gets infected?" }]).modifiers).toEqual([]);
  });

  it("the body after and aftercare items ask about recovery, in English and Spanish", () => {
    for (const question of [
      "do i really need lymphatic massage after lipo",
      "which scar cream after a tummy tuck",
      "sleeping position after a breast augmentation?",
      "¿se quitan solas las durezas de la liposucción?",
      "¿hasta cuándo la faja después de la abdominoplastia?",
      "¿las tablas abdominales después de la lipo sirven?",
      "¿la retención de líquidos tras el bbl es normal?",
      "does jeuveau wear off faster than botox",
      "¿el radiesse dura más que el ácido hialurónico?",
    ])
      expect(detectTopic(question), question).toBe("recovery");
  });

  it("answers a complication question with the risks, never the price sheet and providers", async () => {
    await insertProviders([
      { name: "Lexicon Aesthetics", city: "Dallas", state: "TX", specialties: ["Dermal Fillers", "Breast Augmentation"] },
    ]);
    for (const question of ["is symmastia a thing with breast implants?", "¿qué tan común es la migración del relleno en labios?"]) {
      const answer = (await converse(question)).at(-1)!;
      expect(answer.grounding.topic, question).toBe("risks");
      expect(answer.text, question).not.toContain("$");
      expect(answer.grounding.providers, question).toEqual([]);
    }
  });
});

describe("the safe default", () => {
  it("a question of a kind it cannot read gets what TruGPT can tell about the procedure, not the price sheet", async () => {
    expect(asksUnreadKind("why does botox feel like it works faster on my friends?")).toBe(true);
    expect(asksUnreadKind("¿por qué el bótox se siente distinto en invierno?")).toBe(true);
    // An overview, a price, a yes/no or a place are read as before.
    for (const read of [
      "what is botox?",
      "how much is botox",
      "is botox worth it?",
      "tell me about lip filler",
      "botox for men?",
      "which is better, dysport or xeomin?",
    ])
      expect(asksUnreadKind(read), read).toBe(false);
    await insertProviders([{ name: "Safe Default Clinic", city: "Austin", state: "TX", specialties: ["Botox"] }]);
    const answer = (await converse("why does botox feel like it works faster on my friends?")).at(-1)!;
    expect(answer.text).toBe(
      [SAFETY_TEXTS.en.notUnderstood(SAFETY_TEXTS.en.canHelpWith("Botox", undefined)), NOT_MEDICAL_ADVICE].join("\n\n"),
    );
    expect(answer.grounding.providers).toEqual([]);
    // Prices and providers stay for an overview.
    const overview = (await converse("what is botox?")).at(-1)!;
    expect(overview.text).toContain("$");
  });
});

describe("under 18", () => {
  it("is a clear No for a procedure meant for adults and It depends for a treatment teenagers get", async () => {
    for (const slug of [
      "breast-augmentation",
      "botox",
      "dermal-fillers",
      "liposuction",
      "brazilian-butt-lift",
      "tummy-tuck",
      "facelift",
      "rhinoplasty",
    ])
      expect(isClearNo("minor", slug), slug).toBe(true);
    for (const slug of ["chemical-peels", "laser-hair-removal", "microneedling", "ipl-photofacial", "breast-reduction"])
      expect(isClearNo("minor", slug), slug).toBe(false);
    const implants = (await converse("my son's girlfriend is 16, can she get a bbl?")).at(-1)!;
    expect(implants.text).toMatch(/^No — not recommended: cosmetic Brazilian Butt Lift is meant for adults \(18 and over\)/);
    expect(implants.text).toContain(SAFETY_TEXTS.en.askDoctor);
    const laser = (await converse("i'm 16 and hate my underarm hair, can i do laser hair removal?")).at(-1)!;
    expect(laser.text).toMatch(/^It depends — Laser Hair Removal is offered to some teenagers/);
    expect(laser.text).toContain(SAFETY_TEXTS.en.askDoctor);
    const es = (await converse("mi hijo de 16 quiere rellenos en los labios, ¿se puede?")).at(-1)!;
    expect(es.text).toMatch(/^No — no se recomienda: /);
    const peel = (await converse("tengo 15 años y mucho acné, ¿me puedo hacer un peeling químico?")).at(-1)!;
    expect(peel.text).toMatch(/^Depende — /);
    // With no procedure named, the minor's answer for any procedure stays "Usually not".
    const any = (await converse("i'm 15, can i get something cosmetic done?")).at(-1)!;
    expect(any.text).toMatch(/^Usually not — /);
  });
});
