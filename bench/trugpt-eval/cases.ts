/**
 * The evaluation set of TruGPT (issue 37, item 3): what a patient asks, and what a correct answer
 * has (checks.ts judges it). The expectations are what a patient would call right per the issue,
 * not what any engine happens to say: Spanish questions answered in Spanish, a question naming no
 * procedure never answered about an earlier one unless it refers back, places that do not stick,
 * emergencies answered with the guidance alone, yes/no questions answered yes or no first, "near X"
 * nearest first, and only providers of the directory who offer the procedure in or near the place
 * (the nearest ones when nobody near offers it). The directory is directory.ts.
 */
import type { EvalCase } from "./checks";

const place = (lookup: string, ...names: string[]) => ({ lookup, names: names.length ? names : [lookup.split(",")[0]!] });
const MIAMI = place("Miami, FL");
const HOUSTON = place("Houston, TX");
const BEVERLY_HILLS = place("Beverly Hills, CA");

const english: EvalCase[] = [
  // Single questions about one procedure.
  { id: "en-cost-tummy-tuck", question: "How much does a tummy tuck cost?", language: "en", kind: "procedure", procedure: "tummy-tuck", part: "cost" },
  { id: "en-cost-botox", question: "What does Botox cost?", language: "en", kind: "procedure", procedure: "botox", part: "cost" },
  { id: "en-cost-nose-job", question: "How much is a nose job?", language: "en", kind: "procedure", procedure: "rhinoplasty", part: "cost" },
  { id: "en-cost-lip-fillers", question: "How much are lip fillers?", language: "en", kind: "procedure", procedure: "dermal-fillers", part: "cost" },
  { id: "en-cost-laser-hair", question: "How much does laser hair removal cost?", language: "en", kind: "procedure", procedure: "laser-hair-removal", part: "cost" },
  { id: "en-recovery-rhinoplasty", question: "How long is recovery after a rhinoplasty?", language: "en", kind: "procedure", procedure: "rhinoplasty", part: "recovery" },
  { id: "en-recovery-breast-aug", question: "What is the recovery like after breast augmentation?", language: "en", kind: "procedure", procedure: "breast-augmentation", part: "recovery" },
  { id: "en-risks-bbl", question: "What are the risks of a Brazilian butt lift?", language: "en", kind: "procedure", procedure: "brazilian-butt-lift", part: "risks" },
  { id: "en-risks-thread-lift", question: "What are the risks of a thread lift?", language: "en", kind: "procedure", procedure: "thread-lift", part: "risks" },
  { id: "en-about-liposuction", question: "Tell me about liposuction", language: "en", kind: "procedure", procedure: "liposuction" },
  { id: "en-about-coolsculpting", question: "What is CoolSculpting?", language: "en", kind: "procedure", procedure: "coolsculpting" },
  { id: "en-about-chemical-peel", question: "What does a chemical peel do?", language: "en", kind: "procedure", procedure: "chemical-peels" },
  { id: "en-about-ipl", question: "What is an IPL photofacial good for?", language: "en", kind: "procedure", procedure: "ipl-photofacial" },
  { id: "en-about-mommy-makeover", question: "What is included in a mommy makeover?", language: "en", kind: "procedure", procedure: "mommy-makeover" },
  { id: "en-candidacy-facelift", question: "Am I a good candidate for a facelift at 55?", language: "en", kind: "procedure", procedure: "facelift" },
  { id: "en-insurance-breast-reduction", question: "Will insurance cover a breast reduction?", language: "en", kind: "procedure", procedure: "breast-reduction" },
  // Yes/no questions.
  { id: "en-yes-coolsculpting-safe", question: "Is CoolSculpting safe?", language: "en", kind: "procedure", procedure: "coolsculpting", yesNo: "yes" },
  { id: "en-yes-rhinoplasty-safe", question: "Is rhinoplasty safe?", language: "en", kind: "procedure", procedure: "rhinoplasty", yesNo: "yes" },
  { id: "en-no-botox-permanent", question: "Is Botox permanent?", language: "en", kind: "procedure", procedure: "botox", yesNo: "no" },
  { id: "en-no-lipo-weight-loss", question: "Is liposuction a good way to lose weight?", language: "en", kind: "procedure", procedure: "liposuction", yesNo: "no" },
  { id: "en-yes-fillers-dissolved", question: "Can lip fillers be dissolved?", language: "en", kind: "procedure", procedure: "dermal-fillers", yesNo: "yes" },
  { id: "en-no-botox-downtime", question: "Is there any downtime after Botox?", language: "en", kind: "procedure", procedure: "botox", yesNo: "no" },
  { id: "en-yes-lipo-compression", question: "Do I need to wear compression garments after liposuction?", language: "en", kind: "procedure", procedure: "liposuction", yesNo: "yes" },
  { id: "en-yes-microneedling-scars", question: "Does microneedling help with acne scars?", language: "en", kind: "procedure", procedure: "microneedling", yesNo: "yes" },
  { id: "en-no-fat-freezing-scars", question: "Does fat freezing leave scars?", language: "en", kind: "procedure", procedure: "coolsculpting", yesNo: "no" },
  // A procedure in a place.
  { id: "en-in-rhinoplasty-miami", question: "Rhinoplasty surgeons in Miami", language: "en", kind: "procedure", procedure: "rhinoplasty", place: MIAMI, providers: "some" },
  { id: "en-in-breast-aug-houston", question: "Who does breast augmentation in Houston?", language: "en", kind: "procedure", procedure: "breast-augmentation", place: HOUSTON, providers: "some" },
  { id: "en-in-facelift-beverly-hills", question: "Facelift in Beverly Hills", language: "en", kind: "procedure", procedure: "facelift", place: BEVERLY_HILLS, providers: "some" },
  { id: "en-in-coolsculpting-chicago", question: "Where can I get CoolSculpting in Chicago?", language: "en", kind: "procedure", procedure: "coolsculpting", place: place("Chicago, IL"), providers: "some" },
  { id: "en-in-lipo-cost-miami", question: "How much does liposuction cost in Miami?", language: "en", kind: "procedure", procedure: "liposuction", place: MIAMI, part: "cost" },
  { id: "en-in-tummy-tuck-chicago", question: "Best tummy tuck surgeon in Chicago", language: "en", kind: "procedure", procedure: "tummy-tuck", place: place("Chicago, IL"), providers: "some" },
  { id: "en-in-thread-lift-seattle", question: "Thread lift in Seattle?", language: "en", kind: "procedure", procedure: "thread-lift", place: place("Seattle, WA"), providers: "some" },
  { id: "en-in-peel-dallas", question: "chemical peel providers in Dallas", language: "en", kind: "procedure", procedure: "chemical-peels", place: place("Dallas, TX"), providers: "some" },
  { id: "en-in-fillers-new-york", question: "Find a dermal fillers provider in New York", language: "en", kind: "procedure", procedure: "dermal-fillers", place: place("New York, NY"), providers: "some" },
  // Nobody in the place offers it: the nearest who do, and the answer says where it was asked about.
  { id: "en-in-nose-job-houston-none", question: "nose job in Houston", language: "en", kind: "procedure", procedure: "rhinoplasty", place: HOUSTON, providers: "some" },
  { id: "en-in-botox-miami-none", question: "Botox in Miami", language: "en", kind: "procedure", procedure: "botox", place: MIAMI, providers: "some" },
  // "near X": nearest first.
  { id: "en-near-botox-beverly-hills", question: "Botox near Beverly Hills", language: "en", kind: "procedure", procedure: "botox", place: BEVERLY_HILLS, near: true, providers: "some" },
  { id: "en-near-botox-90210", question: "Any Botox providers near 90210?", language: "en", kind: "procedure", procedure: "botox", place: place("90210", "90210", "Beverly Hills"), near: true, providers: "some" },
  { id: "en-near-lipo-miami-beach", question: "Liposuction near Miami Beach", language: "en", kind: "procedure", procedure: "liposuction", place: place("Miami Beach, FL"), near: true, providers: "some" },
  { id: "en-near-lipo-33139", question: "liposuction near 33139", language: "en", kind: "procedure", procedure: "liposuction", place: place("33139", "33139", "Miami Beach"), near: true, providers: "some" },
  { id: "en-near-breast-aug-77002", question: "breast augmentation near 77002", language: "en", kind: "procedure", procedure: "breast-augmentation", place: place("77002", "77002", "Houston"), near: true, providers: "some" },
  { id: "en-near-rhinoplasty-boston", question: "Rhinoplasty near Boston", language: "en", kind: "procedure", procedure: "rhinoplasty", place: place("Boston, MA"), near: true, providers: "some" },
  { id: "en-near-coolsculpting-denver", question: "CoolSculpting near Denver", language: "en", kind: "procedure", procedure: "coolsculpting", place: place("Denver, CO"), near: true, providers: "some" },
  { id: "en-near-fillers-brooklyn", question: "dermal fillers near Brooklyn", language: "en", kind: "procedure", procedure: "dermal-fillers", place: place("Brooklyn, NY"), near: true, providers: "some" },
  { id: "en-near-lipo-fort-lauderdale", question: "Liposuction near Fort Lauderdale", language: "en", kind: "procedure", procedure: "liposuction", place: place("Fort Lauderdale, FL"), near: true, providers: "some" },
  { id: "en-near-botox-scottsdale", question: "Botox near Scottsdale", language: "en", kind: "procedure", procedure: "botox", place: place("Scottsdale, AZ"), near: true, providers: "some" },
  { id: "en-near-facelift-los-angeles", question: "facelift near Los Angeles", language: "en", kind: "procedure", procedure: "facelift", place: place("Los Angeles, CA"), near: true, providers: "some" },
  { id: "en-near-laser-new-york", question: "laser hair removal near New York", language: "en", kind: "procedure", procedure: "laser-hair-removal", place: place("New York, NY"), near: true, providers: "some" },
  // Follow-ups: a short conversation, then the question.
  { id: "en-followup-recovery", turns: ["How much does a tummy tuck cost?"], question: "What about recovery?", language: "en", kind: "procedure", procedure: "tummy-tuck", part: "recovery" },
  { id: "en-followup-after-that", turns: ["Tell me about breast augmentation"], question: "How long until I can go back to work after that?", language: "en", kind: "procedure", procedure: "breast-augmentation", part: "recovery" },
  { id: "en-followup-risks", turns: ["What is a facelift?"], question: "And the risks?", language: "en", kind: "procedure", procedure: "facelift", part: "risks" },
  { id: "en-followup-cost", turns: ["How long is recovery from liposuction?"], question: "How much does it cost?", language: "en", kind: "procedure", procedure: "liposuction", part: "cost" },
  { id: "en-followup-is-it-safe", turns: ["Tell me about CoolSculpting"], question: "Is it safe?", language: "en", kind: "procedure", procedure: "coolsculpting", yesNo: "yes" },
  { id: "en-followup-there", turns: ["I'm looking for a surgeon in Miami"], question: "Who does liposuction there?", language: "en", kind: "procedure", procedure: "liposuction", place: MIAMI, providers: "some" },
  { id: "en-followup-near-it", turns: ["What is a thread lift?"], question: "Who offers it near Seattle?", language: "en", kind: "procedure", procedure: "thread-lift", place: place("Seattle, WA"), near: true, providers: "some" },
  { id: "en-followup-risks-nose", turns: ["How much does a nose job cost in New York?"], question: "What are the risks?", language: "en", kind: "procedure", procedure: "rhinoplasty", part: "risks" },
  { id: "en-followup-bbl-recovery", turns: ["What is a BBL?", "How much does it cost?"], question: "And recovery?", language: "en", kind: "procedure", procedure: "brazilian-butt-lift", part: "recovery" },
  // Places and procedures that must not stick.
  { id: "en-no-carry-place", turns: ["Rhinoplasty in Beverly Hills"], question: "How much does a tummy tuck cost?", language: "en", kind: "procedure", procedure: "tummy-tuck", part: "cost", notAbout: ["Beverly Hills"] },
  { id: "en-no-carry-place-later", turns: ["Facelift in Beverly Hills", "What about recovery?"], question: "What is Botox?", language: "en", kind: "procedure", procedure: "botox", notAbout: ["Beverly Hills"] },
  { id: "en-no-carry-procedure", turns: ["Tell me about Botox"], question: "How much is microneedling?", language: "en", kind: "procedure", procedure: "microneedling", part: "cost" },
  // Off-topic, alone and mid-conversation.
  { id: "en-off-lasagna", question: "How do I make lasagna?", language: "en", kind: "offTopic" },
  { id: "en-off-lasagna-mid", turns: ["How much is CoolSculpting?"], question: "How do I make lasagna?", language: "en", kind: "offTopic" },
  { id: "en-off-weather", question: "What's the weather in Chicago tomorrow?", language: "en", kind: "offTopic" },
  { id: "en-off-weather-mid", turns: ["Breast augmentation in Houston"], question: "What's the weather like today?", language: "en", kind: "offTopic", notAbout: ["Houston"] },
  { id: "en-off-taxes", question: "How do I file my taxes?", language: "en", kind: "offTopic" },
  { id: "en-off-code", question: "Write me a Python script that sorts a list", language: "en", kind: "offTopic" },
  { id: "en-off-sports", question: "Who won the Super Bowl last year?", language: "en", kind: "offTopic" },
  // Emergencies: the guidance alone.
  { id: "en-emergency-chest-pain", turns: ["Tell me about liposuction"], question: "I had liposuction three days ago and now I have chest pain", language: "en", kind: "emergency" },
  { id: "en-emergency-breathing", question: "I can't breathe after my tummy tuck", language: "en", kind: "emergency" },
  { id: "en-emergency-bleeding", question: "My incision is bleeding heavily and won't stop", language: "en", kind: "emergency" },
  { id: "en-emergency-fainted", question: "My mother fainted after her facelift", language: "en", kind: "emergency" },
  { id: "en-emergency-calf", question: "I have calf pain and swelling after my BBL", language: "en", kind: "emergency" },
  // Greetings and what TruGPT does.
  { id: "en-hello", question: "Hi there!", language: "en", kind: "general", providers: "none" },
  { id: "en-what-can-you-do", question: "What can you help me with?", language: "en", kind: "general", providers: "none" },
];

const nutrition: EvalCase[] = [
  { id: "nutrition-en-before-surgery", variant: "nutrition", question: "What should I eat before surgery?", language: "en", kind: "nutrition" },
  { id: "nutrition-en-protein", variant: "nutrition", question: "How much protein do I need while healing?", language: "en", kind: "nutrition" },
  { id: "nutrition-en-fish-oil", variant: "nutrition", question: "Should I stop taking fish oil before my tummy tuck?", language: "en", kind: "nutrition", procedure: "tummy-tuck" },
  { id: "nutrition-en-alcohol", variant: "nutrition", question: "Can I drink alcohol right after liposuction?", language: "en", kind: "nutrition", procedure: "liposuction", yesNo: "no" },
  { id: "nutrition-en-swelling", variant: "nutrition", question: "What foods help keep swelling down after surgery?", language: "en", kind: "nutrition" },
  { id: "nutrition-es-despues", variant: "nutrition", question: "¿Qué debo comer después de una cirugía?", language: "es", kind: "nutrition" },
  { id: "nutrition-es-proteina", variant: "nutrition", question: "¿Cuánta proteína necesito para recuperarme?", language: "es", kind: "nutrition" },
];

const spanish: EvalCase[] = [
  { id: "es-cost-breast-aug-houston", question: "¿Cuánto cuesta un aumento de senos en Houston?", language: "es", kind: "procedure", procedure: "breast-augmentation", place: HOUSTON, part: "cost" },
  { id: "es-cost-botox", question: "¿Cuánto cuesta el bótox?", language: "es", kind: "procedure", procedure: "botox", part: "cost" },
  { id: "es-cost-tummy-tuck", question: "¿Cuánto cuesta una abdominoplastia?", language: "es", kind: "procedure", procedure: "tummy-tuck", part: "cost" },
  { id: "es-cost-laser", question: "¿Cuánto cuesta la depilación láser?", language: "es", kind: "procedure", procedure: "laser-hair-removal", part: "cost" },
  { id: "es-recovery-lipo", question: "¿Cuánto dura la recuperación de una liposucción?", language: "es", kind: "procedure", procedure: "liposuction", part: "recovery" },
  { id: "es-risks-rhinoplasty", question: "¿Cuáles son los riesgos de una rinoplastia?", language: "es", kind: "procedure", procedure: "rhinoplasty", part: "risks" },
  { id: "es-about-facelift", question: "¿Qué es un estiramiento facial?", language: "es", kind: "procedure", procedure: "facelift" },
  { id: "es-candidate-bbl", question: "¿Soy buena candidata para un BBL?", language: "es", kind: "procedure", procedure: "brazilian-butt-lift" },
  { id: "es-yes-coolsculpting-safe", question: "¿Es seguro el CoolSculpting?", language: "es", kind: "procedure", procedure: "coolsculpting", yesNo: "yes" },
  { id: "es-no-botox-permanent", question: "¿El bótox es permanente?", language: "es", kind: "procedure", procedure: "botox", yesNo: "no" },
  { id: "es-in-rhinoplasty-miami", question: "Busco un cirujano de rinoplastia en Miami", language: "es", kind: "procedure", procedure: "rhinoplasty", place: MIAMI, providers: "some" },
  { id: "es-near-lipo-miami", question: "Liposucción cerca de Miami", language: "es", kind: "procedure", procedure: "liposuction", place: MIAMI, near: true, providers: "some" },
  { id: "es-near-botox-beverly-hills", question: "¿Dónde me pongo bótox cerca de Beverly Hills?", language: "es", kind: "procedure", procedure: "botox", place: BEVERLY_HILLS, near: true, providers: "some" },
  { id: "es-near-botox-90210", question: "bótox cerca de 90210", language: "es", kind: "procedure", procedure: "botox", place: place("90210", "90210", "Beverly Hills"), near: true, providers: "some" },
  { id: "es-near-lipo-33139", question: "liposucción cerca de 33139", language: "es", kind: "procedure", procedure: "liposuction", place: place("33139", "33139", "Miami Beach"), near: true, providers: "some" },
  { id: "es-followup-recovery", turns: ["¿Cuánto cuesta un aumento de senos?"], question: "¿Y la recuperación?", language: "es", kind: "procedure", procedure: "breast-augmentation", part: "recovery" },
  { id: "es-followup-after-that", turns: ["Háblame de la rinoplastia"], question: "¿Cuándo puedo volver al trabajo después de eso?", language: "es", kind: "procedure", procedure: "rhinoplasty", part: "recovery" },
  { id: "es-followup-there", turns: ["Estoy buscando un cirujano en Houston"], question: "¿Quién hace liposucción allí?", language: "es", kind: "procedure", procedure: "liposuction", place: HOUSTON, providers: "some" },
  { id: "es-followup-is-it-safe", turns: ["Háblame del CoolSculpting"], question: "¿Es seguro?", language: "es", kind: "procedure", procedure: "coolsculpting", yesNo: "yes" },
  { id: "es-off-lasagna", question: "¿Cómo hago una lasaña?", language: "es", kind: "offTopic" },
  { id: "es-off-lasagna-mid", turns: ["¿Cuánto cuesta el CoolSculpting?"], question: "¿Cómo se prepara una lasaña?", language: "es", kind: "offTopic" },
  { id: "es-off-weather", question: "¿Qué tiempo hará mañana en Miami?", language: "es", kind: "offTopic" },
  { id: "es-off-taxes", question: "¿Cómo declaro mis impuestos?", language: "es", kind: "offTopic" },
  { id: "es-emergency-chest-pain", question: "Me operé de liposucción hace tres días y tengo dolor en el pecho", language: "es", kind: "emergency" },
  { id: "es-emergency-breathing", question: "No puedo respirar después de mi abdominoplastia", language: "es", kind: "emergency" },
  { id: "es-emergency-bleeding", question: "Estoy sangrando mucho después de la cirugía", language: "es", kind: "emergency" },
  { id: "es-hello", question: "Hola", language: "es", kind: "general", providers: "none" },
];

export const EVAL_CASES: EvalCase[] = [...english, ...nutrition, ...spanish];
