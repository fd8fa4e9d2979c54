/**
 * TruGPT keeps one dialogue state across turns (issue 44, tenth round; decision 080): a turn changes
 * only the slots it fills. A change of place keeps the procedure (and the kind of provider); a practice
 * named after Spanish or English cue words is looked up, and said to be absent when it is; a risk
 * modifier with a place gets the caution, then the search there (no list); asked again in other words,
 * the answer says so instead of repeating itself. Retrieval and the local engine over providers the
 * factory writes to D1; the sentences are our own, not the evaluation's.
 */
import { describe, expect, it } from "vitest";
import { ANSWER_TEXTS } from "~/chat/answer-texts";
import { NOT_MEDICAL_ADVICE, NOT_MEDICAL_ADVICE_ES } from "~/chat/knowledge";
import { insertProviders } from "~/dev/factories.server";
import { converse } from "../fixtures/local-answers";

const en = ANSWER_TEXTS.en;
const es = ANSWER_TEXTS.es;

/** Sentences of the text longer than a few words, as the no-repeat rule reads them. */
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?:])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 25 && !s.startsWith("- ") && ![NOT_MEDICAL_ADVICE, NOT_MEDICAL_ADVICE_ES].some((d) => d.includes(s)));

describe("a change of place mid-conversation", () => {
  it("a town in lower case with no place word before it keeps the procedure, and its providers are the new town's", async () => {
    await insertProviders([
      { name: "Valley Glow Injectables", city: "Phoenix", state: "AZ", zipCode: "85004", specialties: ["Botox"] },
      { name: "Mill Avenue Aesthetics", city: "Tempe", state: "AZ", zipCode: "85281", specialties: ["Botox"] },
    ]);
    const [, tempe] = await converse("botox prices in phoenix", "tempe would honestly be easier for me");
    expect(tempe!.grounding.procedure?.procedure.slug).toBe("botox");
    expect(tempe!.grounding.place?.city).toBe("Tempe");
    expect(tempe!.text).toContain("Mill Avenue Aesthetics");
    expect(tempe!.text).not.toMatch(/which procedure/i);
  });

  it("in Spanish, '¿y por <town>?' and 'mejor en <town>' keep the procedure and answer in Spanish", async () => {
    await insertProviders([
      { name: "Clinica Horizonte", city: "Houston", state: "TX", zipCode: "77002", specialties: ["Liposuction"] },
      { name: "Pearland Contour", city: "Pearland", state: "TX", zipCode: "77584", specialties: ["Liposuction"] },
    ]);
    const [, porPearland, mejor] = await converse("precio de la liposucción en dallas", "¿y por pearland?", "mejor en houston");
    expect(porPearland!.grounding.procedure?.procedure.slug).toBe("liposuction");
    expect(porPearland!.grounding.place?.city).toBe("Pearland");
    expect(porPearland!.grounding.language).toBe("es");
    expect(mejor!.grounding.procedure?.procedure.slug).toBe("liposuction");
    expect(mejor!.grounding.place?.city).toBe("Houston");
  });

  it("a lower-case word that is a tiny town, or a turn that asks something else, is no change of place", async () => {
    const [, hurts, normal, surprise] = await converse("botox in phoenix", "does it hurt a lot", "is that normal", "what a surprise");
    expect(hurts!.grounding.place?.city).not.toBe("Hurt");
    expect(normal!.grounding.place?.city).not.toBe("Normal");
    // A town's name inside a sentence, not leading it, is no change of place.
    expect(surprise!.grounding.place?.city).not.toBe("Surprise");
  });

  it("a kind of provider goes on to the new place ('what about houston?' after nutritionists)", async () => {
    await insertProviders([
      {
        name: "Bayou Nutrition Counseling",
        city: "Houston",
        state: "TX",
        zipCode: "77002",
        type: "nutritionist",
        specialties: ["Nutrition Counseling"],
      },
    ]);
    const [, houston] = await converse("any nutritionists in austin?", "what about houston");
    expect(houston!.grounding.scope).toBe("nutrition");
    expect(houston!.grounding.procedure).toBeUndefined();
    expect(houston!.text).toContain("Bayou Nutrition Counseling");
  });
});

describe("a practice named after cue words", () => {
  it("'¿conocen X?' and 'me recomendaron X' for a practice not listed: 'no está en el directorio de TruSelf', no substitute", async () => {
    await insertProviders([
      { name: "Biscayne Fillers Studio", city: "Miami", state: "FL", zipCode: "33131", specialties: ["Dermal Fillers"] },
    ]);
    const [, conocen] = await converse("quiero relleno de labios en miami", "¿conocen Lumivera?");
    expect(conocen!.grounding.named?.asked).toBe("Lumivera");
    expect(conocen!.text).toContain("Lumivera no está en el directorio de TruSelf");
    expect(conocen!.text).not.toContain("Biscayne Fillers Studio");
    const [recomendaron] = await converse("me recomendaron Solara Derma para el bótox");
    expect(recomendaron!.text).toContain("Solara Derma no está en el directorio de TruSelf");
  });

  it("a practice's name is not read as a place ('Juniper Rose' is no Rose, OK)", async () => {
    const [answer] = await converse("my cousin swears by Juniper Rose for botox, any good?");
    expect(answer!.grounding.named?.asked).toBe("Juniper Rose");
    expect(answer!.grounding.place).toBeUndefined();
    expect(answer!.text).toContain("Juniper Rose is not in the TruSelf directory");
  });

  it("a listed practice after '¿qué tal …?' is linked, and the procedure's sheet the answer before gave is not said again", async () => {
    const [row] = await insertProviders([
      { name: "Saguaro Skin Studio", city: "Phoenix", state: "AZ", zipCode: "85016", specialties: ["Botox"] },
    ]);
    const [first, queTal] = await converse("¿dónde me pongo bótox en phoenix?", "¿qué tal Saguaro Skin Studio?");
    expect(queTal!.text).toContain(`/provider/${row!.id}`);
    const repeated = sentences(first!.text).filter((s) => queTal!.text.includes(s));
    expect(repeated).toEqual([]);
  });
});

describe("a risk modifier with a place", () => {
  it("the caution first, then where to compare providers there once their doctor agrees: the search with the place, no list", async () => {
    await insertProviders([{ name: "Harbor Contour", city: "Miami", state: "FL", zipCode: "33131", specialties: ["Liposuction"] }]);
    const [answer] = await converse("I'm on xarelto, could I get lipo done in miami?");
    expect(answer!.text).toMatch(/^It depends/);
    expect(answer!.grounding.providers).toEqual([]);
    expect(answer!.text).not.toContain("Harbor Contour");
    expect(answer!.text).toContain(
      en.compareOnceCleared("Liposuction", answer!.grounding.place!.label!, "/find-doctors?procedure=liposuction&location=Miami"),
    );
  });

  it("in Spanish, a modifier stated before and a place now: 'No —' first, then the search there", async () => {
    await insertProviders([{ name: "Uptown Glow", city: "Dallas", state: "TX", zipCode: "75201", specialties: ["Botox"] }]);
    const [, answer] = await converse("estoy dando pecho a mi bebé", "¿me puedo poner bótox en dallas?");
    expect(answer!.text).toMatch(/^No —/);
    expect(answer!.text).not.toContain("Uptown Glow");
    expect(answer!.text).toContain("cerca de Dallas, TX en el directorio de TruSelf: /find-doctors?procedure=botox&location=Dallas");
  });
});

describe("the same answer twice", () => {
  it("a follow-up that adds only a detail ('and if I go in on friday?') asks the same kind of question again: no price sheet, no providers", async () => {
    await insertProviders([{ name: "Cactus Wren Injectables", city: "Phoenix", state: "AZ", zipCode: "85004", specialties: ["Botox"] }]);
    const [, friday] = await converse("what are the risks of botox?", "and if I go in on friday?");
    expect(friday!.grounding.procedure?.procedure.slug).toBe("botox");
    expect(friday!.grounding.topic).toBe("risks");
    expect(friday!.text).not.toContain("$");
    expect(friday!.text).not.toContain("Cactus Wren Injectables");
  });

  it("asked again in other words: the answer says it is the same and why, not its sentences again (English and Spanish)", async () => {
    const [first, again] = await converse("what's the recovery like after a facelift?", "so roughly how long am i out of action after it?");
    expect(sentences(first!.text).filter((s) => again!.text.includes(s))).toEqual([]);
    expect(again!.text).toContain(en.sameAnswer("Facelift"));
    const [primero, otraVez] = await converse("¿qué riesgos tiene la depilación láser?", "¿y qué puede salir mal con eso?");
    expect(sentences(primero!.text).filter((s) => otraVez!.text.includes(s))).toEqual([]);
    expect(otraVez!.text).toContain(es.sameAnswer("la depilación láser"));
  });
});

// Issue 44, eleventh round (turns11): the conversation's procedure and place stand across turns that do not fill them.
describe("the conversation's procedure, late in a conversation", () => {
  it("a turn not understood in the middle does not lose the procedure: a change of place after it keeps it", async () => {
    await insertProviders([
      { name: "Trinity Peel Studio", city: "Fort Worth", state: "TX", zipCode: "76102", specialties: ["Chemical Peels"] },
      { name: "Cowtown Smiles Dental", city: "Fort Worth", state: "TX", zipCode: "76104", specialties: ["Dentistry"] },
    ]);
    // The middle turn fills no slot (it carries no procedure of its own nor refers back to one).
    const [, middle, moved] = await converse("peeling químico en dallas", "mmm vale, lo pienso y te digo", "¿y en fort worth?");
    expect(middle!.grounding.followUp).toBe(false);
    expect(moved!.grounding.procedure?.procedure.slug).toBe("chemical-peels");
    expect(moved!.grounding.place?.city).toBe("Fort Worth");
    expect(moved!.grounding.language).toBe("es");
    expect(moved!.text).toContain("Trinity Peel Studio");
    // That town's providers of the procedure, not of every kind.
    expect(moved!.text).not.toContain("Cowtown Smiles Dental");
    expect(moved!.text).not.toContain(es.whichProcedureIn("Fort Worth"));
  });

  it("a price word and a place, with no procedure of their own ('ballpark $$ in fort worth?'): the conversation's procedure's price there", async () => {
    await insertProviders([
      { name: "Stockyards Body Sculpt", city: "Fort Worth", state: "TX", zipCode: "76106", specialties: ["Tummy Tuck"] },
    ]);
    const [, ballpark] = await converse("what does a tummy tuck involve", "ballpark $$ in fort worth?");
    expect(ballpark!.grounding.procedure?.procedure.slug).toBe("tummy-tuck");
    expect(ballpark!.grounding.topic).toBe("cost");
    expect(ballpark!.text).toMatch(/\$[\d,]+ - \$[\d,]+/);
    expect(ballpark!.text).toContain("Stockyards Body Sculpt");
  });

  it("'forget that' still drops the procedure, and another kind of provider still replaces it", async () => {
    const [, , forgot] = await converse("botox in phoenix", "ok thanks", "forget that, rough number for a car wash?");
    expect(forgot!.grounding.procedure).toBeUndefined();
    const [, , nutrition] = await converse("lipo in miami", "any nutritionists in austin?", "what about houston");
    expect(nutrition!.grounding.procedure).toBeUndefined();
  });
});

describe("the price, in slang and Spanish variants", () => {
  it("'¿cuánto me sale?', 'rough number?', 'what's the damage' ask the price of the conversation's procedure", async () => {
    for (const [first, asked] of [
      ["microneedling en dallas", "¿cuánto me sale?"],
      ["tell me about ipl photofacials", "rough number?"],
      ["thinking about a thread lift", "ok what's the damage"],
      ["me interesa el bótox", "¿a cuánto anda?"],
    ] as const) {
      const [, answer] = await converse(first, asked);
      expect(answer!.grounding.topic, asked).toBe("cost");
      expect(answer!.grounding.procedure, asked).toBeDefined();
      expect(answer!.text, asked).toMatch(/\$[\d,]+ - \$[\d,]+/);
    }
  });

  it("a price asked again keeps the price even when the answer is shortened", async () => {
    const [first, again] = await converse("how much is coolsculpting", "ok but ballpark, rough number?");
    expect(first!.text).toMatch(/\$2,000 - \$4,000/);
    expect(again!.text).toMatch(/\$2,000 - \$4,000/);
    expect(again!.text).not.toBe(first!.text);
    const [, otraVez] = await converse("¿cuánto cuesta la depilación láser?", "¿y en cuánto me sale, más o menos?");
    expect(otraVez!.text).toMatch(/\$200 - \$500/);
  });
});

describe("booking with no provider named", () => {
  it("'can you arrange it?', 'reach out for me': TruGPT cannot book or contact anyone, and links the search for the procedure and place", async () => {
    await insertProviders([
      { name: "Greenpoint Lip Bar", city: "Brooklyn", state: "NY", zipCode: "11222", specialties: ["Dermal Fillers"] },
    ]);
    const [, arrange] = await converse("lip filler in brooklyn", "great, can you arrange it for me?");
    expect(arrange!.grounding.booking).toBe(true);
    expect(arrange!.grounding.searchPath).toBe("/find-doctors?procedure=dermal-fillers&location=Brooklyn");
    expect(arrange!.text).toContain(en.bookSearch(arrange!.grounding.searchPath, "Dermal Fillers", "Brooklyn, NY"));
    expect(arrange!.text).not.toContain("Greenpoint Lip Bar");
    const [, reach] = await converse("I want a facelift", "could someone reach out for me?");
    expect(reach!.grounding.booking).toBe(true);
    expect(reach!.text).toContain("I can't book appointments myself, nor contact a provider for you");
    expect(reach!.grounding.searchPath).toBe("/find-doctors?procedure=facelift");
  });

  it("in Spanish ('¿me lo puedes agendar?'): no puede reservar, and the search", async () => {
    const [, agendar] = await converse("bótox en scottsdale", "¿me lo puedes agendar tú?");
    expect(agendar!.grounding.booking).toBe(true);
    expect(agendar!.text).toContain("No puedo reservar citas por mi cuenta, ni contactar a un proveedor por usted");
    expect(agendar!.text).toContain("/find-doctors?procedure=botox&location=Scottsdale");
  });
});

describe("a practical question about a practice that TruGPT has no data on", () => {
  it("opening hours, parking, an insurance plan: 'I don't have …', the profile, a call; the list is not said again", async () => {
    const [row, other] = await insertProviders([
      { name: "Mesquite Glow Clinic", city: "Phoenix", state: "AZ", zipCode: "85004", specialties: ["Botox"] },
      { name: "Roadrunner Injectables", city: "Phoenix", state: "AZ", zipCode: "85016", specialties: ["Botox"] },
    ]);
    const provider = { id: row!.id, name: "Mesquite Glow Clinic" };
    const [, hours] = await converse("botox in phoenix", "is Mesquite Glow Clinic open saturdays?");
    expect(hours!.grounding.practical).toBe("hours");
    expect(hours!.text).toBe(en.noData("hours", { ...provider, location: "", specialties: [], isVerified: false }));
    expect(hours!.text).toContain(`/provider/${row!.id}`);
    expect(hours!.text).not.toContain(other!.name);
    expect(hours!.text).not.toContain("$");
    // "They" is the practice named the turn before.
    const [, parking] = await converse("is Mesquite Glow Clinic good for botox?", "do they have parking?");
    expect(parking!.grounding.practical).toBe("parking");
    expect(parking!.text).toContain("I don't have parking details for Mesquite Glow Clinic");
    const [insurance] = await converse("does Mesquite Glow Clinic take Cigna?");
    expect(insurance!.grounding.practical).toBe("insurance");
    expect(insurance!.text).toMatch(/^I don't have insurance details for Mesquite Glow Clinic/);
  });

  it("in Spanish: 'No tengo el horario de …'; a practice's own name is no practical question ('Parkside')", async () => {
    const [row] = await insertProviders([
      { name: "Parkside Laser Studio", city: "Seattle", state: "WA", zipCode: "98101", specialties: ["Laser Hair Removal"] },
    ]);
    const [, horario] = await converse("depilación láser en seattle", "¿Parkside Laser Studio abre los domingos?");
    expect(horario!.grounding.practical).toBe("hours");
    expect(horario!.text).toMatch(/^No tengo el horario de Parkside Laser Studio/);
    expect(horario!.text).toContain(`/provider/${row!.id}`);
    const [idioma] = await converse("¿en Parkside Laser Studio hablan español?");
    expect(idioma!.grounding.practical).toBe("languages");
    expect(idioma!.text).toMatch(/^No tengo datos de los idiomas que hablan de Parkside Laser Studio/);
    const [open] = await converse("is Parkside Laser Studio open?");
    expect(open!.grounding.practical).toBe("hours");
    const [good] = await converse("is Parkside Laser Studio good for laser hair removal?");
    expect(good!.grounding.practical).toBeUndefined();
    expect(good!.text).toContain("Parkside Laser Studio is in the TruSelf directory");
  });

  it("asked of the practices a list named ('are any of them open late?'): no data for them, the search, no list again", async () => {
    await insertProviders([
      { name: "Elliott Bay Aesthetics", city: "Seattle", state: "WA", zipCode: "98101", specialties: ["Thread Lift"] },
    ]);
    const [first, late] = await converse("thread lift in seattle", "are any of them open late?");
    expect(first!.text).toContain("Elliott Bay Aesthetics");
    expect(late!.grounding.practical).toBe("hours");
    expect(late!.text).toBe(en.noDataListed("hours", late!.grounding.searchPath));
    expect(late!.text).not.toContain("Elliott Bay Aesthetics");
  });
});

describe("a new procedure in the same place", () => {
  it("'same area' and a follow-up in a later sentence keep the place; a new question on its own does not", async () => {
    await insertProviders([
      { name: "Harbor Contour Studio", city: "Seattle", state: "WA", zipCode: "98101", specialties: ["CoolSculpting", "Facelift"] },
    ]);
    const [, sameArea] = await converse("facelift cost in seattle", "scratch that, coolsculpting for my belly in the same area?");
    expect(sameArea!.grounding.procedure?.procedure.slug).toBe("coolsculpting");
    expect(sameArea!.grounding.place?.city).toBe("Seattle");
    expect(sameArea!.text).toContain("Harbor Contour Studio");
    const [, later] = await converse("facelift cost in seattle", "hmm too much surgery for me. what about coolsculpting?");
    expect(later!.grounding.place?.city).toBe("Seattle");
    const [, es] = await converse("lifting facial en seattle", "mejor coolsculpting en la misma zona");
    expect(es!.grounding.place?.city).toBe("Seattle");
    const [, fresh] = await converse("facelift cost in seattle", "How much does CoolSculpting cost?");
    expect(fresh!.grounding.place).toBeUndefined();
  });
});

describe("booking in chat shorthand (issue 44, twelfth round)", () => {
  it("'appt', 'sched', 'u', 'get me in' and typos of booking's words reach the booking answer with the conversation's procedure and place", async () => {
    await insertProviders([{ name: "Saguaro Line Injectables", city: "Phoenix", state: "AZ", zipCode: "85004", specialties: ["Botox"] }]);
    for (const asked of [
      "sweet can u just set up an appt for me somewhere",
      "sched me a consult pls",
      "could you get me in somewhere next week",
      "make me an apointment",
    ]) {
      const [, booked] = await converse("botox in phoenix?", asked);
      expect(booked!.grounding.booking, asked).toBe(true);
      expect(booked!.text, asked).toContain(en.bookSearch("/find-doctors?procedure=botox&location=Phoenix", "Botox", "Phoenix, AZ"));
      expect(booked!.text, asked).not.toMatch(/not sure I understood/);
    }
    // Not a request: a question about booking later, or an apartment.
    const [, later] = await converse("botox in phoenix?", "what should I ask before I book an appt?");
    expect(later!.grounding.booking).toBe(false);
  });

  it("in Spanish ('hazme la cita', 'sácame una cita', 'agéndame'): no puede reservar, and the search for the procedure", async () => {
    for (const asked of ["ok hazme la cita con quien sea", "sácame una cita porfa", "va, agéndame para el viernes"]) {
      const [, cita] = await converse("depilación láser en seattle", asked);
      expect(cita!.grounding.booking, asked).toBe(true);
      expect(cita!.text, asked).toContain("No puedo reservar citas por mi cuenta");
      expect(cita!.text, asked).toContain("/find-doctors?procedure=laser-hair-removal&location=Seattle");
    }
  });
});

describe("a turn that points at something never said (issue 44, twelfth round)", () => {
  it("'y lo de … que me dijo mi amiga, ¿eso aplica para mí?' keeps the procedure and place and says it is not sure, never 'which procedure?'", async () => {
    await insertProviders([
      { name: "Little Havana Contour", city: "Miami", state: "FL", zipCode: "33135", specialties: ["Brazilian Butt Lift"] },
    ]);
    const [, unclear] = await converse("quiero un bbl en miami", "y lo de la fajita especial que me contó mi prima, ¿eso aplica para mí?");
    expect(unclear!.grounding.scope).toBe("unclear");
    expect(unclear!.grounding.procedure?.procedure.slug).toBe("brazilian-butt-lift");
    expect(unclear!.text).toMatch(/^No estoy seguro de haber entendido/);
    expect(unclear!.text).toContain("Miami");
    expect(unclear!.text).not.toMatch(/¿Qué procedimiento/);
    expect(unclear!.text).not.toContain("Little Havana Contour");
    expect(unclear!.text).toContain(NOT_MEDICAL_ADVICE_ES);
  });

  it("in English ('and that thing my sister mentioned, does that apply to me?'), after a price turn too", async () => {
    const [, , thing] = await converse(
      "tummy tuck in houston",
      "how much is it",
      "and that coupon thing my sister mentioned, does that apply to me?",
    );
    expect(thing!.grounding.procedure?.procedure.slug).toBe("tummy-tuck");
    expect(thing!.text).toMatch(/^I'm not sure I understood that/);
    expect(thing!.text).not.toMatch(/which procedure/i);
    // A turn that asks something of its own still gets its answer ("and does that hurt?").
    const [, hurts] = await converse("tummy tuck in houston", "and does that hurt a lot?");
    expect(hurts!.grounding.scope).toBe("procedure");
  });
});

describe("a kind of provider in Mexican/US Spanish and English shorthand (issue 44, twelfth round)", () => {
  it("nutrióloga, dietista, dietólogo (with or without accents), dietician and 'an RD' are nutrition, with the disclaimer and that kind's providers", async () => {
    await insertProviders([
      { name: "Zilker Plate Nutrition", city: "Austin", state: "TX", zipCode: "78704", specialties: ["Nutrition Counseling"] },
      { name: "Congress Avenue Contour", city: "Austin", state: "TX", zipCode: "78701", specialties: ["Liposuction"] },
    ]);
    for (const asked of [
      "busco una nutrióloga en austin para bajar unos kilitos antes de operarme",
      "¿alguna dietista por austin?",
      "necesito un dietologo en austin",
      "any dietician in austin? wanna drop a few lbs",
      "looking for an RD in austin before my lipo",
    ]) {
      const [answer] = await converse(asked);
      expect(answer!.grounding.scope, asked).toBe("nutrition");
      expect(answer!.grounding.procedure, asked).toBeUndefined();
      expect(answer!.text, asked).toContain("Zilker Plate Nutrition");
      expect(answer!.text, asked).not.toContain("Congress Avenue Contour");
      expect(answer!.text, asked).toContain(answer!.grounding.language === "es" ? NOT_MEDICAL_ADVICE_ES : NOT_MEDICAL_ADVICE);
    }
  });

  it("a dermatóloga, a derm or an esthetician replaces the conversation's procedure", async () => {
    const [, derm] = await converse("facelift in beverly hills", "ok also need a derm in dallas");
    expect(derm!.grounding.procedure).toBeUndefined();
    expect(derm!.text).not.toContain("Facelift");
    const [, dermatologa] = await converse("rinoplastia en los ángeles", "y una dermatologa en dallas?");
    expect(dermatologa!.grounding.procedure).toBeUndefined();
    expect(dermatologa!.text).not.toMatch(/rinoplastia/i);
  });
});
