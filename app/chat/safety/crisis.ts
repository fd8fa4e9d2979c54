/**
 * The crisis screen (issue 44, fifth round; docs/decisions/072-trugpt-crisis-screen.md): thoughts of
 * self-harm read as a suicide-prevention screen reads them, by what is said about oneself, not by a
 * procedure or a body word: death or dying wished or thought about, not wanting to wake up, to be
 * here or to go on, goodbyes and letters to loved ones, things given away, pills counted, saved or
 * stockpiled, a plan or a means, being a burden, no point, "can't do this anymore", hopelessness —
 * English and Spanish, indirect and regional forms. Any of them gets the crisis guidance, whatever
 * else the message asks: a false alarm is better than a miss. Figurative uses that are clearly not
 * about harming oneself ("dying to get my lips done", "this price is killing me", "me muero por
 * tener labios así", "dead skin") are taken out first; the risk of a procedure asked about ("can you
 * die from lipo?", "scared I won't wake up from the anesthesia") is a question, not a screen.
 */

const any = (...phrases: string[]) => new RegExp(` (?:${phrases.join("|")}) `);

const PEOPLE =
  "(?:kids|children|child|babies|baby|family|everyone|everybody|husband|wife|hubby|mom|mum|mother|dad|father|parents|son|sons|daughter|daughters|sister|brother|partner|boyfriend|girlfriend|bf|gf|friends|loved ones|them all|you all|y all|hijos|hijas|hijo|hija|ninos|familia|todos|esposo|esposa|marido|mama|madre|papa|padre|papas|padres|hermana|hermano|novio|novia|pareja|amigos|amigas|seres queridos)";
const PILLS =
  "(?:pills|pill|meds|medication|medications|tablets|painkillers|pain killers|sleeping pills|oxy\\w*|percocet|norco|vicodin|tramadol|xanax|ambien|clonazepam|rivotril|lorazepam|ativan|valium|diazepam|benzos?|tylenol|acetaminophen|paracetamol|benadryl|zolpidem|trazodone|antidepressants|antidepresivos|somniferos|insulin|insulina|pastillas|pastilla|pildoras|medicinas|medicamentos|calmantes|tabletas|analgesicos)";

/** "Despedirme de mi papada" is a goodbye to a double chin. */
const NOT_BODY =
  "(?! de (?:\\w+ ){0,1}(?:papada|arrugas|lonjas|grasa|barriga|panza|ojeras|manchas|vello|pelo|celulitis|lineas|flacidez|bolsas|gorditos|rollitos|estrias|cicatriz|cicatrices|acne|canas) )";

/** Said figuratively, or about the risk of a procedure: taken out before the screen reads the text. */
const FIGURATIVE = new RegExp(
  ` (?:${[
    "dying (?:to|for|of laughter|laughing)",
    "(?:to )?die for",
    "(?:killing|kill|kills) me (?:\\w+ ){0,3}(?:price|cost|bill|wait|waiting|heat|feet|back)",
    "(?:price|cost|bill|wait|waiting|prices|heat|this|that|it|suspense|swelling|itch|itching) (?:\\w+ ){0,2}(?:is |s |are |re )?(?:killing|kill|gonna kill|will kill|going to kill) me",
    "(?:he|she|husband|wife|mom|dad|bf|gf|boyfriend|girlfriend) (?:\\w+ ){0,2}(?:will|would|gonna|going to) kill me",
    "killing myself (?:at|in|with) (?:the )?(?:gym|work|workouts?|diet)",
    "dead (?:skin|cells?|tired|set|serious|ends?|line|zone|giveaway)",
    "deadline\\w*",
    "drop dead (?:gorgeous|beautiful)",
    "me muero (?:por|de (?:la |el )?(?:ganas|risa|hambre|sed|calor|frio|sueno|verguenza|pena|nervios|curiosidad|envidia|amor|emocion|ansiedad))",
    "(?:me estoy muriendo|muriendome|muriendo) de (?:la |el )?(?:ganas|risa|hambre|sed|calor|frio|sueno|verguenza|pena|nervios|curiosidad|envidia|amor|emocion|ansiedad)",
    "(?:ya )?no aguanto (?:mas )?(?:la|el|los|las|esta|este|estos|estas) (?:faja|fajas|comezon|picazon|picor|hinchazon|espera|vendaje|vendas|drenaje|drenajes|tubos|puntos|garment|calor)",
    "muert[oa]s? de (?:risa|hambre|sed|calor|frio|sueno|verguenza|nervios|cansancio|miedo)",
    "(?:me va a|me van a|me mata|me matan|me esta matando|me estan matando) (?:\\w+ ){0,2}(?:precio|precios|costo|cuenta|espera|calor)",
    "(?:el precio|los precios|el costo|la espera|la comezon) (?:\\w+ ){0,2}(?:me mata|me esta matando|me va a matar)",
    "(?:esposo|marido|mama|papa|novio) (?:\\w+ ){0,2}(?:me mata|me va a matar)",
    "(?:phone|battery|car|laptop|celular|telefono|bateria) (?:\\w+ ){0,2}(?:died|dead|murio|se murio)",
    "(?:can|could|does|will|might) (?:you|people|someone|anyone|one|patients|women|it|this|that|lipo|bbl|surgery|filler|botox|anesthesia) (?:actually |really |ever |possibly )?(?:die|dies|kill|cause death|be fatal|be deadly|overdose|od)",
    "(?:can|could|will|might) i (?:actually |really |possibly )?(?:die|overdose|od) (?:from|during|in|of|on|under|after|getting|because|with)",
    "(?:puede|pueden|se puede|podria) (?:\\w+ ){0,1}(?:morir|causar la muerte|matar)",
    "(?:die|dying|died) of (?:embarrassment|shame|laughter|boredom|cuteness|excitement|jealousy)",
    "(?:social|love|sex|shelf|dating|night) life",
    "(?:risk|risks|chance|chances|rate|deaths|mortality|riesgo|riesgos) (?:\\w+ ){0,4}(?:die|dying|death|dead|morir|muerte|mueren)",
    "(?:people|women|patients|someone|anyone|gente|mujeres|pacientes|alguien) (?:\\w+ ){0,3}(?:die|died|dying|dead|mueren|murio|murieron)",
    "(?:don t|dont|do not) (?:want|wanna) to die (?:\\w+ ){0,3}(?:from|during|in|on|of|under|because)",
    "(?<!(?:quiero|quiere|quisiera|ganas de|want to|wanna|wants to|wish i could|hope i|hoping to|rather) )(?:die|dying|morir|morirme) (?:\\w+ ){0,2}(?:from|during|on the table|under|in surgery|de la cirugia|en la cirugia|por la anestesia)",
    // Thirteenth round: "¿me voy a morir en la abdominoplastia?", "miedo a morirme", "will i die in my tummy tuck": fear of the operation.
    "(?<!(?:quiero|quiere|quisiera|ganas de|want to|wanna|wants to|wish i could|hope i|hoping to|rather) )(?:(?:me )?voy a morir|me muera|morir|morirme|die|dying) (?:\\w+ ){0,1}(?:en|durante|in|during|on|under) (?:\\w+ ){0,2}(?:cirugia|operacion|anestesia|quirofano|procedimiento|abdominoplastia|lipo\\w*|rino\\w*|bbl|implantes|surgery|operation|anesthesia|anaesthesia|procedure|tummy tuck|facelift|lifting|mommy makeover|augmentation|aumento)",
    "(?:miedo|temor|panico|scared|afraid|fear|terrified) (?:\\w+ ){0,2}(?:a |de |of )?(?:morir|morirme|dying|die|death|la muerte)",
    "(?:gray|grey|white) hair (?:\\w+ ){0,2}(?:disappear|go away)",
  ].join("|")}) `,
  "g",
);

/** A fear of the anesthesia or the operation ("scared I won't wake up from the anesthesia"): a pre-op worry, not a screen. */
const ANESTHESIA_FEAR = / (?:anesthesia|anaesthesia|anesthetic|sedation|put under|general|anestesia|sedacion|dormida para|dormido para) /;
const FEAR = / (?:scared|afraid|worried|worry|fear|nervous|anxious|what if|miedo|me da miedo|preocupa|nerviosa|nervioso|y si|que tal si) /;
const WAKE_UP = / (?:wake|wakeup|despert\w*) /;

/** Each item of the screen, English and Spanish. */
const SCREEN = any(
  // Death or dying, wished, planned or thought about, for oneself.
  "kill (?:my ?self|me|him ?self|her ?self|them ?selves|them ?self)",
  "killing (?:my|him|her|them) ?self",
  "kms",
  "unalive",
  "suicid\\w*",
  "self ?harm\\w*",
  "(?:hurt|harm|cut|hurting|harming|cutting) (?:my ?self)",
  "end(?:ing)? (?:my (?:own )?life|it all|everything|things|my suffering)",
  "(?:want|wanna|going|gonna|just|could|should|will|to) end it",
  "ending it",
  "take my (?:own )?life",
  "(?:want|wants|wanted|wanna|wish|wishes|wished|hope|hoping|ready|rather|deserve|going|gonna|plan|planning|praying) (?:\\w+ ){0,3}(?:to )?(?:die|be dead|dead|not exist|not be here|not be alive)",
  "(?:i want|i wanna|wish i was|wish i were|wish i could be|she wants|he wants) (?:to )?(?:be )?gone",
  "(?:i m|im|i am|i feel like i m|feel like im|feel like i m|i think i m|she s|he s) dying",
  "(?:me estoy muriendo|siento que me muero|me muero|se quiere morir|se quiere matar|quiere morirse|quiere matarse)",
  "(?:think|thinking|thought|thoughts|obsessed) (?:\\w+ ){0,2}(?:about|of) (?:death|dying|dead|being dead|killing|ending|not being here|not existing|not waking)",
  "better off (?:dead|gone|without (?:me|her|him|us|them))",
  "(?:wish|wished) i (?:was|were) (?:dead|gone|never born)",
  "(?:wish|wished) i (?:had never been|d never been|hadn t been|wasn t|weren t|was never|were never) (?:born|here|alive)",
  "(?:want|wanna|wants) (?:to )?disappear",
  "(?:acabar|terminar) con (?:todo|mi vida|su vida)",
  "(?:mejor|mejores) (?:\\w+ ){0,3}sin mi",
  "ya no quiero mas",
  "(?:ojala|quisiera) no (?:haber nacido|hubiera nacido|hubiese nacido|existir|despertar)",
  `(?:quiero|quiere|voy a|va a) despedir(?:me|se)?${NOT_BODY}`,
  "not worth (?:living|it anymore|being alive)",
  "(?:tired|sick|exhausted) of (?:living|life|being alive|being here|everything|it all|existing)",
  "(?:nobody|no one|noone|no body) (?:would|will|d) (?:\\w+ ){0,1}(?:miss me|care if i|notice if i|care if i m gone)",
  "(?:quiero|quiere|quisiera|ojala|prefiero|preferiria|deseo|ganas de|mejor) (?:\\w+ ){0,2}(?:morir|morirme|morirse|muert[oa]|me muera|no existir|no vivir|no despertar|desaparecer|matarme|matarse|dejar de existir)",
  "(?:me quiero|se quiere|quiero|quiere|voy a|pienso|piensa|pensando en|pienso en|piensa en) (?:\\w+ ){0,1}(?:morir|matarme|matarse|suicidarme|suicidarse|quitarme la vida|quitarse la vida|la muerte|morirme|morirse)",
  "(?:matarme|suicidarme|quitarme la vida|hacerme dano|lastimarme|cortarme)",
  "nadie (?:me )?(?:extranaria|echaria de menos|extrana|extranaria si)",
  "nadie (?:notaria|se daria cuenta) si (?:me|yo)",
  "(?:cansad[oa]|harta|harto) de (?:vivir|la vida|todo|existir|estar aqui)",
  "no vale la pena (?:vivir|seguir|nada)",
  // Not wanting to wake up, to be here, to go on.
  "(?:don t|dont|do not|doesn t|doesnt|does not|never|not) (?:\\w+ ){0,1}(?:want|wants|wanna) to (?:live|be alive|exist|keep living|wake up)(?! with )",
  "(?:don t|dont|do not|doesn t|doesnt|does not|never|not) (?:\\w+ ){0,1}(?:want|wants|wanna) to (?:be here|be around)(?! (?:with|for|in|on|at|during|when|while|until|till) )",
  "(?:don t|dont|do not|doesn t|doesnt|does not|never|not) (?:\\w+ ){0,1}(?:want|wants|wanna) to (?:go on|keep going)(?= $| anymore| like this| living)",
  "(?:hope|hoping|wish|pray|praying) (?:\\w+ ){0,3}(?:don t|dont|won t|wont|never|do not|will not|not) (?:\\w+ ){0,1}wake",
  "(?:not|never) (?:\\w+ ){0,1}wak(?:e|ing) up (?:again|ever|tomorrow|anymore)",
  "(?:go|going|went) to sleep (?:\\w+ ){0,2}(?:not|never) (?:wake|waking|wake up|come back)",
  "sleep (?:forever|for ever|and never wake|and not wake)",
  "(?:ya )?no (?:quiero|quiere|deseo) (?:vivir|despertar|existir|seguir viviendo|seguir aqui|estar viva|estar vivo|estar aqui|estar en este mundo|estar mas|amanecer)",
  "(?:ya )?no (?:quiero|quiere|deseo) seguir(?! (?:con|tomando|el|la|los|las|usando|haciendo|esperando|pagando|en|a|al) )",
  "ya no quiero estar(?! (?:\\w+ ){0,1}(?:hinchad\\w*|gord\\w*|flac\\w*|arrugad\\w*|con |en |asi de|tan ))",
  "(?:dormir(?:me)?|dormirme) (?:\\w+ ){0,2}(?:para siempre|y no despertar|y ya no despertar)",
  "(?:no|nunca) (?:volver a |vuelva a |volviera a )?despert\\w*",
  "que no (?:amanezca|despierte)",
  "(?:can t|cant|cannot) (?:go on|keep going|live like this|live with (?:this|myself)|keep living)(?! (?:with|to|for|a|an|the|my|blood) )",
  "(?:can t|cant|cannot) (?:do|take|handle) (?:this|it)(?= $)",
  "(?:can t|cant|cannot) (?:do|take|handle) (?:this|it) (?:\\w+ ){0,2}(?:anymore|any more|no more|any longer)",
  "(?:ya )?no puedo (?:mas|seguir|con esto|con todo|vivir asi|vivir con esto)",
  "(?:ya )?no aguanto (?:mas|esto|nada)",
  "ya no aguanto",
  "(?:mi vida|la vida) (?:\\w+ ){0,1}(?:se acabo|ya no tiene sentido|no tiene sentido|no vale nada)",
  // Goodbyes, letters, things given away.
  `(?:say|said|saying|says) (?:my )?(?:goodbye|goodbyes|bye) (?:\\w+ ){0,1}(?:to )?(?:my |the |all )?${PEOPLE}`,
  "(?:said|saying) my goodbyes",
  "(?:goodbye|farewell|suicide|last) (?:letter|letters|note|notes|message|messages|texts?)",
  `(?:letter|letters|note|notes|card|cards|message|messages|carta|cartas|nota|notas|mensaje|mensajes) (?:\\w+ ){0,3}(?:to|for|a|para) (?:\\w+ ){0,4}${PEOPLE}`,
  `(?:wrote|writing|written|write|escribi|escribiendo|escribir|escrito|dejar|deje|dejando) (?:\\w+ ){0,3}(?:letters?|notes?|cartas?|notas?) (?:\\w+ ){0,3}${PEOPLE}`,
  "(?:carta|nota|mensaje)s? de despedida",
  `(?:despedirme|despidiendome|me despedi|me estoy despidiendo|me despido|despedirse|se despidio|se esta despidiendo) (?:de )?(?:\\w+ ){0,1}${PEOPLE}`,
  `(?:despedirme|despidiendome|me estoy despidiendo|se esta despidiendo)${NOT_BODY}`,
  "(?:giving|gave|given) (?:\\w+ ){0,2}away (?:all )?(?:my|of my)",
  "(?:giving|gave|given) (?:away )?(?:all )?(?:of )?(?:my|her|his|their) (?:stuff|things|belongings|clothes|jewelry|possessions|cat|dog|pets?)",
  "(?:giving|gave|give|given) (?:\\w+ ){0,2}away (?:all )?(?:her|his|their)",
  "(?:regal\\w*|repart\\w*|deshaciendome de) (?:\\w+ ){0,1}(?:todas )?mis (?:cosas|pertenencias|ropa|joyas)",
  // Pills counted, saved, stockpiled; a plan or a means.
  `(?:count\\w*|sav(?:e|ed|ing)|stockpil\\w*|hoard\\w*|collect\\w*|gather\\w*|stash\\w*|stor(?:e|ed|ing) up|juntando|junte|juntar|junto|guardando|guarde|guardar|contando|conte|acumul\\w*|ahorrando) (?:\\w+ ){0,4}${PILLS}`,
  `${PILLS} (?:\\w+ ){0,5}(?:saved|stashed|stockpiled|hoarded|counted|enough to|all at once|at once|whole bottle|de una vez|todas juntas|todas de golpe|guardadas|juntadas|contadas|suficientes)`,
  `(?:put aside|set aside|put away|hid|hiding|hidden|hide|escond\\w*|apart\\w*) (?:\\w+ ){0,5}${PILLS}`,
  `(?:whole|entire|full) (?:bottle|box|pack|packet|frasco|caja|bote) (?:of|de) (?:\\w+ ){0,2}${PILLS}`,
  `(?:take|taking|swallow|tomarme|tomar) (?:\\w+ ){0,1}(?:all|the whole|todas) (?:\\w+ ){0,2}(?:${PILLS}|bottle|at once|de una vez)`,
  "(?:over ?dos\\w*|sobredosis|od ing|od on)",
  `how (?:many|much) (?:\\w+ ){0,3}${PILLS} (?:\\w+ ){0,3}(?:would|it would|it d|does it) (?:\\w+ ){0,1}(?:take|kill|be enough|be fatal|be lethal|stop)`,
  `(?:looking up|looked up|googling|googled|searching|searched|researching|reading about) (?:\\w+ ){0,4}(?:how many|how much|lethal|fatal|overdose|${PILLS} to)`,
  "(?:lethal|fatal|deadly) (?:dose|amount)",
  `(?:cuantas|cuantos) (?:\\w+ ){0,2}${PILLS} (?:\\w+ ){0,3}(?:necesit\\w*|harian falta|hacen falta|serian|son) (?:\\w+ ){0,2}(?:para|mortal\\w*|suficiente\\w*|letal\\w*)`,
  "dosis (?:letal|mortal)",
  "(?:have|got|made|making|tengo|hice|haciendo) (?:a |un )?plan (?:\\w+ ){0,3}(?:to|para) (?:\\w+ ){0,2}(?:end|die|kill|do it|go|morir|acabar|terminar|matarme|irme)",
  "(?:know|figured out|sabe|se) (?:\\w+ ){0,1}(?:how|when|where|como|cuando|donde) (?:i d|i would|i ll|i m going to|im going to|lo voy a|lo haria|hacerlo) (?:do it|end it|hacer)",
  "(?:jump|jumping|throw myself|tirarme|aventarme|lanzarme) (?:\\w+ ){0,2}(?:off|from|de|del|desde|por) (?:\\w+ ){0,2}(?:bridge|building|roof|balcony|window|puente|edificio|techo|azotea|balcon|ventana)",
  "(?:gun|rope|pistol|razor|pistola|cuerda|soga|navaja) (?:\\w+ ){0,5}(?:myself|for me|end|mi vida|matarme|acabar)",
  // A burden, no point, hopelessness.
  "(?:i m|im|i am|i feel|feel like|feeling like|being|just|such) (?:\\w+ ){0,2}(?:a |such a )?burden",
  "burden (?:to|on|for) (?:\\w+ ){0,1}(?:everyone|everybody|them|you|all|my family|my kids|my husband|my wife|people)",
  "(?:soy|siento que soy|ser|me siento) (?:\\w+ ){0,1}(?:una )?carga",
  "(?:una )?carga para (?:\\w+ ){0,1}(?:todos|mi familia|mis hijos|mi esposo|mi esposa|los demas)",
  "no point (?:in |of |to )?(?:living|life|going on|being here|anything|anymore|any more|trying|it all|any of it|waking|existing|continuing)",
  "(?:the|any) point (?:in |of |to )?(?:living|life|going on|being here|anything|it all|any of it|waking|waking up|existing)",
  "(?:whats|what s|what is) (?:even )?the point(?! (?:of|in|to) (?:\\w+ ){0,1}(?:\\w+ing|the|a|an|this|that|these|those|botox|filler|fillers|lipo|surgery|it if|them if|it when|it unless) )",
  "no point(?! (?:\\w+ ){0,1}(?:in |of |to )?(?:\\w+ing|the|a|an|this|that|these|those|botox|filler|fillers|lipo|surgery|it if|them if|asking|paying|to) )",
  "pointless(?! (?:\\w+ ){0,1}(?:to get|to do|to pay|procedure|treatment) )",
  "hopeless\\w*",
  "(?:no|lost all|lost) hope(?! (?:of (?:getting|booking|finding|an|a)|for (?:an|a|the) (?:appointment|appt|slot|discount|refund)) )",
  "(?:give|giving|gave) up on (?:life|everything|myself|living)",
  "(?:ruined|destroyed|wrecked) my (?:whole )?life",
  "(?:my )?life (?:is|s) (?:over|ruined|not worth)",
  "no (?:reason to live|reason to go on)",
  "no way out",
  "(?:hate|hating) my ?self",
  "me odio",
  "(?:ya )?nada tiene sentido",
  "no (?:tiene|le veo|le ve|le vemos|le encuentro|le encuentra) (?:ningun )?sentido (?:a )?(?:vivir|seguir|nada|la vida|mi vida|su vida)",
  "(?:para|de) que (?:seguir|vivir|sirve vivir|sirve seguir|sigo)",
  "sin (?:esperanza|salida|ganas de vivir|ganas de nada)",
  "desesperanz\\w*",
  "no hay salida",
  "(?:me arruino|arruine|arruino|destrozo|destroce) (?:\\w+ ){0,1}(?:la|mi) vida",
  "(?:tirar|tire) la toalla con (?:la vida|todo)",
  // Fifth round, by meaning: not being around, everything to stop, affairs in order, a means looked up, nothing left, asking forgiveness.
  "(?:if|when|once) i (?:wasn t|wasnt|weren t|werent|was not|were not|m not|am not|m gone|was gone|am gone|didn t exist|did not exist|wasn t here|weren t here|wasn t around|weren t around|was dead|were dead)",
  "(?:happier|better|easier|lighter) (?:\\w+ ){0,3}(?:without me|if i (?:wasn t|wasnt|weren t|was gone|m gone|didn t))",
  "(?:won t|wont|will not|not going to|dont think i ll|don t think i ll|dont think ill|don t think ill|do not think i will) be (?:here|around|alive) (?:\\w+ ){0,2}(?:longer|much longer|anymore|any more|soon|tomorrow|next week)",
  "(?:won t|wont|will not) be a (?:problem|burden|bother|worry) (?:for|to) (?:anyone|anybody|you|them|anyone soon)",
  "(?:didn t|did not|don t|dont|not) (?:\\w+ ){0,1}exist (?:anymore|any more|at all)|stop existing|dejar de existir|no existir mas",
  "(?:want|wants|wanted|need) (?:it all|everything|all of it|all this|life|the world) to (?:stop|end|be over|go away)",
  "(?:quiero|quisiera|ojala) que (?:todo|esto|la vida|mi vida) se (?:acabe|termine|detenga)",
  "affairs in order",
  "(?:who|quien) (?:gets|will get|se queda con|se quedara con|va a tener) (?:my|mis|mi) (?:\\w+ ){0,1}(?:car|stuff|things|dog|cat|kids|cosas|carro|coche|perro|gato|hijos|ropa)",
  "(?:highest|tallest|closest) (?:\\w+ ){0,1}(?:bridge|building|cliff|roof)|(?:which|what) (?:\\w+ ){0,1}(?:bridge|building|cliff) (?:\\w+ ){0,2}(?:highest|tallest|high enough)|(?:puente|edificio) mas alto",
  "(?:ways|way|how|methods|formas|como) (?:to )?(?:end it|end my life|die|kill myself|not wake up|overdose|acabar con todo|quitarme la vida|morir)",
  "(?:whole|entire|todo el|toda la|la caja entera|el frasco entero) (?:\\w+ ){0,1}(?:frasco|bote|caja|bottle|pack|box|tira|blister)",
  `(?:pensando en|pienso|voy a|quiero|thinking (?:about|of)|going to|gonna) (?:\\w+ ){0,1}(?:tomarme|tomar|take|taking|swallow|swallowing) (?:\\w+ ){0,3}(?:todas?|todo|all|every) (?:\\w+ ){0,3}(?:${PILLS}|frasco|bote|bottle|box)`,
  "(?:nothing|nada) (?:\\w+ ){0,1}(?:left for me|to live for|para mi|por que vivir|por lo que vivir)|(?:ya )?no hay nada (?:\\w+ ){0,1}para mi",
  "(?:tired|sick|cansad[oa]|harta|harto) (?:of|de) (?:fighting|trying|luchar|intentar)",
  "(?:me )?canse de (?:todo|vivir|luchar|la vida|intentar)",
  "(?:ready|lista|listo) (?:to go|to leave|para irme)(?= $| now | for good| forever| para siempre)",
  "(?:i m|im|i am) done (?:\\w+ ){0,1}(?:with everything|with life|with it all|with living|with this life)",
  "(?:irme|ir me|me quiero ir|quiero irme|me voy a ir|se quiere ir) (?:\\w+ ){0,1}(?:para siempre|de este mundo)",
  `(?:dije|dijo|decir|diciendo|dijimos) adios a (?:\\w+ ){0,1}${PEOPLE}`,
  "(?:ya )?no (?:puede|podemos|pueden) mas",
  "(?:please )?forgive me(?! (?:if|for asking|for the|but|for my (?:english|spanish|typos|ignorance)) )",
  "(?:que )?(?:la|lo|me|nos) (?:perdonemos|perdonen|perdone)|perdon(?:en|a)me por todo|sorry for everything",
  "waste of (?:space|air|oxygen|a life)|(?:i m|im|i am|i feel|feel like|feeling) (?:\\w+ ){0,2}(?:worthless|useless|a failure|a waste|nothing to anyone)",
  "(?:soy|siento que soy|me siento) (?:\\w+ ){0,1}(?:un|una) (?:estorbo|inutil|fracaso|desperdicio|carga)|no sirvo para nada|(?:soy|es) un estorbo",
  "(?:my|mi|su) (?:own )?(?:funeral|grave|obituary|velorio|entierro|tumba)",
  "(?:passwords|contrasenas|life insurance|seguro de vida|my will|mi testamento) (?:\\w+ ){0,4}(?:in case|for my|por si|para mi)",
  "(?:bought|got|buying|have|tengo|compre|consegui) (?:a |an |una |un )?(?:rope|gun|pistol|cuerda|soga|pistola|arma)",
  "(?:fall|go|falling|going|dormirme|quedarme dormid[oa]) (?:\\w+ ){0,1}(?:asleep )?(?:and|y) (?:stay asleep|never wake|not wake|no despertar|ya no despertar)",
  "(?:life|living|my life|existing|mi vida|la vida|vivir) (?:isn t|is not|isnt|s not|ain t|no) (?:\\w+ ){0,1}(?:worth (?:it|living)|vale la pena)",
  "(?:sorry|perdon|lo siento) (?:\\w+ ){0,4}(?:loves?|love you|te quiero|los quiero|las quiero|los amo|te amo|nos quiere|nos ama)",
  "(?:ya )?(?:tengo|tiene) todo planeado(?! (?:para|pa|con|en) )|(?:have|got) it all planned(?! (?:for|out for) )",
  "(?:want|wanna|wants|wish i could|could just|just) (?:to )?vanish|vanish (?:forever|for good)",
  // Wanting to disappear (oneself, not a bruise).
  "(?:i|me|myself) (?:\\w+ ){0,2}(?:want|wanna|wish i could|could|would|d like|need|should|just) (?:to )?disappear",
  "disappear (?:forever|for good|from (?:everyone|everything|this world|the world|this earth))",
  "(?:quiero|quisiera|ganas de|me gustaria|ojala pudiera|solo quiero) (?:\\w+ ){0,1}desaparecer",
  "desaparecer(?:me)? (?:para siempre|del mapa|de este mundo|de todo)",
  // Seventh round, by meaning: a subject and a wish not to exist or an end, said indirectly, inside any other question.
  "(?:if|when|once) i (?:\\w+ ){0,2}(?:wasn t|wasnt|weren t|werent|was not|were not|m not|am not|didn t|did not|couldn t) (?:\\w+ ){0,1}(?:here|around|alive|exist\\w*|born|wake up)(?! (?:with|last|yesterday|earlier|this|on|at|for|to|when|because|so|in|during|until|till|by) )",
  "(?:the )?point (?:of|in|to) (?:me|my) (?:\\w+ ){0,1}(?:being|existing|living|life|staying|sticking|going on|here|alive|still)",
  "(?:no|any|what|a) (?:\\w+ ){0,1}reason (?:for me |left )?(?:to|for) (?:stay|stick around|be here|be alive|live|living|keep going|keep living|go on|wake up|get up|exist)",
  "(?:don t|dont|do not|no longer|can t|cant) (?:\\w+ ){0,1}(?:see|have|find) (?:a |any |the )?(?:point|reason|future) (?:in|of|to|for) (?:\\w+ ){0,1}(?:living|life|me|being|going on|staying|waking|existing|myself)",
  "(?:i m|im|i am|i feel|feel|feeling) (?:\\w+ ){0,1}(?:so )?(?:hopeless|empty inside|done with life|done with living)",
  "(?:this is|it s|its) (?:my )?(?:goodbye|the end for me)|goodbye (?:to )?(?:everyone|everybody|the world|world|all of you|y all)",
  "no vale la pena (?:\\w+ ){0,2}(?:vivir|seguir|estar aqui|existir|despertar)",
  "(?:mejor|ojala|preferiria|deberia|quisiera|solo quiero|nada mas quiero|nomas quiero) (?:\\w+ ){0,2}(?:desaparecer|desaparezca|desapareciera|no estar|no existir|no despertar|ni despertar|no amanecer|ni amanecer|dejar de estar)",
  "si (?:yo )?(?:ya )?no (?:estuviera|existiera|estuviese|existiese|despertara)(?! (?:embarazad\\w*|casad\\w*|tan|asi|gord\\w*|flac\\w*|hinchad\\w*|operad\\w*|lactando|amamantando|en|con|de|a|al|tomando|enferm\\w*) )",
  "(?:para|de) que (?:\\w+ ){0,2}(?:sigo|estoy|seguir|estar) (?:\\w+ ){0,1}(?:aqui|viv[oa]|en este mundo|con vida)",
  "(?:no tiene|sin) sentido (?:que )?(?:yo )?(?:siga|este|seguir|estar) (?:\\w+ ){0,1}(?:aqui|viv[oa]|en este mundo|con vida)",
  "(?:ya )?no (?:quiero|quiere|deseo) seguir (?:\\w+ ){0,1}(?:aqui|viv[oa]|con vida|en este mundo|existiendo)",
  "(?:esta es|este es) mi (?:despedida|adios)|adios a todos",
  "(?:don t|dont|do not) (?:\\w+ ){0,1}(?:want|wanna) to do (?:this|it|any of this) (?:anymore|any more)",
  // Sixth round, by meaning: making it all stop for good, a night or day chosen, an end to it all.
  "(?:make|making|let) (?:it all|everything|all of it|it|this|the pain|all this) (?:\\w+ ){0,1}(?:stop|end|go away) (?:for good|forever|permanently|once and for all)",
  "(?:tonight|today|tomorrow|this weekend) (?:is |s |will be )?(?:the night|the day|the end|when i (?:end|do) it)",
  "(?:hoy|esta noche|manana) (?:es |sera )?(?:la noche|el dia|el final) (?:en que|que|de) (?:\\w+ ){0,3}(?:acabo|termino|acabar|terminar|se acaba|se termina)",
  "(?:end|ending|finish|finishing) (?:it all|everything|my life|things|it for good)",
  "(?:acabar|terminar|acabo|termino|acabe) (?:con )?(?:todo|mi vida|esto) (?:\\w+ ){0,1}(?:para siempre|de una vez|de una vez por todas|hoy|esta noche)",
);

/** Whether the text (already plain words, typos corrected or not) reads as thoughts of self-harm. */
export function screensForCrisis(plain: string): boolean {
  let text = plain.replace(FIGURATIVE, " ");
  if (ANESTHESIA_FEAR.test(text) && FEAR.test(text) && WAKE_UP.test(text)) text = text.replace(WAKE_UP, " ");
  return SCREEN.test(text.replace(/ +/g, " "));
}
