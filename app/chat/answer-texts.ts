/**
 * The local engine's sentences (issue 37, item 2), in English and in Spanish: every text an answer
 * is made of besides the facts of knowledge.ts and knowledge-es.ts. Exact texts, tested in
 * test/integration/trugpt-answers.test.ts.
 */
import type { MentionedProvider } from "./chat-texts";
import { EMERGENCY_GUIDANCE, EMERGENCY_GUIDANCE_ES, NOT_MEDICAL_ADVICE, NOT_MEDICAL_ADVICE_ES, NUTRITION_FACTS } from "./knowledge";
import { NUTRITION_FACTS_ES } from "./knowledge-es";

/**
 * What a procedure's price and quote depend on: surgery (surgeon, anesthesia, facility, garments),
 * an injectable (product per unit or syringe; a thread lift's threads too) or a device or skin
 * treatment (a course of sessions).
 */
export type ProcedureKind = "surgery" | "injectable" | "device";
const INJECTABLES = new Set(["botox", "dermal-fillers", "thread-lift"]);
export function procedureKind(slug: string, category: string): ProcedureKind {
  return category === "surgical" ? "surgery" : INJECTABLES.has(slug) ? "injectable" : "device";
}

/** What a procedure's amount is counted in. */
const UNITS_EN: Record<string, string> = { botox: "units", "dermal-fillers": "syringes", "thread-lift": "threads" };
const UNITS_ES: Record<string, string> = { botox: "unidades", "dermal-fillers": "jeringas", "thread-lift": "hilos" };

/** "el bótox" after "de" reads "del bótox". */
const de = (name: string) => (name.startsWith("el ") ? `del ${name.slice(3)}` : `de ${name}`);
/** Procedures after which a compression garment is worn, and those after which a surgical bra is. */
const COMPRESSION = new Set(["liposuction", "tummy-tuck", "brazilian-butt-lift", "mommy-makeover"]);
const BREAST = new Set(["breast-augmentation", "breast-reduction"]);
/** "el bótox" after "a" reads "al bótox". */
const a = (name: string) => (name.startsWith("el ") ? `al ${name.slice(3)}` : `a ${name}`);
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const millas = (distance: number) =>
  distance < 1 ? "menos de 1 milla" : Math.round(distance) === 1 ? "1 milla" : `${Math.round(distance)} millas`;
const miles = (distance: number) => (distance < 1 ? "less than 1" : String(Math.round(distance)));

/** What a practice's profile does not hold, asked about it: its hours, parking, walk-ins, the insurance plans it takes, who is in on a day, access, languages. */
export type PracticalKind = "hours" | "parking" | "walkIns" | "insurance" | "staff" | "access" | "languages" | "record";

/** What TruSelf holds no data on, as the answer names it. */
const PRACTICAL_EN: Record<PracticalKind, string> = {
  hours: "opening hours",
  parking: "parking details",
  walkIns: "walk-in details",
  insurance: "insurance details",
  staff: "staff schedules",
  access: "accessibility details",
  languages: "details of the languages spoken",
  record: "figures on how many procedures they have done or their complication rates",
};
const PRACTICAL_ES: Record<PracticalKind, string> = {
  hours: "el horario",
  parking: "datos del estacionamiento",
  walkIns: "datos sobre consultas sin cita",
  insurance: "datos sobre los seguros que aceptan",
  staff: "el horario de su personal",
  access: "datos de accesibilidad",
  languages: "datos de los idiomas que hablan",
  record: "cifras de cuántos procedimientos han hecho ni de sus tasas de complicaciones",
};

export const ANSWER_TEXTS = {
  en: {
    emergency: EMERGENCY_GUIDANCE,
    notMedicalAdvice: NOT_MEDICAL_ADVICE,
    nutrition: NUTRITION_FACTS,
    outsideScope:
      "I can only help with cosmetic and aesthetic procedures, recovery and nutrition around them, and finding a provider in the TruSelf directory. Is there a procedure you'd like to know about?",
    capabilities: (examples: string) =>
      `I can answer questions about procedures such as ${examples} and more: what they are, typical prices, recovery, risks, who is a good candidate and how to find a provider. Which procedure are you curious about?`,
    whichProcedureIn: (city: string) => `I can help you find providers in ${city}. Which procedure are you interested in?`,
    price: (name: string, range: string, kind: ProcedureKind = "surgery") =>
      `In the US, ${name} typically costs ${range}, depending on ${
        kind === "surgery"
          ? "the surgeon's experience, the city, anesthesia and facility fees"
          : kind === "injectable"
            ? "the injector's experience, the city and how much product you need"
            : "the provider's experience, the city, the device and how many sessions or areas you need"
      }.`,
    priceIn: (city: string) => `Prices in ${city} can sit above or below that range.`,
    quote: (kind: ProcedureKind = "surgery") =>
      kind === "surgery"
        ? "Ask for an all-inclusive quote (surgeon, anesthesia, facility, garments, follow-ups) and whether financing is offered."
        : kind === "injectable"
          ? "Ask whether the price is per unit, syringe or area, whether a follow-up or touch-up visit is included, and whether financing is offered."
          : "Ask for the price of the whole course of sessions (many clinics sell packages), what a touch-up costs, and whether financing is offered.",
    /** "How many units / syringes do I need?": no honest number without an exam (eighth round). */
    amount: (slug: string, name: string) =>
      `It depends — there is no honest number without an exam. How many ${UNITS_EN[slug] ?? "sessions or how much treatment"} of ${name} you need depends on the area, ${slug === "botox" ? "the strength of your muscles" : slug === "dermal-fillers" ? "how much volume you have lost" : "your skin"}, the result you want and how you responded before; the provider decides it in person, often starting low and adding more at a follow-up.`,
    recoveryAfter: (name: string, recovery: string) => `Recovery after ${name}: ${recovery}`,
    recovery: (recovery: string) => `Recovery: ${recovery}`,
    risksOf: (name: string, risks: string) => `Risks of ${name}: ${risks}`,
    lowerRisks: "Choosing a board-certified, experienced provider lowers them.",
    candidates: (name: string, candidacy: string) => `Good candidates for ${name}: ${candidacy}`,
    nutritionAround: (name: string, facts: string) => `Nutrition around ${name}: ${facts}`,
    summary: (name: string, summary: string) => `${name}: ${summary}`,
    questions: "Questions to ask at your consultation:",
    safe: (name: string, safety: string) => `Yes — ${name} is ${safety}.`,
    /** "Is it dangerous?": its honest first words, never a "Yes" that reads as "yes, dangerous". */
    notDangerous: (name: string, safety: string) => `Not usually — ${name} is ${safety}.`,
    /** "How long does it last?": the "Is it permanent?" answer without its Yes or No. */
    lasts: (name: string, lasting: string) => `${name}, how long the result lasts: ${lasting.replace(/^[^—:]{1,24}[—:]\s*/u, "")}`,
    uncovered: (name: string) =>
      `${name} is not one of the procedures in TruSelf's guide yet, so I can't give you its typical price, recovery or risks, and I won't guess them. A board-certified provider can tell you at a consultation whether it suits you.`,
    generalRisks:
      "Every cosmetic procedure has risks. Surgery adds those of any operation: bleeding, infection, blood clots, poor healing or scarring, and reactions to anesthesia (which an anesthesiologist or certified nurse anesthetist manages in an accredited facility). Injections and skin treatments carry fewer: swelling, bruising, and rarely infection, an allergic reaction or a blocked blood vessel. A board-certified provider who knows your full medical history and medicines lowers them.",
    whichProcedureRisks: "Which procedure are you considering? I can tell you its own risks.",
    /** "Which clot symptoms should I watch for?": the warning signs, and where to go with them. */
    warningSigns:
      "Signs that need care right away: calf pain or swelling, chest pain, sudden shortness of breath or coughing blood (a possible blood clot); fever, pus or redness that spreads (infection); skin turning white, grey, blue or mottled, severe or growing pain, or changes in your vision. If any of these happens, call 911 or go to the nearest emergency room; for anything else that worries you, call the provider who treats you.",
    tellYourProvider:
      "If something after your treatment worries you, call the provider who treated you so they can check it. Severe or growing pain, skin turning white, grey or blue, changes in your vision, trouble breathing, or a fever with spreading redness need care now: call 911 or go to the nearest emergency room.",
    wherePlace: (search: string) =>
      `Which city or ZIP code are you in? I'll list the providers nearest to you, or you can search the TruSelf directory by place: ${search}`,
    forConcern: (names: string) => `For that, the procedures in TruSelf's guide are ${names}:`,
    whichToKnow: "Which one would you like to know more about: its price, recovery or risks?",
    forConcernOne: (name: string) => `For that, the procedure in TruSelf's guide is ${name}:`,
    whichToKnowOne: "Would you like to know its price, recovery or risks?",
    welcome: (name: string | undefined) =>
      name
        ? `Glad to help! Ask me anything else about ${name} or another procedure.`
        : "Glad to help! Ask me anything else about a cosmetic procedure.",
    minor: (name: string) =>
      `Usually not — cosmetic ${name} is meant for adults (18 and over). For teenagers, surgeons consider only a few procedures, and only once the part of the body concerned has finished growing, with a parent's consent and after a consultation.`,
    condition: (name: string) =>
      `It depends on your health — a condition or medicine like the one you mention can change the risks of ${name} (some medicines, such as blood thinners, may be paused only if your doctor says so, and some conditions rule it out), so only a board-certified provider who reviews your medical history with your own doctor can say whether it is safe for you.`,
    pregnancy: (name: string) =>
      `No — ${name} is not recommended while you are pregnant, trying to conceive or breastfeeding: its safety then has not been established, so providers wait until afterwards. Ask your obstetrician and your provider when it is right for you.`,
    worth: (name: string) =>
      `Yes, for many people — ${name} is worth it when your goals are realistic and a qualified provider confirms you are a good candidate.`,
    insurance: (slug: string, name: string) =>
      slug === "breast-reduction"
        ? `Yes, often — insurance may cover ${name} when it is medically necessary (back, neck or shoulder pain); ask your insurer what they require.`
        : slug === "rhinoplasty"
          ? `No, usually not — insurance does not cover a cosmetic ${name}, though it may cover the part that corrects a breathing problem.`
          : `No — insurance rarely covers ${name} when it is done for cosmetic reasons; ask about financing and payment plans.`,
    weightLoss: (name: string) =>
      `No — ${name} is not a weight-loss treatment: it is meant for people near a stable weight, and diet and exercise do that work.`,
    alcohol: (name: string, surgical: boolean) =>
      surgical
        ? `No — avoid alcohol and nicotine for several weeks before and after ${name}: they slow healing, add swelling and mix badly with pain medication.`
        : `No — skip alcohol for at least 24 hours before and after ${name}: it makes bruising and swelling more likely.`,
    dissolve: (slug: string, name: string) =>
      slug === "dermal-fillers"
        ? "Yes — hyaluronic-acid fillers, which most lip fillers are, can be dissolved with an enzyme (hyaluronidase); a few other fillers cannot."
        : slug === "thread-lift"
          ? "Yes — the threads dissolve on their own over months, and a provider can remove them early if needed."
          : slug === "botox"
            ? "No — Botox cannot be reversed, but it wears off in 3 to 4 months."
            : `No — ${name} cannot simply be undone; changing the result means another treatment or operation.`,
    downtime: (surgical: boolean) => (surgical ? "Yes — plan time off to recover." : "No, little or none."),
    surgical: (surgical: boolean, name: string) =>
      surgical
        ? `Yes — ${name} is surgery: it is done in an operating room, usually under anesthesia, with incisions.`
        : `No — ${name} is not surgery: there are no incisions and no general anesthesia.`,
    compression: (slug: string, name: string) =>
      COMPRESSION.has(slug)
        ? `Yes — after ${name} a compression garment, worn for several weeks, limits swelling and helps the skin settle; your surgeon says for how long.`
        : BREAST.has(slug)
          ? `Yes — after ${name} a supportive surgical bra is worn for several weeks.`
          : `No — ${name} needs no compression garment.`,
    scars: (surgical: boolean, name: string) =>
      surgical
        ? `Yes — every surgery leaves scars; a skilled surgeon places them where they show least, and they fade over a year or so.`
        : `No — ${name} makes no incision, so done well it leaves no scars.`,
    helps: (name: string, summary: string) => `Yes — ${name}: ${summary}`,
    cannotConfirm: (name: string, summary: string) => `I can't confirm that from TruSelf's guide. ${name}: ${summary}`,
    /** When the answer would repeat the one before word for word. */
    inShort: "In short, as above:",
    /** Asked again in other words, with nothing new to answer: said briefly, and why (issue 44, tenth round). */
    sameAnswer: (name: string) =>
      `My answer is the same as above for ${name}: those are the typical figures of TruSelf's guide, and asking again does not change them. Your own provider can tell you what applies to you at a consultation.`,
    /** A risk modifier and a place in one conversation: where to compare providers, once their doctor agrees (no list that reads as a go-ahead). */
    compareOnceCleared: (name: string, place: string, search: string) =>
      `If your doctor agrees, you can compare providers of ${name} near ${place} in the TruSelf directory: ${search}`,
    /** Issue 44, item 4: booking, and a provider named by the asker. */
    bookWith: (p: MentionedProvider) =>
      `I can't book appointments myself, but you can request a consultation with ${p.name} on their Book Consultation page: /provider/${encodeURIComponent(p.id)}/consultation`,
    bookSearch: (search: string, name?: string, place?: string) =>
      `I can't book appointments myself, nor contact a provider for you, but you can find ${name ? `providers of ${name}${place ? ` near ${place}` : ""}` : "a provider"} in the TruSelf directory and request a consultation on their Book Consultation page: ${search}`,
    /** Issue 44, eleventh round: a practical question about a practice that TruSelf holds no data on. */
    noData: (kind: PracticalKind, p: MentionedProvider) =>
      `I don't have ${PRACTICAL_EN[kind]} for ${p.name}: the TruSelf directory lists their services, location and reviews, not that. Their profile is at /provider/${encodeURIComponent(p.id)}; calling the practice is the surest way to find out.`,
    noDataListed: (kind: PracticalKind, search: string) =>
      `I don't have ${PRACTICAL_EN[kind]} for the practices in the TruSelf directory: their profiles list services, location and reviews, not that. Open a profile from the search (${search}) and call the practice to ask.`,
    inDirectory: (p: MentionedProvider) =>
      `${p.name} is in the TruSelf directory: see their profile at /provider/${encodeURIComponent(p.id)}`,
    notInDirectory: (asked: string, search: string) =>
      `${asked} is not in the TruSelf directory, so I can't share their details or suggest anyone in their place. You can search the directory here: ${search}`,
    compared: (names: string) => `Here is how ${names} compare:`,
    providersFor: (name: string | undefined, city: string | undefined) =>
      `Providers from the TruSelf directory${name ? ` for ${name}` : ""}${city ? ` in ${city}` : ""}:`,
    providersNear: (name: string | undefined, place: string) =>
      name ? `Providers near ${place} who offer ${name}, nearest first:` : `Providers near ${place}, nearest first:`,
    noneNear: (name: string, place: string, radius: number) =>
      `No provider within ${radius} miles of ${place} lists ${name} in the TruSelf directory yet. The nearest who offer it:`,
    noneIn: (name: string, city: string) =>
      `No provider in ${city} lists ${name} in the TruSelf directory yet. Providers who offer it elsewhere:`,
    providerLine: (p: MentionedProvider) =>
      `- ${p.name}, ${p.location}${p.isVerified ? " (TruSelf Verified)" : ""}${p.distanceMiles !== undefined ? ` — ${miles(p.distanceMiles)} mi` : ""}`,
  },
  es: {
    emergency: EMERGENCY_GUIDANCE_ES,
    notMedicalAdvice: NOT_MEDICAL_ADVICE_ES,
    nutrition: NUTRITION_FACTS_ES,
    outsideScope:
      "Solo puedo ayudarte con procedimientos estéticos, su recuperación y la nutrición en torno a ellos, y a encontrar un proveedor en el directorio de TruSelf. ¿Sobre qué procedimiento te gustaría saber?",
    capabilities: (examples: string) =>
      `Puedo responder preguntas sobre procedimientos como ${examples} y otros: en qué consisten, precios habituales, recuperación, riesgos, quién es buen candidato y cómo encontrar un proveedor. ¿Qué procedimiento te interesa?`,
    whichProcedureIn: (city: string) => `Puedo ayudarte a encontrar proveedores en ${city}. ¿Qué procedimiento te interesa?`,
    price: (name: string, range: string, kind: ProcedureKind = "surgery") =>
      `En EE. UU., ${name} suele costar ${range}, según ${
        kind === "surgery"
          ? "la experiencia del cirujano, la ciudad, la anestesia y los gastos del centro"
          : kind === "injectable"
            ? "la experiencia de quien inyecta, la ciudad y la cantidad de producto que necesites"
            : "la experiencia del proveedor, la ciudad, el equipo y cuántas sesiones o zonas necesites"
      }.`,
    priceIn: (city: string) => `En ${city} los precios pueden estar por encima o por debajo de ese rango.`,
    quote: (kind: ProcedureKind = "surgery") =>
      kind === "surgery"
        ? "Pide un presupuesto con todo incluido (cirujano, anestesia, centro, prendas de compresión y controles) y pregunta si ofrecen financiamiento."
        : kind === "injectable"
          ? "Pregunta si el precio es por unidad, jeringa o zona, si incluye una visita de control o retoque, y si ofrecen financiamiento."
          : "Pregunta el precio del tratamiento completo (muchas clínicas venden paquetes de sesiones), cuánto cuesta un retoque y si ofrecen financiamiento.",
    recoveryAfter: (name: string, recovery: string) => `Recuperación ${de(name)}: ${recovery}`,
    amount: (slug: string, name: string) =>
      `Depende — no hay un número fiable sin una valoración. ${slug === "thread-lift" ? "Cuántos" : "Cuántas"} ${UNITS_ES[slug] ?? "sesiones o cuánto tratamiento"} ${de(name)} necesita depende de la zona, ${slug === "botox" ? "la fuerza de sus músculos" : slug === "dermal-fillers" ? "cuánto volumen se ha perdido" : "su piel"}, el resultado que busca y cómo respondió antes; lo decide su proveedor en persona, a menudo empezando con poco y añadiendo más en una revisión.`,
    recovery: (recovery: string) => `Recuperación: ${recovery}`,
    risksOf: (name: string, risks: string) => `Riesgos ${de(name)}: ${risks}`,
    lowerRisks: "Elegir un proveedor certificado y con experiencia los reduce.",
    candidates: (name: string, candidacy: string) => `Buenos candidatos para ${name}: ${candidacy}`,
    nutritionAround: (name: string, facts: string) => `Nutrición en torno ${a(name)}: ${facts}`,
    summary: (name: string, summary: string) => `${capitalized(name)}: ${summary}`,
    questions: "Preguntas para tu consulta:",
    safe: (name: string, safety: string) => `Sí: ${name} es ${safety}.`,
    notDangerous: (name: string, safety: string) => `Normalmente no: ${name} es ${safety}.`,
    lasts: (name: string, lasting: string) =>
      `${capitalized(name)}, cuánto dura el resultado: ${lasting.replace(/^[^—:]{1,24}[—:]\s*/u, "")}`,
    uncovered: (name: string) =>
      `${capitalized(name)} todavía no es uno de los procedimientos de la guía de TruSelf, así que no puedo darle su precio habitual, la recuperación ni los riesgos, y no voy a adivinarlos. Un proveedor certificado puede decirle en una consulta si es adecuado para usted.`,
    generalRisks:
      "Todo procedimiento estético tiene riesgos. La cirugía suma los de cualquier operación: sangrado, infección, coágulos, mala cicatrización y reacciones a la anestesia (que controla un anestesiólogo en un centro acreditado). Las inyecciones y los tratamientos de la piel tienen menos: hinchazón, moretones y, rara vez, infección, una reacción alérgica o la obstrucción de un vaso sanguíneo. Un proveedor certificado que conozca todo su historial médico y sus medicamentos los reduce.",
    whichProcedureRisks: "¿Qué procedimiento está pensando hacerse? Puedo contarle sus riesgos concretos.",
    warningSigns:
      "Señales que necesitan atención de inmediato: dolor o hinchazón en la pantorrilla, dolor en el pecho, falta de aire repentina o tos con sangre (un posible coágulo); fiebre, pus o enrojecimiento que se extiende (infección); piel que se vuelve blanca, gris, azulada o moteada, dolor intenso o que aumenta, o cambios en la vista. Si ocurre alguno, llame al 911 o vaya a la sala de emergencias más cercana; ante cualquier otra duda, llame al proveedor que le atiende.",
    tellYourProvider:
      "Si algo después del tratamiento le preocupa, llame al proveedor que le atendió para que lo revise. Un dolor intenso o que aumenta, la piel que se vuelve blanca, gris o azulada, cambios en la vista, dificultad para respirar o fiebre con enrojecimiento que se extiende necesitan atención ya: llame al 911 o vaya a la sala de emergencias más cercana.",
    wherePlace: (search: string) =>
      `¿En qué ciudad o código postal está? Le daré los proveedores más cercanos, o puede buscar por lugar en el directorio de TruSelf: ${search}`,
    forConcern: (names: string) => `Para eso, los procedimientos de la guía de TruSelf son ${names}:`,
    whichToKnow: "¿Sobre cuál le gustaría saber más: su precio, la recuperación o los riesgos?",
    forConcernOne: (name: string) => `Para eso, el procedimiento de la guía de TruSelf es ${name}:`,
    whichToKnowOne: "¿Quiere saber su precio, la recuperación o los riesgos?",
    welcome: (name: string | undefined) =>
      name
        ? `¡Con gusto! Pregúnteme lo que quiera sobre ${name} u otro procedimiento.`
        : "¡Con gusto! Pregúnteme lo que quiera sobre un procedimiento estético.",
    minor: (name: string) =>
      `Normalmente no: ${name} con fines estéticos es para adultos (18 años o más). En adolescentes, los cirujanos solo consideran algunos procedimientos, y solo cuando la parte del cuerpo en cuestión ha terminado de crecer, con el consentimiento de un padre o una madre y tras una consulta.`,
    condition: (name: string) =>
      `Depende de tu salud: una enfermedad o un medicamento como el que mencionas puede cambiar los riesgos (${name}); algunos medicamentos, como los anticoagulantes, solo se suspenden si tu médico lo indica, y algunas enfermedades lo descartan. Solo un proveedor certificado que revise tu historial médico con tu propio médico puede decir si es seguro para ti.`,
    pregnancy: (name: string) =>
      `No: ${name} no se recomienda durante el embarazo, si buscas quedar embarazada ni durante la lactancia; su seguridad en esas etapas no está establecida, así que los proveedores esperan a que terminen. Pregunta a tu obstetra y a tu proveedor cuándo es buen momento para ti.`,
    worth: (name: string) =>
      `Sí, para muchas personas: ${name} vale la pena cuando las expectativas son realistas y un proveedor calificado confirma que eres buen candidato.`,
    insurance: (slug: string, name: string) =>
      slug === "breast-reduction"
        ? `Sí, a menudo: el seguro puede cubrir ${name} cuando es médicamente necesaria (dolor de espalda, cuello u hombros); pregunta a tu aseguradora qué requisitos pide.`
        : slug === "rhinoplasty"
          ? `No, normalmente no: el seguro no cubre ${name} con fines estéticos, aunque puede cubrir la parte que corrige un problema para respirar.`
          : `No: el seguro rara vez cubre ${name} cuando se hace por motivos estéticos; pregunta por financiamiento y planes de pago.`,
    weightLoss: (name: string) =>
      `No: ${name} no es un tratamiento para bajar de peso; está pensado para personas con un peso estable, y eso lo logran la dieta y el ejercicio.`,
    alcohol: (name: string, surgical: boolean) =>
      surgical
        ? `No: evita el alcohol y la nicotina durante varias semanas antes y después ${de(name)}, porque retrasan la cicatrización, aumentan la hinchazón y no combinan con los analgésicos.`
        : `No: evita el alcohol al menos 24 horas antes y después ${de(name)}, porque aumenta los moretones y la hinchazón.`,
    dissolve: (slug: string, name: string) =>
      slug === "dermal-fillers"
        ? "Sí: los rellenos de ácido hialurónico, como la mayoría de los de labios, se pueden disolver con una enzima (hialuronidasa); algunos otros rellenos no."
        : slug === "thread-lift"
          ? "Sí: los hilos se reabsorben solos en unos meses, y un profesional puede retirarlos antes si hace falta."
          : slug === "botox"
            ? "No: el bótox no se puede revertir, pero su efecto desaparece en 3 a 4 meses."
            : `No: ${name} no se puede deshacer sin más; cambiar el resultado requiere otro tratamiento u operación.`,
    downtime: (surgical: boolean) => (surgical ? "Sí: planifica días de reposo para recuperarte." : "No, poco o ninguno."),
    surgical: (surgical: boolean, name: string) =>
      surgical
        ? `Sí: ${name} es una cirugía: se hace en un quirófano, normalmente con anestesia y con incisiones.`
        : `No: ${name} no es una cirugía: no lleva incisiones ni anestesia general.`,
    compression: (slug: string, name: string) =>
      COMPRESSION.has(slug)
        ? `Sí: después ${de(name)} se usa una faja de compresión durante varias semanas para limitar la hinchazón y ayudar a que la piel se asiente; tu cirujano te dirá cuánto tiempo.`
        : BREAST.has(slug)
          ? `Sí: después ${de(name)} se usa un sostén quirúrgico de soporte durante varias semanas.`
          : `No: ${name} no requiere prendas de compresión.`,
    scars: (surgical: boolean, name: string) =>
      surgical
        ? "Sí: toda cirugía deja cicatrices; un buen cirujano las coloca donde menos se ven y se desvanecen en un año aproximadamente."
        : `No: ${name} no requiere incisiones, así que bien hecho no deja cicatrices.`,
    helps: (name: string, summary: string) => `Sí: ${name}. ${summary}`,
    cannotConfirm: (name: string, summary: string) => `No puedo confirmarlo con la guía de TruSelf. ${capitalized(name)}: ${summary}`,
    inShort: "En resumen, como arriba:",
    sameAnswer: (name: string) =>
      `Mi respuesta es la misma que arriba para ${name}: son las cifras habituales de la guía de TruSelf y preguntarlo de otra forma no las cambia. Su propio proveedor puede decirle qué se aplica a su caso en una consulta.`,
    compareOnceCleared: (name: string, place: string, search: string) =>
      `Si su médico está de acuerdo, puede comparar proveedores ${de(name)} cerca de ${place} en el directorio de TruSelf: ${search}`,
    bookWith: (p: MentionedProvider) =>
      `No puedo reservar citas por mi cuenta, pero puede solicitar una consulta con ${p.name} en su página Book Consultation (reservar consulta): /provider/${encodeURIComponent(p.id)}/consultation`,
    bookSearch: (search: string, name?: string, place?: string) =>
      `No puedo reservar citas por mi cuenta, ni contactar a un proveedor por usted, pero puede buscar ${name ? `proveedores ${de(name)}${place ? ` cerca de ${place}` : ""}` : "un proveedor"} en el directorio de TruSelf y solicitar una consulta en su página Book Consultation (reservar consulta): ${search}`,
    noData: (kind: PracticalKind, p: MentionedProvider) =>
      `No tengo ${PRACTICAL_ES[kind]} de ${p.name}: el directorio de TruSelf muestra sus servicios, su ubicación y sus reseñas, pero no eso. Su perfil está en /provider/${encodeURIComponent(p.id)}; lo más seguro es llamar a la consulta para preguntarlo.`,
    noDataListed: (kind: PracticalKind, search: string) =>
      `No tengo ${PRACTICAL_ES[kind]} de las consultas del directorio de TruSelf: sus perfiles muestran servicios, ubicación y reseñas, pero no eso. Abra un perfil desde la búsqueda (${search}) y llame a la consulta para preguntarlo.`,
    inDirectory: (p: MentionedProvider) =>
      `${p.name} está en el directorio de TruSelf: vea su perfil en /provider/${encodeURIComponent(p.id)}`,
    notInDirectory: (asked: string, search: string) =>
      `${asked} no está en el directorio de TruSelf, así que no puedo dar sus datos ni sugerir a otra persona en su lugar. Puede buscar en el directorio aquí: ${search}`,
    compared: (names: string) => `Así se comparan ${names}:`,
    providersFor: (name: string | undefined, city: string | undefined) =>
      `Proveedores del directorio de TruSelf${name ? ` para ${name}` : ""}${city ? ` en ${city}` : ""}:`,
    providersNear: (name: string | undefined, place: string) =>
      name
        ? `Proveedores cerca de ${place} que ofrecen ${name}, del más cercano al más lejano:`
        : `Proveedores cerca de ${place}, del más cercano al más lejano:`,
    noneNear: (name: string, place: string, radius: number) =>
      `Ningún proveedor a menos de ${radius} millas de ${place} ofrece ${name} en el directorio de TruSelf todavía. Los más cercanos que lo ofrecen:`,
    noneIn: (name: string, city: string) =>
      `Ningún proveedor de ${city} ofrece ${name} en el directorio de TruSelf todavía. Proveedores que lo ofrecen en otros lugares:`,
    providerLine: (p: MentionedProvider) =>
      `- ${p.name}, ${p.location}${p.isVerified ? " (verificado por TruSelf)" : ""}${p.distanceMiles !== undefined ? ` — a ${millas(p.distanceMiles)}` : ""}`,
  },
} as const;

export type AnswerTexts = (typeof ANSWER_TEXTS)[keyof typeof ANSWER_TEXTS];
