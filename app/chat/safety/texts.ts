/**
 * The safety layer's sentences (issue 44), in English and Spanish: what each risk modifier
 * changes, the verdict that opens the answer, the line sending the asker to their own doctor, a
 * changing mole, and the reply when a turn is not understood. Exact texts, tested in
 * test/integration/trugpt-safety.test.ts.
 */
import type { Modifier } from "./modifiers";

type Reasons = Record<Modifier, (name: string) => string>;

const REASONS_EN: Reasons = {
  pregnancy: (name) =>
    `providers wait until after pregnancy and breastfeeding for ${name}, because its safety while you are pregnant, trying to conceive or breastfeeding has not been established.`,
  minor: (name) =>
    `cosmetic ${name} is meant for adults (18 and over). For teenagers, surgeons consider only a few procedures, and only once the part of the body concerned has finished growing, with a parent's consent and after a consultation.`,
  bloodThinner: (name) =>
    `blood thinners such as apixaban (Eliquis), rivaroxaban (Xarelto), warfarin (Coumadin) or clopidogrel (Plavix) raise the risk of bleeding, bruising and hematoma with ${name}. Whether and how to pause one is decided by the doctor who prescribed it together with your surgeon, because pausing it can cause a clot or a stroke.`,
  nsaid: (name) =>
    `aspirin and anti-inflammatories such as ibuprofen (Advil) or naproxen thin the blood and raise the risk of bleeding and bruising with ${name}. Your provider will say what to do about them before treatment; if a doctor prescribed your aspirin (for your heart, for example), only that doctor can say whether to pause it.`,
  nsaidBeforeSurgery: (name) =>
    `surgeons ask patients to stop anti-inflammatory painkillers such as ibuprofen (Advil, Motrin) and naproxen (Aleve) about 1 to 2 weeks before ${name}, because they thin the blood and raise the risk of bleeding and hematoma; acetaminophen (Tylenol) is usually allowed instead. Your surgeon gives the exact date; if a doctor prescribed the anti-inflammatory, or you also take aspirin for your heart, only that doctor can say whether and when to pause it.`,
  isotretinoin: (name) =>
    `isotretinoin (Accutane) slows skin healing and raises the risk of scarring, so ${name} is usually postponed until about 6 months after the last dose.`,
  glp1: (name) =>
    `GLP-1 medicines such as semaglutide (Ozempic, Wegovy) or tirzepatide (Mounjaro) slow the emptying of the stomach, which matters for anesthesia and sedation, and ongoing weight loss changes the result of ${name}. Your surgeon and the prescribing doctor decide together whether and when to hold a dose.`,
  immunosuppressant: (name) => `immunosuppressants, steroids and biologics raise the risk of infection and slow healing after ${name}.`,
  diabetes: (name) =>
    `diabetes raises the risk of infection and slow wound healing after ${name}, especially when blood sugar is not well controlled.`,
  autoimmune: (name) =>
    `an autoimmune disease can slow healing and, with injectables and skin treatments, trigger a flare or a reaction after ${name}.`,
  bleedingDisorder: (name) =>
    `a bleeding disorder raises the risk of bleeding and hematoma with ${name}, so your hematologist needs to plan it with your provider.`,
  clotHistory: (name) =>
    `a blood clot in the past (a deep-vein thrombosis or a pulmonary embolism), even years ago and fully resolved, raises the risk of another one after ${name}, above all with surgery and anesthesia. Your surgeon needs to know: they may check for a clotting tendency and plan clot prevention (moving early, compression, sometimes a blood thinner) with your doctor.`,
  keloids: (name) => `a tendency to keloids means that any skin injury from ${name} may heal as a raised, thick scar.`,
  infection: (name) =>
    `${name} waits until an active infection or cold sore has fully healed, because treating over it can spread it and leave scars (people prone to cold sores often get an antiviral from their doctor first).`,
  cancer: (name) =>
    `cancer treatment such as chemotherapy or radiation lowers immunity and slows healing, so ${name} is usually postponed until your oncologist agrees.`,
  condition: (name) => `a condition like the one you mention can change the risks of ${name}, and some conditions rule it out.`,
};

const REASONS_ES: Reasons = {
  pregnancy: (name) =>
    `los proveedores esperan a que terminen el embarazo y la lactancia para ${name}, porque su seguridad durante el embarazo, si busca quedar embarazada o durante la lactancia no está establecida.`,
  minor: (name) =>
    `${name} con fines estéticos es para adultos (18 años o más). En adolescentes, los cirujanos solo consideran algunos procedimientos, y solo cuando la parte del cuerpo en cuestión ha terminado de crecer, con el consentimiento de un padre o una madre y tras una consulta.`,
  bloodThinner: (name) =>
    `los anticoagulantes como apixabán (Eliquis), rivaroxabán (Xarelto), warfarina (Coumadin) o clopidogrel (Plavix) aumentan el riesgo de sangrado, moretones y hematomas con ${name}. Si se pausa y cómo lo deciden el médico que lo recetó y su cirujano juntos, porque pausarlo puede causar un coágulo o un derrame.`,
  nsaid: (name) =>
    `la aspirina y los antiinflamatorios como el ibuprofeno (Advil) o el naproxeno hacen la sangre más fluida y aumentan el riesgo de sangrado y moretones con ${name}. Su proveedor le dirá qué hacer con ellos antes del tratamiento; si un médico le recetó la aspirina (para el corazón, por ejemplo), solo ese médico puede decir si se pausa.`,
  nsaidBeforeSurgery: (name) =>
    `los cirujanos piden dejar los antiinflamatorios para el dolor como el ibuprofeno (Advil, Motrin) o el naproxeno (Aleve) entre 1 y 2 semanas antes ${deEs(name)}, porque hacen la sangre más fluida y aumentan el riesgo de sangrado y hematomas; en su lugar suele permitirse el paracetamol (acetaminofén, Tylenol). Su cirujano le dará la fecha exacta; si un médico le recetó el antiinflamatorio, o también toma aspirina para el corazón, solo ese médico puede decir si se pausa y cuándo.`,
  isotretinoin: (name) =>
    `la isotretinoína (Accutane, Roaccutan) retrasa la cicatrización de la piel y aumenta el riesgo de cicatrices, así que ${name} suele posponerse hasta unos 6 meses después de la última dosis.`,
  glp1: (name) =>
    `los medicamentos GLP-1 como la semaglutida (Ozempic, Wegovy) o la tirzepatida (Mounjaro) retrasan el vaciado del estómago, lo que importa para la anestesia y la sedación, y la pérdida de peso en curso cambia el resultado ${deEs(name)}. Su cirujano y el médico que los receta deciden juntos si se pausa una dosis y cuándo.`,
  immunosuppressant: (name) =>
    `los inmunosupresores, los corticoides y los medicamentos biológicos aumentan el riesgo de infección y retrasan la cicatrización después ${deEs(name)}.`,
  diabetes: (name) =>
    `la diabetes aumenta el riesgo de infección y de una cicatrización lenta después ${deEs(name)}, sobre todo si el azúcar en sangre no está bien controlado.`,
  autoimmune: (name) =>
    `una enfermedad autoinmune puede retrasar la cicatrización y, con inyectables y tratamientos de la piel, provocar un brote o una reacción después ${deEs(name)}.`,
  bleedingDisorder: (name) =>
    `un trastorno de la coagulación aumenta el riesgo de sangrado y hematomas con ${name}, así que su hematólogo debe planificarlo con su proveedor.`,
  clotHistory: (name) =>
    `un coágulo en el pasado (una trombosis venosa profunda o una embolia pulmonar), aunque haya sido hace años y esté resuelto, aumenta el riesgo de otro después ${deEs(name)}, sobre todo con cirugía y anestesia. Su cirujano debe saberlo: puede estudiar si tiene tendencia a coagular y planificar la prevención (moverse pronto, medias de compresión, a veces un anticoagulante) con su médico.`,
  keloids: (name) =>
    `la tendencia a los queloides significa que cualquier herida de la piel por ${name} puede cicatrizar gruesa y abultada.`,
  infection: (name) =>
    `${name} espera a que una infección activa o un herpes labial se haya curado del todo, porque tratar encima puede extenderlo y dejar cicatrices (a quien suele tener herpes labial, su médico a menudo le receta antes un antiviral).`,
  cancer: (name) =>
    `el tratamiento del cáncer, como la quimioterapia o la radioterapia, baja las defensas y retrasa la cicatrización, así que ${name} suele posponerse hasta que su oncólogo lo autorice.`,
  condition: (name) => `una enfermedad como la que menciona puede cambiar los riesgos ${deEs(name)}, y algunas lo descartan.`,
};

/** "el bótox" after "de" reads "del bótox". */
function deEs(name: string): string {
  return name.startsWith("el ") ? `del ${name.slice(3)}` : `de ${name}`;
}

export const SAFETY_TEXTS = {
  en: {
    reasons: REASONS_EN,
    clearNo: "No — not recommended: ",
    depends: "It depends — ",
    minorOpening: "Usually not — ",
    minorCaseByCase: (name: string) =>
      `${name} is offered to some teenagers, for a medical reason and under a specialist's care (a dermatologist for acne, scars or unwanted hair; a plastic surgeon for breasts large enough to cause pain), always with a parent's consent and after an in-person assessment. Whether it suits a teenager depends on that reason and on the skin or part of the body concerned.`,
    also: "Also, ",
    asAbove: (name: string) => `the caution in my answer above applies to ${name}.`,
    anyProcedure: "a cosmetic procedure",
    askDoctor:
      "Please ask your treating doctor before deciding, and keep taking any prescribed medicine unless the doctor who prescribed it tells you otherwise.",
    lesion:
      "A mole or spot that is new, changing, growing, itching or bleeding needs to be checked by a dermatologist before any laser or other treatment on or near it: treating it first could hide a skin cancer. Please book that check first; a board-certified dermatologist can then say which treatment is safe.",
    lesionAndProcedure: (name: string) =>
      `For ${name}, tell the provider about that spot: it should stay untreated until a dermatologist has checked it.`,
    notUnderstood: (what: string) => `I'm not sure I understood that. ${what}`,
    canHelpWith: (procedure: string | undefined, place: string | undefined) =>
      procedure
        ? `I can tell you about ${procedure}: what it is, its typical price, recovery and risks${place ? `, and providers near ${place}` : ", and providers near you"}. What would you like to know?`
        : place
          ? `I can help you find providers in ${place} and answer questions about a procedure: its price, recovery and risks. Which procedure are you interested in?`
          : "I can answer questions about a cosmetic procedure (its price, recovery and risks) and help you find a provider. Which procedure are you interested in?",
  },
  es: {
    reasons: REASONS_ES,
    clearNo: "No — no se recomienda: ",
    depends: "Depende — ",
    minorOpening: "Normalmente no — ",
    minorCaseByCase: (name: string) =>
      `${name} se ofrece a algunos adolescentes, por un motivo médico y bajo el cuidado de un especialista (un dermatólogo para el acné, las cicatrices o el vello no deseado; un cirujano plástico para senos tan grandes que causan dolor), siempre con el consentimiento de un padre o una madre y tras una valoración en persona. Que sea adecuado para un adolescente depende de ese motivo y de la piel o la parte del cuerpo en cuestión.`,
    also: "Además, ",
    asAbove: (name: string) => `la precaución de mi respuesta anterior vale para ${name}.`,
    anyProcedure: "un procedimiento",
    askDoctor:
      "Consulte a su médico tratante antes de decidir, y siga tomando cualquier medicamento recetado salvo que el médico que se lo recetó le indique otra cosa.",
    lesion:
      "Un lunar o una mancha nueva, que cambia, crece, pica o sangra debe revisarla un dermatólogo antes de cualquier láser u otro tratamiento sobre ella o cerca: tratarla antes podría ocultar un cáncer de piel. Pida primero esa revisión; después un dermatólogo certificado puede decir qué tratamiento es seguro.",
    lesionAndProcedure: (name: string) =>
      `Para ${name}, avise al proveedor de esa mancha: no debe tratarse hasta que la revise un dermatólogo.`,
    notUnderstood: (what: string) => `No estoy seguro de haber entendido. ${what}`,
    canHelpWith: (procedure: string | undefined, place: string | undefined) =>
      procedure
        ? `Puedo contarle sobre ${procedure}: en qué consiste, su precio habitual, la recuperación y los riesgos${place ? `, y proveedores cerca de ${place}` : ", y proveedores cerca de usted"}. ¿Qué le gustaría saber?`
        : place
          ? `Puedo ayudarle a encontrar proveedores en ${place} y responder preguntas sobre un procedimiento: su precio, la recuperación y los riesgos. ¿Qué procedimiento le interesa?`
          : "Puedo responder preguntas sobre un procedimiento estético (su precio, la recuperación y los riesgos) y ayudarle a encontrar un proveedor. ¿Qué procedimiento le interesa?",
  },
} as const;

/**
 * The opening of an answer about a procedure for someone with risk modifiers: "No — not
 * recommended: ..." where guidance is clear (a minor and a procedure meant for adults), "It depends
 * — ..." for a minor and a treatment teenagers get, "Usually not — ..." for a minor and no procedure
 * named, else "It depends — ..."; each modifier's reason, then the line sending them to their doctor.
 */
export function modifierAnswer(
  modifiers: readonly Modifier[],
  clearNo: (m: Modifier) => boolean,
  name: string,
  language: "en" | "es",
  /** The procedure is known: a minor's treatment that is no clear "No" is "It depends", case by case (tenth round). */
  forProcedure = false,
  /** The answer before, when the caution was already said in it whole. */
  saidBefore?: string,
): string {
  const t = SAFETY_TEXTS[language];
  // The clear "No" first, then the minor, then the rest.
  const ordered = [...modifiers].sort((a, b) => rank(a, clearNo) - rank(b, clearNo));
  const first = ordered[0]!;
  const caseByCase = (m: Modifier) => forProcedure && m === "minor" && !clearNo(m);
  const opening = clearNo(first) ? t.clearNo : first === "minor" && !caseByCase(first) ? t.minorOpening : t.depends;
  const reason = (m: Modifier) => (caseByCase(m) ? t.minorCaseByCase(name) : t.reasons[m](name));
  const reasons = ordered.map((m, i) => (i === 0 ? reason(m) : `${t.also}${reason(m)}`));
  const whole = [`${opening}${reasons.join(" ")}`, t.askDoctor].join(" ");
  // Thirteenth round: said in full in the answer before, the same caution again is its opening, pointing back.
  return saidBefore?.includes(whole) ? [`${opening}${t.asAbove(name)}`, t.askDoctor].join(" ") : whole;
}

function rank(m: Modifier, clearNo: (m: Modifier) => boolean): number {
  return clearNo(m) ? 0 : m === "minor" ? 1 : 2;
}
