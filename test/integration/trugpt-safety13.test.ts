/**
 * TruGPT, thirteenth round (issue 44): stroke signs said as numbness ("can't feel half her face") or a
 * weak arm or leg are warning signs; a result not seen yet ("no veo ningún cambio", "can't see any
 * difference") is no loss of sight but a question about when results show; a risk asked about in
 * general, before a procedure or after a video, and the fear of dying in an operation are questions,
 * not reports nor a crisis; a price asked as what one would pay; "forget the X." drops X for the rest
 * of the turn. Fourteenth round: confusion after an operation; a facelift's bruised face and
 * microneedling's sunburn-like face as expected; what one was told is no report; a past blood clot as
 * a risk modifier; a practice's track record as data TruSelf does not hold. Sentences written for
 * these tests, not taken from any evaluation part.
 */
import { describe, expect, it } from "vitest";
import { EMERGENCY_GUIDANCE, EMERGENCY_GUIDANCE_ES } from "~/chat/knowledge";
import { detectTopic } from "~/chat/knowledge";
import { assess } from "~/chat/safety";
import { converse } from "../fixtures/local-answers";

const read = (...turns: string[]) => assess(turns.map((text) => ({ role: "user" as const, text })));
const emergencyAt = (...turns: string[]) => read(...turns).emergency;

describe("stroke signs said as numbness or a weak limb", () => {
  it("are warning signs, told by the patient or a relative, in English and Spanish", () => {
    for (const text of [
      "my aunt got dysport last week and tonight she cant feel the left side of her face, she thinks its the dysport",
      "had botox 5 days ago and this morning my right arm went weak and heavy, i keep dropping my coffee",
      "botox 2 weeks ago, suddenly i cant lift my left arm properly. is this a side effect?",
      "a mi papa le pusieron botox hace una semana y ahora no siente medio lado de la cara, dice que ya se le pasara",
      "me puse xeomin el lunes y hoy tengo la pierna izquierda dormida y sin fuerza, es normal?",
      "mi hermana se hizo relleno ayer y no puede levantar el brazo derecho",
    ])
      expect(emergencyAt(text), text).toBe(true);
  });

  it("a sore arm from the gym is no stroke sign", () => {
    expect(emergencyAt("my arm is sore from lifting at the gym, can i still get botox on friday?")).toBe(false);
  });

  it("the offline engine answers a relative's numb face with the emergency guidance alone", async () => {
    const es = (await converse("a mi mama le pusieron botox hace 8 dias y de repente no siente la mitad de la cara, cuanto dura eso?")).at(
      -1,
    )!;
    expect(es.text).toBe(EMERGENCY_GUIDANCE_ES);
  });
});

describe("a result not seen yet", () => {
  it("is no loss of sight, in English and Spanish; sight lost still is", () => {
    expect(emergencyAt("got lip filler 3 days ago and i can't see any difference, is that normal?")).toBe(false);
    expect(emergencyAt("me puse dysport hace 4 dias y no veo ningun cambio todavia")).toBe(false);
    expect(emergencyAt("me hice botox hace una semana y no puedo ver ninguna diferencia")).toBe(false);
    expect(emergencyAt("filler in my temple an hour ago and i can't see out of my right eye")).toBe(true);
    expect(emergencyAt("me pusieron relleno en la frente y no veo bien de un ojo")).toBe(true);
  });

  it("is answered with when results show, not a price sheet", async () => {
    expect(detectTopic("did dysport on monday, its friday and i don't see any change. did it not work?")).toBe("results");
    expect(detectTopic("me puse botox hace 3 dias, cuando empieza a hacer efecto?")).toBe("results");
    const answer = (await converse("got botox 4 days ago and i dont see any difference yet, did it not work?")).at(-1)!;
    expect(answer.text).not.toMatch(/\$\d/);
    expect(answer.text).toMatch(/Botox/);
  });
});

describe("risks asked in general, and the fear of dying in an operation", () => {
  it("are questions, not reports, in English and Spanish", () => {
    for (const text of [
      "cuales son los riesgos de embolia con la abdominoplastia? todavia no me la hago",
      "vi un video de una muchacha que quedo ciega por relleno, que tan comun es?",
      "is it true nose filler can make you go blind? haven't had it yet",
    ])
      expect(emergencyAt(text), text).toBe(false);
  });

  it("the fear of dying in an operation is no crisis; wanting to die still is", () => {
    expect(read("tengo panico a la anestesia, me voy a morir en la lipo?").signs).not.toContain("selfHarm");
    expect(read("am i going to die during my tummy tuck, im so scared").signs).not.toContain("selfHarm");
    expect(read("quiero morir en la cirugia y ya no despertar").signs).toContain("selfHarm");
    expect(read("honestly i wanna die during the surgery").signs).toContain("selfHarm");
    expect(read("i want to die after how my bbl turned out").signs).toContain("selfHarm");
  });

  it("a needle in a vessel asked about is a risks question", () => {
    expect(detectTopic("before i book cheek filler, what happens if they hit an artery?")).toBe("risks");
  });
});

describe("the price as what one would pay", () => {
  it("is a cost question; paying attention is not", () => {
    expect(detectTopic("ok but what would i really pay for it")).toBe("cost");
    expect(detectTopic("whats the out of pocket for a session")).toBe("cost");
    expect(detectTopic("cuanto pagaria mas o menos por una sesion")).toBe("cost");
    expect(detectTopic("what should i pay attention to the first week")).not.toBe("cost");
  });
});

describe("'forget the X.' drops X", () => {
  it("answers the procedure asked next, in its place, without the one dismissed", async () => {
    const answer = (await converse("how much is a tummy tuck in miami", "forget the tummy tuck. who does botox in chicago")).at(-1)!;
    expect(answer.grounding.procedure?.procedure.slug).toBe("botox");
    expect(answer.grounding.place?.city).toBe("Chicago");
    expect(answer.grounding.compared ?? []).toHaveLength(0);
    expect(answer.text).toMatch(/Botox/);
    expect(answer.text).not.toMatch(/Tummy Tuck/i);
  });

  it("keeps a turn whose dismissal names no procedure", async () => {
    expect((await converse("how much is botox", "never mind, what is a chemical peel?")).at(-1)!.text).toMatch(/Chemical Peel/);
  });

  it("a warning sign after a dismissal is still the emergency", async () => {
    const answer = (
      await converse("how much is lip filler", "forget the filler. my lip went white and hurts since the injection an hour ago")
    ).at(-1)!;
    expect(answer.text).toBe(EMERGENCY_GUIDANCE);
  });
});

describe("fourteenth round", () => {
  it("confusion after an operation is a warning sign; confused by a price or a sheet is not", () => {
    expect(emergencyAt("a mi tia la operaron de los parpados ayer y esta confundida, no sabe en que dia estamos")).toBe(true);
    expect(emergencyAt("my dad had a neck lift yesterday and now he doesnt recognize us")).toBe(true);
    expect(emergencyAt("im a bit confused about the price of lipo in dallas")).toBe(false);
  });

  it("a bruised face after a facelift and a sunburn-like face after microneedling are the expected course", () => {
    expect(emergencyAt("es normal tener el cuello hinchado y morado la primera semana despues del lifting facial?")).toBe(false);
    expect(emergencyAt("facelift 4 days ago, my neck is purple and cold and it hurts a lot")).toBe(true);
    expect(emergencyAt("me hice microneedling ayer y tengo la cara roja como quemada de sol, cuanto dura eso?")).toBe(false);
  });

  it("what someone was told about the recovery is no report", () => {
    expect(emergencyAt("cuanto cuesta una abdominoplastia", "y la recuperacion? me dijeron que se siente muy apretado, es asi?")).toBe(
      false,
    );
  });

  it("a blood clot in the past is a risk modifier, however long ago; the risk of clots asked in general is not", () => {
    expect(read("i had a DVT in my leg 8 years ago, all cleared up. am i ok for a tummy tuck?").modifiers).toContain("clotHistory");
    expect(read("tuve una embolia pulmonar hace 6 anos, me puedo hacer la lipo?").modifiers).toContain("clotHistory");
    expect(read("how common are blood clots after a tummy tuck?").modifiers).not.toContain("clotHistory");
  });

  it("the answer to a past clot is never a plain yes", async () => {
    const answer = (await converse("had a blood clot in my calf years ago, totally fine now. can i still get lipo?")).at(-1)!;
    expect(answer.text).toMatch(/^(It depends|No)/);
    expect(answer.text).toMatch(/clot/);
  });

  it("a weekday is never read as a typo of a body word", () => {
    expect(read("me hice botox el lunes y hoy habla arrastrando las palabras").emergency).toBe(true);
  });
});

describe("a practice's track record", () => {
  it("is a figure TruSelf does not hold, said plainly", async () => {
    const { practicalKind } = await import("~/chat/retrieval.server");
    expect(practicalKind("how many facelifts has dr smith done this year")).toBe("record");
    expect(practicalKind("what is their complication rate")).toBe("record");
    expect(practicalKind("cual es su tasa de complicaciones")).toBe("record");
    expect(practicalKind("how many sessions do i need")).toBeUndefined();
  });
});

describe("fifteenth round", () => {
  it("swelling still there a week on, a symptom that is over, and IPL spots that darken are the expected course", () => {
    expect(emergencyAt("is it normal to still be swollen and bruised 10 days after my facelift? barely any pain")).toBe(false);
    expect(emergencyAt("me hice un peeling hace una semana, se me puso roja la cara un dia pero ya se me quito, es normal?")).toBe(false);
    expect(emergencyAt("had ipl yesterday and my brown spots look darker, like pepper, is that expected")).toBe(false);
    expect(emergencyAt("had ipl today and now there's a dark spot in my vision in the right eye")).toBe(true);
  });

  it("a procedure not done yet is not read as done from 'had'", () => {
    expect(emergencyAt("haven't had it yet but how do surgeons stop blood clots after a bbl?")).toBe(false);
    expect(emergencyAt("haven't had the filler yet but my throat is closing and i have hives")).toBe(true);
  });

  it("bleeding told as a bleeding disorder, with nothing done, is the modifier, not an emergency", () => {
    expect(emergencyAt("tengo hemofilia y me sangra mucho la nariz desde siempre", "y la lipo me la puedo hacer?")).toBe(false);
    expect(read("tengo hemofilia y me sangra mucho la nariz desde siempre").modifiers).toContain("bleedingDisorder");
    expect(emergencyAt("i have von willebrand and had lip filler today, it keeps bleeding and won't stop")).toBe(true);
  });

  it("a neck swelling fast after a facelift, and pressure on breathing, are warning signs", () => {
    expect(emergencyAt("a mi esposo le hicieron lifting ayer y el cuello se le esta hinchando rapidisimo")).toBe(true);
    expect(emergencyAt("mi mama se opero la papada ayer y dice que siente presion al respirar")).toBe(true);
  });

  it("a game's score in Spanish is off topic; how the face will look after is a recovery question", async () => {
    const { isOffTopic } = await import("~/chat/knowledge");
    expect(isOffTopic("oye quien gano el partido de anoche")).toBe(true);
    expect(isOffTopic("puedo ver el partido despues de la lipo?")).toBe(false);
    expect(detectTopic("peel on friday, will my skin be red after?")).toBe("recovery");
  });

  it("'and can i get it now?' continues the conversation's procedure, with its caution said shortly the second time", async () => {
    const answers = await converse("estoy embarazada de 4 meses", "cuanto cuesta el botox en dallas?", "y me lo puedo poner ya?");
    const last = answers.at(-1)!;
    expect(last.grounding.procedure?.procedure.slug).toBe("botox");
    expect(last.text).toMatch(/^No — no se recomienda/);
    expect(last.text).toMatch(/médico/);
    const en = (await converse("how much is microneedling in dallas?", "and can i get it now?")).at(-1)!;
    expect(en.grounding.procedure?.procedure.slug).toBe("microneedling");
  });
});

describe("common words are never typos", () => {
  it("a common English or Spanish word one edit from a key word is read as typed", async () => {
    const { correctedWords } = await import("~/chat/safety");
    const cases: [string, string][] = [
      ["can you check my cheek filler", "check"],
      ["is that a threat to my throat", "threat"],
      ["how much are botox shots", "shots"],
      ["me puse botox el lunes", "lunes"],
      ["mi medico me dijo que espere", "medico"],
      ["cuanto tengo que pagar", "pagar"],
      ["no tengo ganas de esperar", "ganas"],
    ];
    for (const [typed, kept] of cases) expect(correctedWords(typed), typed).toContain(` ${kept} `);
  });

  it("typos and other forms of key words are still read as them", async () => {
    const { correctedWords } = await import("~/chat/safety");
    expect(correctedWords("my lips are swolen")).toContain(" swollen ");
    expect(correctedWords("wat is microneedlin")).toContain(" microneedling ");
  });
});

describe("sixteenth round", () => {
  it("a practice named in lower case after its business word is looked up", async () => {
    const answer = (await converse("tienen la clinica sol radiante de laredo? para botox")).at(-1)!;
    expect(answer.text).toMatch(/Clinica Sol Radiante/);
    expect(answer.text).toMatch(/no está en el directorio|not in the TruSelf directory/i);
  });

  it("a practice's English name does not make a Spanish question English", async () => {
    const { detectLanguage } = await import("~/chat/knowledge");
    expect(detectLanguage("hace abdominoplastia?")).toBe("es");
    expect(detectLanguage("tienen rinoplastia")).toBe("es");
  });

  it("'ok cool' is no cold skin", () => {
    expect(emergencyAt("how long does juvederm last", "ok cool. day 3 and my lips are a little lumpy and bruised, normal?")).toBe(false);
    expect(emergencyAt("lip filler this morning and my lip feels cool and looks pale")).toBe(true);
  });
});

describe("sixteenth round, trials safety15 and turns15", () => {
  it("pain that cannot be borne or doubles someone over is a warning sign; 'no duele mucho' is not", () => {
    expect(emergencyAt("a mi hermano le hicieron abdominoplastia hace 3 dias y tiene un dolor que no soporta")).toBe(true);
    expect(emergencyAt("bbl 4 days ago and im doubled over in pain")).toBe(true);
    expect(emergencyAt("me hice lipo de brazos hace 4 dias, sigue algo hinchado pero no duele mucho, va mejorando")).toBe(false);
  });

  it("'el aumento' in a turn about the breasts is a breast augmentation", async () => {
    const { detectProcedure } = await import("~/chat/knowledge");
    expect(detectProcedure("tengo los senos tirantes a dos semanas del aumento")?.procedure.slug).toBe("breast-augmentation");
  });

  it("more children planned is a risk modifier", () => {
    expect(read("is a tummy tuck ok if we want one more baby later").modifiers).toContain("pregnancy");
    expect(read("quiero tener mas hijos, me conviene la abdominoplastia?").modifiers).toContain("pregnancy");
  });

  it("a procedure of the past is not compared with the one asked about", async () => {
    const answer = (await converse("hace tres años me puse relleno en los labios, cuanto dura el botox?")).at(-1)!;
    expect(answer.grounding.compared ?? []).toHaveLength(0);
    expect(answer.grounding.procedure?.procedure.slug).toBe("botox");
  });

  it("a booking asked with a price gets the price too", async () => {
    const answer = (await converse("cuanto cuesta el microneedling? quiero agendar el mes que viene")).at(-1)!;
    expect(answer.text).toMatch(/\$\d/);
    expect(answer.text).toMatch(/No puedo reservar/);
  });
});

describe("seventeenth round (part 17)", () => {
  it("a fever said to be absent is no fever", () => {
    expect(emergencyAt("thread lift 3 days ago, a bit tight when i talk, no fever no redness, normal?")).toBe(false);
    expect(emergencyAt("lipo hace 5 dias, sin fiebre, solo algo hinchado")).toBe(false);
    expect(emergencyAt("lipo hace 5 dias y tengo fiebre y la herida roja y caliente")).toBe(true);
  });

  it("'dollar-wise' and 'what would i be looking at' ask the price", () => {
    expect(detectTopic("what would i be looking at for a facelift")).toBe("cost");
    expect(detectTopic("dollar-wise how bad is a bbl")).toBe("cost");
  });

  it("a caution said whole the turn before is said shortly, naming the procedure, with nothing repeated", async () => {
    const answers = await converse("what is a tummy tuck", "i'm breastfeeding my baby btw", "so could i get it this summer?");
    const [, second, third] = answers;
    expect(third!.text).toMatch(/^No — not recommended: the caution in my answer above applies to Tummy Tuck\./);
    const sentences = third!.text
      .split(/(?<=[.!?])\s+/)
      .filter((s) => s.length > 25 && !/not medical advice|treating doctor|board-certified provider/.test(s));
    expect(sentences.filter((s) => second!.text.includes(s))).toEqual([]);
  });
});
