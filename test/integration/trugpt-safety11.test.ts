/**
 * TruGPT's safety layer, eleventh round (issue 44, items 1-4): pain that grows days after surgery and a
 * part hard as a board are warning signs; a dot of colour where the needle went, a bruise turning
 * yellow, a mild headache and small bumps after a toxin are expected recovery; a changing mole before
 * a planned treatment gets the dermatologist answer, not the emergency guidance; a covered procedure
 * with an add-on (PRP, exosomes, a vampire facial) is that procedure, with the conversation's risk
 * modifier first. Sentences written for these tests, not taken from any evaluation part.
 */
import { describe, expect, it } from "vitest";
import { EMERGENCY_GUIDANCE, EMERGENCY_GUIDANCE_ES, NOT_MEDICAL_ADVICE } from "~/chat/knowledge";
import { assess } from "~/chat/safety";
import { correctedWords } from "~/chat/safety/spelling";
import { SAFETY_TEXTS } from "~/chat/safety/texts";
import { converse } from "../fixtures/local-answers";

const read = (...turns: string[]) => assess(turns.map((text) => ({ role: "user" as const, text })));
const emergencyAt = (...turns: string[]) => read(...turns).emergency;

describe("pain that grows after surgery, a part hard as a board", () => {
  it("worse each day, worse than yesterday, not controlled by the medicine: in English and Spanish, with typos", () => {
    for (const text of [
      "tummy tuck 5 days ago and it hurts more every day instead of less, is that part of recovery?",
      "lipo on my flanks 4 days ago, pain is worse than yesterday and the pain meds arent controlling it",
      "mommy makeover day 6 and each day is worse, not better",
      "breast reduction 3 days ago, my left breast is hard as a rock",
      "tummy tuck a week ago and my belly feels hard like a board, normal?",
      "had a thigh lift on monday, my thigh is rock hard and so sore",
      "me hice la abdominoplastia hace 5 dias y cada dia esta peor, no mejor, es parte del recovery?",
      "abdominoplastia hace una semana, la barriga la tengo dura como una tabla",
      "lipo en los muslos hace 4 dias, me duele mas que ayer y ni con las pastillas se me quita",
      "me operaron los senos el lunes y un seno esta duro como piedra",
      "bbl hace 6 dias y me duele mas cada dia",
      "tumy tuck 5 dayz ago and the pain gets worse evry day, my belly is hard as a bord",
      "lip filler yesterday and my lips hurt like crazy",
    ])
      expect(emergencyAt(text), text).toBe(true);
  });

  it("pain that is getting better, and bending over after a tummy tuck, stay expected recovery", () => {
    for (const text of [
      "tummy tuck 6 days ago, still sore but better than yesterday, and it pulls when i stand up straight",
      "lipo a week ago, a bit less sore every day, is the firmness normal?",
      "llevo una semana de la abdominoplastia, el dolor va mejorando pero todavia camino encorvada",
      "me hice lipo hace 10 dias, cada dia me siento mejor, es normal que siga algo dura la zona?",
      "tummy tuck 2 weeks ago, it doesnt hurt so bad now, when can i drive?",
    ])
      expect(emergencyAt(text), text).toBe(false);
  });
});

describe("after an injectable: a dot at the needle point and a healing bruise are expected, a colour over an area is not", () => {
  it("a purple or blue dot where the needle went, a bruise turning yellow, tender when eating, in any brand", () => {
    for (const text of [
      "rha in my lips 2 days ago, lumpy-ish and a little purple dot where the needle went, tender when i eat. normal?",
      "got sculptra yesterday, a few little blue dots at the injection points and sore when i touch them",
      "botox 2 days ago, i have a small purple mark at one injection site on my forehead",
      "cheek filler 5 days ago, the bruise is turning yellow and a bit tender",
      "me pusieron juvederm en los labios anteayer, tengo un puntito morado donde entro la aguja y me duele al comer",
      "relleno de ojeras hace 4 dias, el moreton ya se esta poniendo verde amarillento, cuanto tarda en irse?",
    ])
      expect(emergencyAt(text), text).toBe(false);
  });

  it("the same colour over an area, spreading, pale or cold, stays an emergency", () => {
    for (const text of [
      "lip filler 2 days ago and a purple dot where the needle went is now spreading across my lip",
      "lip filler yesterday and there's a purple patch over half my upper lip that hurts like crazy",
      "cheek filler yesterday, a white dot at the injection site and the skin around it is pale and cold",
      "nose filler an hour ago and the whole tip is dusky blue",
      "filler 2 days ago, a little purple dot at one injection spot and it hurts like crazy",
      "me pusieron relleno en los labios y tengo una mancha morada que se esta extendiendo",
    ])
      expect(emergencyAt(text), text).toBe(true);
  });

  it("'slight', 'injection' and 'pincharon' are read as themselves, not as 'sight', 'infection' and 'hincharon'", () => {
    expect(correctedWords("a slight headache at the injection site")).toBe(" a slight headache at the injection site ");
    expect(correctedWords("donde me pincharon")).toBe(" donde me pincharon ");
  });
});

describe("a headache after a toxin", () => {
  it("mild, with small bumps at the injection points, asked with results: expected", () => {
    for (const text of [
      "got dysport yesterday, slight headache and a tiny bump where one shot went. how long until i see results?",
      "day after xeomin, mild headache and little bumps at the injection points, normal?",
      "jeuveau this morning, a little headache and a couple of small bumps, when does it kick in?",
      "me puse dysport ayer, tengo un dolorcito de cabeza leve y unas bolitas donde me pincharon, cuanto tarda en verse?",
    ])
      expect(emergencyAt(text), text).toBe(false);
  });

  it("sudden and severe, or with vision or speech signs: an emergency", () => {
    for (const text of [
      "botox yesterday and now the worst headache of my life",
      "dysport 2 days ago and a headache came on suddenly out of nowhere",
      "botox this morning, headache and my vision went blurry",
      "me puse botox ayer y de repente me dio un dolor de cabeza fuertisimo",
      "me puse xeomin y me duele la cabeza y veo doble",
    ])
      expect(emergencyAt(text), text).toBe(true);
  });
});

describe("a changing mole before a planned treatment: a dermatologist first, not the emergency guidance", () => {
  it("darker, bleeding or itching, with nothing done, in an IPL or laser conversation", () => {
    for (const turns of [
      ["how much is an IPL photofacial?", "a mole on my cheek got darker and bled a bit last week, can they zap it too while i'm there?"],
      ["i have a mole on my back that started bleeding, can i still do laser hair removal there next week?"],
      ["cuanto cuesta el fotofacial?", "tengo una peca que crecio y me pica, me la pueden quitar con el IPL en la misma cita?"],
    ]) {
      const safety = read(...turns);
      expect(safety.emergency, turns.at(-1)).toBe(false);
      expect(safety.lesion, turns.at(-1)).toBe(true);
    }
  });

  it("a spot that changed right after a procedure stays an emergency", () => {
    expect(emergencyAt("had IPL yesterday and now a mole on my cheek turned black and is bleeding")).toBe(true);
  });

  it("the offline engine answers with the dermatologist and the planned treatment, in the asker's language", async () => {
    const en = (
      await converse("how much is ipl for sun spots?", "i have a mole on my cheek that got darker and bled, can they zap that too?")
    ).at(-1)!;
    expect(en.text).not.toBe(EMERGENCY_GUIDANCE);
    expect(en.text).toContain(SAFETY_TEXTS.en.lesion);
    expect(en.text).toContain("IPL");
    expect(en.text).toContain(NOT_MEDICAL_ADVICE);
    const es = (
      await converse(
        "cuanto cuesta el fotofacial IPL?",
        "tengo un lunar en el cuello que esta mas oscuro y sangra, me lo quitan con el laser?",
      )
    ).at(-1)!;
    expect(es.text).not.toBe(EMERGENCY_GUIDANCE_ES);
    expect(es.text).toContain(SAFETY_TEXTS.es.lesion);
  });
});

describe("a covered procedure with an add-on is that procedure", () => {
  it("microneedling with PRP after an immunosuppressant two turns before: the modifier first, not 'not in the guide'", async () => {
    const answer = (
      await converse("i take humira for psoriasis", "what does microneedling cost?", "what about microneedling with PRP?")
    ).at(-1)!;
    expect(answer.grounding.procedure?.procedure.slug).toBe("microneedling");
    expect(answer.text).toMatch(/^It depends — /);
    expect(answer.text).not.toMatch(/not (?:one of the procedures )?in TruSelf's guide/i);
  });

  it("in Spanish, with exosomes; a vampire facial is microneedling", async () => {
    const es = (await converse("tomo metotrexato", "que es el microneedling?", "y el microneedling con exosomas?")).at(-1)!;
    expect(es.grounding.procedure?.procedure.slug).toBe("microneedling");
    expect(es.text).toMatch(/^Depende — /);
    const withPrp = (
      await converse("me pongo humira por la psoriasis", "cuanto cuesta el microneedling?", "¿y con PRP me lo puedo hacer?")
    ).at(-1)!;
    expect(withPrp.grounding.uncovered).toBeUndefined();
    expect(withPrp.text).toMatch(/^Depende — /);
    const plus = (await converse("i'm on methotrexate", "is microneedling good for acne scars?", "what if i add exosomes?")).at(-1)!;
    expect(plus.text).toMatch(/^It depends — /);
    const vampire = (await converse("how much is a vampire facial?")).at(-1)!;
    expect(vampire.grounding.procedure?.procedure.slug).toBe("microneedling");
  });

  it("PRP asked on its own is still the uncovered reply", async () => {
    const prp = (await converse("what does microneedling cost?", "and what about PRP on its own for hair loss?")).at(-1)!;
    expect(prp.grounding.uncovered).toBeDefined();
  });
});
