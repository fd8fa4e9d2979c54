/**
 * TruGPT's knowledge in Spanish (issue 37, item 2): the same facts as knowledge.ts, for answers to
 * questions asked in Spanish, and the names people use for each procedure in Spanish. Prices are
 * the catalogue's (US dollars), with their unit in Spanish.
 */
import type { ProcedureFacts } from "./knowledge";

/** The facts of knowledge.ts in Spanish, with the procedure's Spanish name and summary in place of the catalogue's. */
export type SpanishFacts = Omit<ProcedureFacts, "procedure"> & {
  /** The procedure's name in an answer. */
  name: string;
  summary: string;
};

export const FACTS_ES: Record<string, SpanishFacts> = {
  rhinoplasty: {
    name: "la rinoplastia (cirugía de nariz)",
    aliases: ["rinoplastia", "cirugia de nariz", "operacion de nariz", "operarme la nariz", "cirugia de la nariz"],
    summary: "Cambia la forma de la nariz para mejorar sus proporciones o la respiración.",
    recovery:
      "La mayoría lleva una férula durante una semana y vuelve a un trabajo de oficina en 1 a 2 semanas. Los moretones desaparecen en unas 2 semanas; la hinchazón baja a lo largo de meses y la forma final se ve al cabo de un año. Evita los deportes de contacto y apoyar gafas sobre la nariz durante unas 6 semanas.",
    risks:
      "sangrado, infección, dificultad para respirar, adormecimiento, asimetría y un resultado que no convence y puede requerir una revisión (entre el 5 y el 15 % de los casos).",
    candidacy: "adultos (o adolescentes cuya nariz ya terminó de crecer) con buena salud, que no fuman y con expectativas realistas.",
    questions: [
      "¿Está certificado por el consejo de su especialidad y cuántas rinoplastias hace al año?",
      "¿Puedo ver fotos de antes y después de narices como la mía?",
    ],
    safety:
      "en general segura para personas sanas cuando la hace un cirujano certificado en un centro acreditado; como toda cirugía, tiene riesgos",
    pain: "Sí, algo: se opera con anestesia y después la mayoría siente presión y molestias moderadas durante unos días, que se controlan con analgésicos.",
    lasting: "Sí: la nueva forma de la nariz es permanente, aunque sigue asentándose durante un año y envejece con el resto de la cara.",
  },
  "breast-augmentation": {
    name: "el aumento de senos",
    aliases: [
      "aumento de senos",
      "aumento de pecho",
      "aumento de busto",
      "aumento mamario",
      "implantes mamarios",
      "implantes de senos",
      "implantes de pecho",
      "mamoplastia de aumento",
    ],
    summary: "Aumenta el tamaño de los senos o recupera su volumen con implantes o con grasa propia.",
    recovery:
      "Actividad ligera después de una semana, trabajo de oficina en 1 a 2 semanas, y nada de cargar peso ni ejercicio intenso durante 4 a 6 semanas.",
    risks:
      "contractura capsular, rotura o pliegues del implante, cambios en la sensibilidad del pezón, infección y la necesidad de otra cirugía en el futuro.",
    candidacy:
      "adultas sanas con los senos ya desarrollados que quieren más volumen o simetría y saben que los implantes no duran toda la vida.",
    questions: ["¿Qué tipo, tamaño y colocación de implante me recomienda y por qué?", "¿Qué pasa si necesito una revisión?"],
    safety:
      "en general seguro para personas sanas cuando lo hace un cirujano plástico certificado; los implantes pueden necesitar otra cirugía con los años",
    pain: "Sí, los primeros días: se opera con anestesia y después hay tirantez y dolor moderado en el pecho, sobre todo si el implante va bajo el músculo; mejora en 1 a 2 semanas.",
    lasting:
      "No: el resultado dura muchos años, pero los implantes no son para toda la vida y pueden necesitar recambio; los senos también cambian con la edad y el peso.",
  },
  liposuction: {
    name: "la liposucción",
    aliases: ["liposuccion", "lipo", "lipoescultura", "lipoaspiracion"],
    summary:
      "Elimina depósitos de grasa localizada (abdomen, muslos, brazos) a través de pequeñas incisiones. No es un tratamiento para bajar de peso.",
    recovery:
      "Faja de compresión durante 4 a 6 semanas; la mayoría vuelve al trabajo en una semana. La hinchazón tarda de 3 a 6 meses en bajar del todo.",
    risks:
      "irregularidades en el contorno, adormecimiento, acumulación de líquido, infección y, en raras ocasiones, embolia grasa o coágulos.",
    candidacy: "adultos cerca de un peso estable, con piel firme y grasa localizada que no cede con dieta y ejercicio.",
    questions: ["¿Cuántas zonas me recomienda tratar y cuánto cuesta cada una?", "¿Dónde se realiza la cirugía?"],
    safety:
      "en general segura para personas sanas cerca de su peso cuando la hace un cirujano certificado en un centro acreditado; como toda cirugía, tiene riesgos",
    pain: "Sí, moderadamente: se hace con anestesia y después la zona queda adolorida, como después de un ejercicio muy intenso, durante 1 a 2 semanas.",
    lasting: "Sí: las células de grasa extraídas no vuelven, pero las que quedan pueden crecer si subes de peso.",
  },
  facelift: {
    name: "el estiramiento facial (lifting)",
    aliases: [
      "estiramiento facial",
      "lifting facial",
      "ritidectomia",
      "estiramiento de cara",
      "lifting de cara",
      "lifting de rostro",
      "estiramiento de cuello",
    ],
    summary: "Levanta y tensa la piel y los tejidos caídos de la cara y el cuello para un aspecto más descansado.",
    recovery:
      "Moretones e hinchazón durante 2 a 3 semanas; la mayoría se siente presentable en público a las 2 semanas. El resultado final se asienta en varios meses.",
    risks:
      "hematoma, lesión de un nervio, cicatrices, caída de pelo cerca de las incisiones, pérdida de piel (más en fumadores) y asimetría.",
    candidacy: "personas sanas que no fuman, con la piel de la cara y el cuello caída, que buscan un resultado duradero y natural.",
    questions: ["¿Qué técnica de estiramiento facial me conviene?", "¿Dónde quedarán las cicatrices?"],
    safety: "en general seguro para personas sanas que no fuman cuando lo hace un cirujano certificado; como toda cirugía, tiene riesgos",
    pain: "Sí, pero menos de lo que muchos esperan: se opera con anestesia y después hay tirantez y molestias moderadas durante la primera semana.",
    lasting: "No: quita varios años, normalmente unos 10, pero la cara sigue envejeciendo.",
  },
  "tummy-tuck": {
    name: "la abdominoplastia",
    aliases: ["abdominoplastia", "cirugia de abdomen", "cirugia abdominal", "estiramiento de abdomen"],
    summary:
      "Retira el exceso de piel del abdomen y repara los músculos separados, a menudo después de un embarazo o de perder mucho peso.",
    recovery:
      "Caminar encorvado la primera semana, drenajes durante 1 a 2 semanas, trabajo de oficina a las 2 o 3 semanas y nada de cargar peso durante 6 semanas.",
    risks: "seroma (líquido acumulado), problemas de cicatrización, cicatrices visibles, adormecimiento, coágulos e infección.",
    candidacy: "adultos con peso estable y piel abdominal suelta o músculos separados; mujeres que ya no planean tener hijos.",
    questions: ["¿Necesito una abdominoplastia completa o una mini?", "¿Cómo reduce el riesgo de coágulos?"],
    safety:
      "en general segura para personas sanas con peso estable cuando la hace un cirujano certificado; como toda cirugía, tiene riesgos, sobre todo de coágulos",
    pain: "Sí: es una de las recuperaciones más incómodas, con dolor moderado la primera semana que se controla con analgésicos y mejora poco a poco.",
    lasting:
      "Sí: la piel retirada y la reparación del músculo son permanentes mientras el peso se mantenga estable y no haya otro embarazo.",
  },
  "brazilian-butt-lift": {
    name: "el levantamiento de glúteos brasileño (BBL)",
    aliases: ["levantamiento de gluteos", "levantamiento brasileno", "aumento de gluteos", "bbl", "lifting de gluteos", "gluteoplastia"],
    summary: "Transfiere grasa de otras zonas para dar forma a los glúteos. Su seguridad depende mucho de la técnica del cirujano.",
    recovery:
      "No sentarse directamente sobre los glúteos durante unas 2 semanas (ayudan cojines especiales), compresión durante 6 semanas y ejercicio a las 6 a 8 semanas.",
    risks:
      "embolia grasa (rara pero potencialmente mortal, por eso la grasa debe inyectarse por encima del músculo), reabsorción de la grasa, asimetría e infección.",
    candidacy: "adultos sanos con suficiente grasa en otras zonas que puedan cumplir las restricciones para sentarse.",
    questions: ["¿Inyecta la grasa solo por encima del músculo, guiado por ultrasonido?", "¿Cuántos BBL realiza?"],
    safety:
      "razonablemente seguro solo si un cirujano certificado y con experiencia inyecta la grasa por encima del músculo; tiene más riesgo que la mayoría de las cirugías estéticas",
    pain: "Sí: duelen tanto las zonas de donde se extrae la grasa como los glúteos, sobre todo la primera semana.",
    lasting:
      "Sí, en gran parte: la grasa que sobrevive los primeros meses se queda, aunque una parte (a menudo un tercio o más) se reabsorbe y los cambios de peso se notan.",
  },
  "mommy-makeover": {
    name: "el mommy makeover (cirugía de renovación posparto)",
    aliases: ["mommy makeover", "cirugia posparto", "renovacion posparto"],
    summary: "Combina varias cirugías del abdomen, los senos y el contorno corporal para restaurar el cuerpo después del embarazo.",
    recovery: "Normalmente 2 a 3 semanas sin trabajar y 6 semanas sin cargar peso; planifica ayuda con los niños pequeños.",
    risks: "los de cada procedimiento combinado, más el riesgo de una operación más larga (coágulos, anestesia).",
    candidacy: "madres que ya no planean tener hijos, con peso estable, unos 6 meses o más después de la lactancia.",
    questions: ["¿Qué procedimientos conviene combinar y cuáles hacer por separado?", "¿Qué ayuda necesitaré en casa?"],
    safety:
      "en general seguro para mujeres sanas cuando lo hace un cirujano certificado, aunque combinar cirugías alarga la operación y suma riesgos",
    pain: "Sí: al combinar varias cirugías, la primera semana es dolorosa y necesita analgésicos y ayuda en casa.",
    lasting:
      "Sí, en gran parte: los cambios duran mientras el peso se mantenga estable y no haya otro embarazo, aunque el cuerpo sigue envejeciendo.",
  },
  "breast-reduction": {
    name: "la reducción de senos",
    aliases: ["reduccion de senos", "reduccion de pecho", "reduccion mamaria", "mamoplastia de reduccion"],
    summary: "Reduce el tamaño y el peso de los senos para aliviar molestias y mejorar la proporción.",
    recovery: "Trabajo de oficina a las 1 a 2 semanas, sostén de soporte durante varias semanas y actividad completa a las 6 semanas.",
    risks: "cicatrices, cambios en la sensibilidad del pezón, dificultad para amamantar, asimetría y problemas de cicatrización.",
    candidacy:
      "personas cuyo tamaño de senos causa dolor de espalda, cuello u hombros; el seguro puede cubrirla cuando es médicamente necesaria.",
    questions: ["¿Mi seguro la cubrirá?", "¿Dónde quedarán las cicatrices?"],
    safety: "en general segura para personas sanas cuando la hace un cirujano certificado; como toda cirugía, tiene riesgos",
    pain: "Sí, de forma moderada durante la primera semana; muchas personas dicen que el alivio del dolor de espalda compensa pronto.",
    lasting: "Sí: el tejido retirado no vuelve, aunque el peso, las hormonas y la edad pueden cambiar los senos.",
  },
  botox: {
    name: "el bótox",
    aliases: ["botox", "toxina botulinica", "botulinica", "inyecciones para arrugas"],
    summary: "Relaja los músculos que forman las arrugas de expresión (entrecejo, frente, patas de gallo).",
    recovery:
      "Sin tiempo de recuperación: no te acuestes ni frotes la zona durante 4 horas. El efecto aparece en 3 a 14 días y dura de 3 a 4 meses.",
    risks: "moretones, dolor de cabeza, caída del párpado o de la ceja durante algunas semanas y un resultado desigual.",
    candidacy: "adultos con arrugas de expresión; no durante el embarazo ni la lactancia.",
    questions: ["¿Cuántas unidades necesito y el precio es por unidad o por zona?", "¿Quién me pondrá las inyecciones?"],
    safety:
      "seguro, aprobado por la FDA para las arrugas de expresión, cuando lo aplica un profesional capacitado; los efectos secundarios suelen ser leves y pasajeros",
    pain: "Sí, pero muy poco: se siente un pinchazo rápido en cada punto y la mayoría no necesita anestesia.",
    lasting: "No: el efecto del bótox dura de 3 a 4 meses, así que se repite para mantenerlo.",
  },
  "dermal-fillers": {
    name: "los rellenos dérmicos",
    aliases: ["rellenos dermicos", "relleno dermico", "rellenos", "relleno", "relleno de labios", "rellenos faciales", "acido hialuronico"],
    summary: "Devuelven volumen a labios, pómulos, ojeras o surcos con productos inyectables, casi siempre ácido hialurónico.",
    recovery:
      "Poco tiempo de recuperación: hinchazón y moretones durante unos días. El resultado dura de 6 a 18 meses según el producto y la zona.",
    risks: "moretones, bultos, infección y, en raras ocasiones, la obstrucción de un vaso sanguíneo, que necesita tratamiento urgente.",
    candidacy: "adultos que quieren recuperar volumen en labios, pómulos, ojeras o surcos.",
    questions: ["¿Qué producto usa y se puede disolver?", "¿Qué hace si se obstruye un vaso?"],
    safety: "en general seguros cuando los aplica un profesional capacitado que tenga a mano el antídoto (hialuronidasa)",
    pain: "Sí, un poco: la mayoría de los productos llevan anestesia local y se siente presión y pinchazos breves.",
    lasting: "No: la mayoría de los rellenos duran de 6 a 18 meses, según el producto y la zona, y luego se retocan.",
  },
  coolsculpting: {
    name: "CoolSculpting",
    aliases: ["coolsculpting", "cool sculpting", "criolipolisis", "congelacion de grasa", "congelamiento de grasa"],
    summary: "Congela y elimina grasa localizada sin cirugía; el cuerpo desecha las células tratadas en semanas.",
    recovery: "Sin tiempo de recuperación; adormecimiento o sensibilidad durante unas semanas. Los resultados aparecen en 1 a 3 meses.",
    risks: "adormecimiento y dolor pasajeros y, en raras ocasiones, hiperplasia adiposa paradójica (la grasa tratada crece).",
    candidacy: "personas cerca de su peso ideal con pequeñas acumulaciones de grasa que se pueden pellizcar.",
    questions: ["¿Cuántos ciclos y sesiones necesitaré?", "¿Qué resultados puedo esperar en mi zona?"],
    safety: "un tratamiento aprobado por la FDA y en general seguro para candidatos adecuados; como todo tratamiento, tiene riesgos",
    pain: "Sí, un poco al principio: frío intenso y tirantez durante los primeros minutos, y después la zona se adormece.",
    lasting: "Sí: las células de grasa tratadas desaparecen para siempre, pero las que quedan pueden crecer si subes de peso.",
  },
  "chemical-peels": {
    name: "el peeling químico",
    aliases: ["peeling quimico", "peelings quimicos", "peeling", "exfoliacion quimica"],
    summary: "Aplica una solución que retira las capas superficiales de la piel para mejorar el tono, las manchas y las líneas finas.",
    recovery: "Peelings suaves: unos días de descamación. Medios: una semana. Profundos: 2 semanas o más.",
    risks: "enrojecimiento, cambios de pigmentación (sobre todo en pieles oscuras), infección y cicatrices con los más profundos.",
    candidacy: "personas con tono desigual, daño solar, cicatrices leves o líneas finas.",
    questions: ["¿Qué profundidad de peeling conviene a mi tipo de piel?", "¿Cómo debo preparar la piel?"],
    safety: "en general seguro cuando un profesional elige la profundidad adecuada para tu piel",
    pain: "Sí, algo: los suaves arden o pican unos minutos; los profundos necesitan anestesia.",
    lasting: "No: mejora la piel durante meses, pero el sol y la edad siguen actuando, así que suele repetirse.",
  },
  "laser-hair-removal": {
    name: "la depilación láser",
    aliases: ["depilacion laser", "depilacion con laser", "depilacion definitiva"],
    summary: "Destruye el folículo del vello con luz láser en varias sesiones.",
    recovery: "Sin tiempo de recuperación; enrojecimiento unas horas. Evita el sol antes y después de las sesiones.",
    risks: "quemaduras, cambios de pigmentación y, en raras ocasiones, más crecimiento de vello.",
    candidacy: "la mayoría de tipos de piel y vello con el láser adecuado; funciona mal en vello rubio, pelirrojo o canoso.",
    questions: ["¿Qué láser usa para mi tipo de piel?", "¿Cuántas sesiones debo esperar?"],
    safety: "segura cuando se usa el láser adecuado para tu tipo de piel y lo maneja personal capacitado",
    pain: "Sí, un poco: se siente como el chasquido de una liga sobre la piel; muchos equipos enfrían la zona.",
    lasting: "Sí, en gran parte: reduce el vello a largo plazo, aunque algunos pelos pueden volver y necesitar un retoque.",
  },
  microneedling: {
    name: "el microneedling (micropunción)",
    aliases: ["microneedling", "micropuncion", "microagujas", "dermapen"],
    summary: "Hace microperforaciones en la piel para estimular el colágeno y mejorar cicatrices, poros y líneas finas.",
    recovery: "Enrojecimiento durante 1 a 3 días; maquillaje a las 24 horas. Suelen ser de 3 a 6 sesiones con un mes de separación.",
    risks: "enrojecimiento, irritación, infección y cambios de pigmentación.",
    candidacy: "personas con cicatrices de acné, poros dilatados o líneas finas; no con acné activo ni infección de la piel.",
    questions: ["¿Cuántas sesiones necesito?", "¿Lo combina con PRP o radiofrecuencia?"],
    safety: "en general seguro cuando lo hace un profesional con material estéril",
    pain: "Sí, poco: se aplica crema anestésica antes y se siente como un raspado leve.",
    lasting: "No: el colágeno nuevo se mantiene, pero la piel sigue envejeciendo, así que la mayoría repite una sesión de vez en cuando.",
  },
  "ipl-photofacial": {
    name: "el fotofacial IPL (luz pulsada)",
    aliases: ["ipl", "fotofacial", "luz pulsada", "luz pulsada intensa", "fotorejuvenecimiento"],
    summary: "Usa luz pulsada intensa para aclarar manchas de sol, rojeces y capilares rotos.",
    recovery:
      "Poco tiempo de recuperación: las manchas se oscurecen y se desprenden en una semana. Suelen ser de 3 a 5 sesiones, con un mes entre cada una.",
    risks: "quemaduras, ampollas y cambios de pigmentación, sobre todo en piel bronceada u oscura.",
    candidacy: "pieles claras con manchas de sol, rojeces o capilares rotos.",
    questions: ["¿El IPL es seguro para mi tono de piel?", "¿Cuántas sesiones necesitaré?"],
    safety:
      "en general seguro en pieles claras cuando lo hace personal capacitado; en pieles oscuras o bronceadas conviene otro tratamiento",
    pain: "Sí, un poco: cada pulso se siente como el chasquido de una liga.",
    lasting: "No: las manchas tratadas desaparecen, pero aparecen otras con el sol, así que las sesiones se repiten.",
  },
  "thread-lift": {
    name: "el lifting con hilos tensores",
    aliases: ["hilos tensores", "lifting con hilos", "hilos pdo", "hilos"],
    summary: "Levanta la piel ligeramente caída con hilos reabsorbibles colocados bajo la piel.",
    recovery:
      "Unos días de hinchazón y sensibilidad; evita abrir mucho la boca y los masajes faciales durante 2 semanas. El resultado dura de 1 a 3 años.",
    risks: "hilos visibles o palpables, hoyuelos, infección y asimetría.",
    candidacy: "personas con flacidez leve o moderada que aún no quieren operarse.",
    questions: ["¿Qué hilos usa?", "¿Cuánto durará mi resultado comparado con una cirugía?"],
    safety:
      "en general seguro cuando lo hace un profesional con experiencia, aunque sus resultados son más limitados que los de una cirugía",
    pain: "Sí, algo: se hace con anestesia local y después hay sensibilidad durante unos días.",
    lasting: "No: el efecto dura de 1 a 3 años, mientras los hilos se reabsorben.",
  },
};

/** A catalogue price in Spanish: "$3,000 - $8,000 per area" -> "$3,000 - $8,000 por zona". */
export function priceEs(range: string): string {
  return range
    .replace("per area", "por zona")
    .replace("per syringe", "por jeringa")
    .replace("per session", "por sesión")
    .replace("per night", "por noche");
}

export const NUTRITION_FACTS_ES =
  "Antes y después de cualquier procedimiento, come suficiente proteína (de 0,8 a 1 g por kilo de peso, más mientras cicatrizas), muchas verduras y frutas por la vitamina C y el zinc, bebe agua en abundancia, limita la sal para reducir la hinchazón y evita el alcohol y la nicotina durante varias semanas antes y después de la cirugía. Deja los suplementos que hacen la sangre más líquida (aceite de pescado, vitamina E, ginkgo) solo según te indique tu cirujano.";
