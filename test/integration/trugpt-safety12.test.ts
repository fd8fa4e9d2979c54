/**
 * TruGPT's safety layer, twelfth round (issue 44, item 1): pain that keeps rising or that the painkiller
 * does not touch is a warning sign, and the painkiller named as a failed remedy is no risk modifier; a
 * question about what could happen after a procedure still ahead (signs to watch, the chance of, what
 * if) is a risks question, while a report now stays an emergency; the expected course of a medium peel
 * or a resurfacing laser (darkening, sheets, tightness, pink shiny new skin) is expected recovery; "go
 * back in", "come back" for a next session are no report about a body. Sentences written for these
 * tests, not taken from any evaluation part.
 */
import { describe, expect, it } from "vitest";
import { EMERGENCY_GUIDANCE, EMERGENCY_GUIDANCE_ES, NOT_MEDICAL_ADVICE, NOT_MEDICAL_ADVICE_ES } from "~/chat/knowledge";
import { assess, reportsPossibleSign } from "~/chat/safety";
import { converse } from "../fixtures/local-answers";

const read = (...turns: string[]) => assess(turns.map((text) => ({ role: "user" as const, text })));
const emergencyAt = (...turns: string[]) => read(...turns).emergency;

describe("pain that keeps rising, pain the painkiller does not touch", () => {
  it("is a warning sign, in English and Spanish, whatever the painkiller", () => {
    for (const text of [
      "botox 3 days ago and my forehead pain keeps getting stronger, tylenol isn't touching it",
      "lip filler yesterday, the pain is rising every hour and nothing touches it",
      "tummy tuck 5 days ago, the advil isn't helping anymore and the pain keeps building, is it normal or what?",
      "had my rhinoplasty 4 days ago, the pain keeps climbing",
      "me hicieron la rinoplastia hace 2 dias, el dolor va a mas y ni tomando paracetamol se me quita",
      "me puse radiesse en la mandibula hace 2 dias y el dolor no para de subir, el naproxeno no me hace nada",
      "lipo hace 3 dias, cada vez me duele mas, es normal o que?",
    ])
      expect(emergencyAt(text), text).toBe(true);
  });

  it("the painkiller that did not help is no risk modifier; one taken or asked about still is", () => {
    expect(read("me puse radiesse hace 2 dias y el dolor no para de subir, el naproxeno no me hace nada").modifiers).not.toContain("nsaid");
    expect(read("lipo 3 days ago, the pain keeps going up and not even the advil does anything").modifiers).not.toContain("nsaid");
    expect(read("i take advil every day for my back, can i get botox?").modifiers).toContain("nsaid");
    expect(read("can i take ibuprofen after my lip filler for the soreness?").modifiers).toContain("nsaid");
  });

  it("pain the medicine handles stays expected recovery", () => {
    expect(emergencyAt("had lipo 4 days ago, sore but the tylenol handles it fine, is that normal?")).toBe(false);
  });

  it("the offline engine gives the emergency guidance alone, not the modifier's 'It depends'", async () => {
    const es = (
      await converse(
        "me inyectaron sculptra en las sienes hace 2 dias y el dolor no para de aumentar, ya ni el ibuprofeno me hace nada, es normal?",
      )
    ).at(-1)!;
    expect(es.text).toBe(EMERGENCY_GUIDANCE_ES);
    const en = (await converse("brow lift 3 days ago, the pain keeps climbing and not even the advil helps, can i take more advil?")).at(
      -1,
    )!;
    expect(en.text).toBe(EMERGENCY_GUIDANCE);
  });
});

describe("a question about what could happen after a procedure still ahead", () => {
  it("is a risks question, not a report, in English and Spanish", () => {
    for (const text of [
      "having botox next week, is there a chance my eyelid droops or my smile gets crooked?",
      "my mom is getting a facelift in june, what are the signs of a stroke after surgery she should watch for?",
      "getting filler next month. what if my lip turns white, what do i do?",
      "having a bbl in may, what are the chances i can't breathe after?",
      "me opero de abdominoplastia en marzo, que pasa si se me infecta la herida?",
      "me voy a poner botox el mes que viene, hay posibilidad de que hable raro o se me caiga la ceja?",
    ]) {
      expect(emergencyAt(text), text).toBe(false);
      expect(reportsPossibleSign(text), text).toBe(false);
    }
  });

  it("a report now, with a procedure planned or done, stays an emergency", () => {
    for (const text of [
      "i'm having a facelift next month but since this morning my face is numb on one side",
      "tengo cita para relleno la semana que viene pero hoy se me durmio la mitad de la cara",
      "i have lipo in april and right now my calf is swollen and hot, should i still go?",
      "had botox last week and one side of my face is drooping, what are the chances it's a stroke?",
    ])
      expect(emergencyAt(text), text).toBe(true);
  });

  it("the offline engine answers the procedure's risks", async () => {
    const en = (await converse("having a facelift in april, what are the odds one side of my face droops afterwards?")).at(-1)!;
    expect(en.text).not.toBe(EMERGENCY_GUIDANCE);
    expect(en.text).toMatch(/facelift/i);
    expect(en.text).toContain(NOT_MEDICAL_ADVICE);
    const es = (
      await converse("cuales son las senales de un coagulo despues de una abdominoplastia? solo para saber, me opero en mayo")
    ).at(-1)!;
    expect(es.text).not.toBe(EMERGENCY_GUIDANCE_ES);
    expect(es.text).toContain(NOT_MEDICAL_ADVICE_ES);
  });
});

describe("the expected course of a medium peel or a resurfacing laser", () => {
  it("darkening, sheets or flakes, tightness, pink shiny new skin: expected, in English and Spanish", () => {
    for (const text of [
      "day 4 after my co2 laser, skin looks brown and is flaking off in sheets, normal?",
      "jessner peel 3 days ago, my face went darker and tight and now it's peeling off in strips",
      "medium peel a week ago, the new skin is pink and shiny, when can i wear makeup?",
      "segundo dia despues del peeling tca, la piel esta tirante y oscurecida, es normal?",
      "me hice un peeling medio hace 4 dias y se me cae la piel a tiras, es normal?",
    ]) {
      expect(emergencyAt(text), text).toBe(false);
      expect(reportsPossibleSign(text), text).toBe(false);
    }
  });

  it("black, grey or spreading skin, pus or a smell after a peel stay warning signs", () => {
    for (const text of [
      "5 days after my medium peel the skin turned black and smells bad",
      "peel 3 days ago and my face is turning grey and it's spreading",
      "tca peel 5 days ago, skin is peeling in sheets but now there's yellow crust and pus",
    ])
      expect(emergencyAt(text), text).toBe(true);
  });
});

describe("a next session is not a report about a body", () => {
  it("'go back in', 'come back', 'get back in', 'regresar' after a question about how long it lasts", () => {
    for (const [first, next] of [
      ["how long does botox last", "like how many months till i have to go back in"],
      ["how long does lip filler last?", "so when do i need to go back for a top up"],
      ["how long does filler last", "when should i get back in for a touch up"],
      ["cuanto dura el botox?", "y cada cuantos meses hay que regresar?"],
    ] as const) {
      expect(emergencyAt(first, next), next).toBe(false);
      expect(reportsPossibleSign(next, [first]), next).toBe(false);
    }
  });

  it("the back of a body after lipo stays a report", () => {
    expect(emergencyAt("lipo on my back 3 days ago and my back is burning, bright red and hot")).toBe(true);
  });

  it("the offline engine continues with the procedure", async () => {
    const answer = (await converse("how long does botox last?", "ok and how many months till i have to come back in?")).at(-1)!;
    expect(answer.text).not.toBe(EMERGENCY_GUIDANCE);
    expect(answer.text).toMatch(/botox/i);
  });
});
