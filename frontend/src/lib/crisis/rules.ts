/**
 * The detector's rules: each a pattern over normalised text (normalize-text.ts), the tier it
 * stands for, and how its context is judged (context.ts). Patterns only use alternations of
 * words and bounded gaps, so each attempt looks at a bounded stretch of its clause.
 */

import { compiled } from './native-regexp';

/** 'context' rules never raise a crisis on their own: they turn an existing one into 'intent'. */
export type RuleTier = 'concern' | 'ideation' | 'intent' | 'context';

export interface Rule {
  /** The signal reported when the rule counts: lowercase words joined by dots and hyphens. */
  id: string;
  tier: RuleTier;
  /** Words of which at least one is in every match: only clauses holding one are tried. */
  triggers: readonly string[];
  /** A second such list, when the triggers alone are common words: the clause must hold one of each. */
  requires?: readonly string[];
  pattern: RegExp;
  /**
   * 'inherent': the words themselves name the speaker (myself, my life, without me).
   * 'check': whoever is named nearest before the match must not be someone else.
   * 'explicit': as 'check', and a noun phrase needs the speaker named (or to open the clause).
   */
  subject: 'inherent' | 'check' | 'explicit';
  /** The pattern carries its own negation ("do not want to live"), so a negation is not a way out. */
  negated?: boolean;
  /** Ambiguous alone ("I can't do this anymore"): dropped when the sentence is about an everyday topic. */
  weak?: boolean;
  /** Words people also use in jest ("I want to die"): dropped beside laughter or embarrassment. */
  hyperbole?: boolean;
  /** Stated as a decision or with a time ("going to", "tonight"), it is intent. */
  upgrade?: 'decision' | 'timing';
  /** The clause holds one of these: the words mean something harmless. */
  unless?: RegExp;
  /** Matched across the clauses of a sentence (" , " between them) rather than within one clause. */
  scope?: 'sentence';
  /** Says the danger is here now in words with no everyday meaning: the learned layer never overrules it. */
  firm?: boolean;
  /**
   * Farewells and giving things away: words of a last day at work or a clear-out more often than
   * of a crisis. A text only such rules match is held to the learned layer's everyday bar.
   */
  everyday?: boolean;
  /** Sets a past that is over against a danger now ("100 days clean and the urges are screaming"): the past in it is not its tense. */
  presentDespitePast?: boolean;
}

/** Signals the detector adds to a rule's own: an ideation phrase after "tried to" is an attempt. */
export const ATTEMPT_SIGNAL = 'behaviour.attempt';
/** Added when a rule's match is stated as a decision or given a time. */
export const DECLARED_INTENT_SIGNAL = 'intent.declared';
/** The signal of a text only the learned layer recognised. */
export const LEARNED_SIGNAL = 'learned.risk';

/** Medicines people name when they speak of an overdose. */
const PILL_WORDS = [
  'pill', 'pills', 'meds', 'medication', 'medications', 'medicine', 'tablet', 'tablets', 'painkillers', 'killers', 'antidepressants',
  'prescription', 'prescriptions', 'insulin', 'tylenol', 'paracetamol', 'acetaminophen', 'ibuprofen', 'advil', 'aspirin', 'xanax',
  'benzos', 'opioids', 'oxy', 'oxycodone', 'codeine', 'morphine', 'lithium', 'sertraline', 'seroquel', 'ambien', 'valium',
];

const MACROS: Record<string, string> = {
  // Filler words people put between the parts of a phrase.
  // (Intensifiers such as "really" or "honestly" are already gone: normalize-text.ts drops them.)
  F: String.raw`(?:(?:just|simply|sometimes|often|always|still|so|fucking|freaking|damn|also|too|badly|desperately|secretly|quietly|constantly|finally|maybe|almost|nearly|very|more|now|again|ever|all|only|lately|much) ){0,2}`,
  // What may follow a phrase that is complete in itself ("I can't go on" but not "go on the trip").
  END: String.raw`(?= *$| (?:and|but|so|because|though|although|honestly|seriously|really|anymore|any more|any longer|right now|now|tonight|today|at all|i|it|if|when|or|already|again|either|too|please|forever|for good|man|dude|bro|yet|sometimes|lately|anyway|just|everyone|guys|ever|then|here|to be honest|tbh|when|whenever|every|each|after|before|while|since|at this point|these days|most days|some days|at night|without|with my life|in my life|no matter)\b)`,
  WANT: String.raw`(?:want|wants|wanted|wanting|need|needs|wish|wishes|wished|wishing|would like|would love|long|longing|yearn|yearning|ready|am ready|desperate|hoping|hope|praying|pray|begging|crave|craving|deserve|deserves|choose|rather|prefer|would rather|would prefer)`,
  PILLS: `(?:sleeping pills|sleeping tablets|pain killers|[a-z]+ pills|${PILL_WORDS.join('|')})`,
  PERSON_OTHER: String.raw`(?:friend|friends|person|people|patient|patients|teen|teens|teenager|teenagers|kid|kids|child|children|client|clients|student|students|someone|individual|individuals|loved ones?|family members?|brother|sister|son|daughter|partner|mother|father|mom|mum|dad|callers?|youth|men|women|veterans?|character|characters)`,
  HEIGHT: String.raw`(?:bridge|building|roof|rooftop|balcony|cliff|ledge|overpass|parking garage|parking structure|car park|tower|window|skyscraper|high rise|highrise|top floor|dam|viaduct|railing|edge)`,
  BODY: String.raw`(?:wrists?|arms?|thighs?|legs?|skin|stomach|hips?|body|forearms?|ankles?|chest|belly|veins?|throat|neck|face)`,
  // Small words that can sit between a wish and what is wished ("I keep wishing to god I was dead").
  GAP: String.raw`(?: (?:i|to|that|could|would|can|just|so|really|honestly|god|sometimes|badly|lately|every|night|day|morning|might|will|simply|quietly|peacefully|secretly|desperately|truly|genuinely|literally|kind|of|sort|almost|all|the|time|always|often|much|was|were|am|be|by|now|already|tonight|today|and|go|finally|never|still|also|myself|some|days|part|me|it|let|once|more|ever|get|got|to|had|have|courage|guts|nerve|strength|enough|balls|way|if)){0,8}`,
  // Being dead or not existing, as something wished for.
  NOT_BEING: String.raw`(?:stop being(?= *$| (?:alive|here|anymore|and|i)\b)|cease to be|slip away|drift away|drift off forever|fade out|pass away|not be alive|not be here|not exist|stop existing|cease to exist|disappear forever|disappear for good|vanish forever|vanish for good|fade away(?: forever)?|sleep forever|go to sleep forever|fall asleep forever|rest forever|be gone forever|be gone for good|not have to wake up|never open (?:my eyes|them) again|stop being alive|be nothing)`,
};

function rx(source: string): RegExp {
  const expanded = source.replace(/\{([A-Z_]+)\}/g, (whole, name: string) => MACROS[name] ?? whole);
  return compiled(new RegExp(expanded, 'g'));
}

const KILL_SELF = String.raw`(?:(?:kill|kills|killing|killed|murder|murdering|off|offing|top|topping) myself|(?:end|ends|ending) (?:my (?:own )?(?:life|existence)|myself)|(?:take|takes|taking) my (?:own )?life|(?:do|doing) myself in|(?:take|taking) myself out)`;

export const RULES: readonly Rule[] = [
  // ---- Hopelessness about living itself, passive wish not to exist (concern) ----
  {
    id: 'hopelessness.cannot-go-on',
    tier: 'concern',
    triggers: ['go', 'going', 'carry', 'continue', 'living', 'fighting', 'hold', 'hang', 'survive', 'live', 'alive', 'doing', 'keep', 'face', 'get'],
    requires: ['not', 'unable', 'longer', 'how'],
    pattern: rx(
      String.raw`\b(?:can not|could not|can no longer|no longer able to|unable to|not able to|not sure i can|do not think i can|do not know if i can|do not know how (?:much )?(?:longer |long )?i can|not sure how (?:much )?(?:longer |long )?i can|how (?:much )?(?:longer|long) (?:can i|i can|will i be able to)) {F}(?:(?:go on|keep going|carry on|continue|keep fighting|hold on|hang on|keep on|go on living|keep on living|keep living|continue living|stay alive|be alive)(?: like this| this way| much longer| for (?:much )?longer| any longer)?{END}|keep (?:living|pretending i am (?:okay|ok|fine))|live (?:with myself|anymore)|survive (?:this|another day|much longer)|face (?:another day|tomorrow|life)|get through (?:another day|the night|tonight))`,
    ),
    subject: 'check',
    negated: true,
    unless: /\bget through (?:another day|the night|tonight) (?:of|at|without (?:coffee|sleep))/,
  },
  {
    id: 'hopelessness.cannot-live-like-this',
    tier: 'concern',
    triggers: ['live', 'living', 'doing', 'keep'],
    requires: ['not', 'unable', 'longer', 'how'],
    pattern: rx(
      String.raw`\b(?:can not|could not|can no longer|no longer able to|unable to|not able to|not sure i can|do not think i can|do not know how (?:much )?(?:longer |long )?i can) {F}(?:keep (?:living|going on|doing this|this up)(?: to myself)?|live (?:like this|this way|with this pain))(?: anymore| any longer| much longer)?{END}`,
    ),
    subject: 'check',
    negated: true,
    weak: true,
  },
  {
    id: 'hopelessness.cannot-bear-being-alive',
    tier: 'concern',
    triggers: ['alive', 'living', 'existing', 'life', 'me'],
    requires: ['not', 'unable', 'longer'],
    pattern: rx(
      String.raw`\b(?:can not|could not|can no longer|no longer able to|unable to) {F}(?:handle|take|bear|stand|cope with|deal with|do|face|tolerate|endure) (?:being alive|living|existing|life|this life|my life|being me|another day of (?:life|living|this))\b`,
    ),
    subject: 'check',
    negated: true,
  },
  {
    id: 'hopelessness.do-not-want-to-be-here',
    tier: 'concern',
    triggers: ['here', 'around'],
    requires: ['not', 'never', 'longer'],
    pattern: rx(String.raw`\b(?:do not|does not|no longer|not|never|not sure|not sure if|do not know if|do not think) (?:[a-z]+ ){0,3}?(?:want|wanna|wish) to {F}be (?:here|around)(?= *$| (?:for (?:it|this|any of it|that)|honestly|really|i)\b)`),
    subject: 'check',
    negated: true,
    weak: true,
  },
  {
    id: 'hopelessness.do-not-want-to-live',
    tier: 'concern',
    triggers: ['not', 'never', 'longer', 'stopped', 'stop', 'quit'],
    requires: ['want', 'wanna', 'wish', 'desire', 'feel', 'care', 'caring', 'need', 'plan', 'afraid', 'scared', 'sure', 'meant', 'supposed', 'have'],
    pattern: rx(
      String.raw`\b(?:do not|does not|did not|no longer|not|never|not sure|not sure if|do not know if|do not know whether|do not think) (?:[a-z]+ ){0,3}?(?:want|wanna|wish|desire|feel like|care|need|plan)(?: to)? {F}(?:(?:live|go on living|be living|survive|do life|do this life)(?: anymore| any longer| another day| like this| this life| in this world| on this earth)?{END}|(?:be alive|stay alive|keep living|keep existing|go on existing|exist|be existing)\b|be (?:here|around) (?:anymore|any longer|any more|on this earth|in this world)|wake up(?: tomorrow| in the morning| ever again| again| anymore)?(?= *$| (?:but|i|ever|because)\b| and (?!(?:go|face|have|deal|do|see|get|start|work|study)\b))|see (?:tomorrow|another day|the morning|next year|my next birthday))|\b(?:not|no longer) (?:afraid|scared) (?:of|to) (?:die|dying|death)(?: anymore)?|\b(?:do not|will not|would not|never|no longer) (?:have|need) to (?:exist|be alive|live|wake up|be here|keep living|go on|deal with (?:life|living|being alive|existing))(?: anymore| any more| any longer| again)?\b|\bnot sure (?:if |whether )?i (?:want|wanna) to (?:be|stay) alive|\b(?:do not|does not|no longer|not|never|stopped|stop|quit) (?:even |really |honestly )?car(?:e|ing) (?:if|whether|about whether) i (?:live|die|wake up|make it|survive|am alive|am dead|see tomorrow|ever wake up)\b|\b(?:not|never)(?: [a-z]+){0,3}? (?:meant|supposed) to (?:be alive|live|exist|be here|have been born|have survived|still be here)\b`,
    ),
    subject: 'check',
    negated: true,
  },
  {
    id: 'hopelessness.no-reason-to-live',
    tier: 'concern',
    triggers: ['reason', 'reasons', 'point', 'purpose', 'will', 'wish', 'desire', 'motivation', 'meaning', 'nothing', 'future', 'picture', 'imagine', 'see', 'live'],
    pattern: rx(
      String.raw`\b(?:no|zero|not (?:a|any|one)|lost(?: the| my| all| any| every)?|losing(?: the| my| all| every)?|without(?: a| any)?|can not {F}(?:see|find|think of) (?:a|any|one)|do not {F}(?:see|have|know|find) (?:a|any)|there is no|nothing|no more|what) {F}(?:good |single |real |other )?(?:reason|reasons|point|purpose|will|wish|desire|motivation|meaning)(?: left)?(?: for me)?(?: i (?:had|have|ever had|used to have|still have))? (?:to|in|for|of) {F}(?:live(?! (?:in|at|with|near|on|like|there|here|abroad|alone|together|off|out|by|under|through)\b)|living|life|stay alive|staying alive|be alive|being alive|keep going(?! (?:the|a|an|this|that|these|those|my|our|your|his|her|their|about|with (?!life|living)|holiday|vacation|trips?|tours?|dates?|social media|twitter|instagram|facebook|it)\b)|keep living|go on(?! (?:the|a|an|this|that|these|those|my|our|your|his|her|their|about|with (?!life|living)|holiday|vacation|trips?|tours?|dates?|social media|twitter|instagram|facebook|it)\b)|going on(?! (?:the|a|an|this|that|these|those|my|our|your|his|her|their|about|with (?!life|living)|holiday|vacation|trips?|tours?|dates?|social media|twitter|instagram|facebook|it)\b)|carry on(?! (?:the|a|an|this|that|these|those|my|our|your|his|her|their|about|with (?!life|living)|holiday|vacation|trips?|tours?|dates?|social media|twitter|instagram|facebook|it)\b)|carrying on(?! (?:the|a|an|this|that|these|those|my|our|your|his|her|their|about|with (?!life|living)|holiday|vacation|trips?|tours?|dates?|social media|twitter|instagram|facebook|it)\b)|exist|existing|be here|being here|wake up|waking up|continue(?! (?:the|a|an|this|that|these|those|my|our|your|his|her|their|about|with (?!life|living)|holiday|vacation|trips?|tours?|dates?|social media|twitter|instagram|facebook|it)\b)|continuing(?! (?:the|a|an|this|that|these|those|my|our|your|his|her|their|about|with (?!life|living)|holiday|vacation|trips?|tours?|dates?|social media|twitter|instagram|facebook|it)\b)|keep fighting|fight)\b|\bnothing(?: [a-z]+){0,3}? (?:to|worth) (?:live|living|stay alive|staying alive|keep going|wake up|get up) for\b|\bnothing left for me(?: here| in this world| anymore)?(?= *$)|\bwhat (?:do i have|is there|else is there|have i got) (?:left )?to live for\b|\bwhat (?:am i|is the point of me|do i keep|do i even keep)(?: [a-z]+){0,2}? (?:living|staying alive|alive|still here|waking up|going on) for\b|\b(?:no|do not have a|do not have any|can not see a|can not see any|do not see a|do not see any|there is no|can not imagine a|can not picture a) future(?: for me| for myself)?(?= *$| (?:for me|for myself|anymore|ahead|and|but|so|because|i)\b)|\b(?:can not|do not|can never|could never|never|can not really|do not really) {F}(?:picture|imagine|see|envision) (?:myself|me) (?:being |still )?(?:alive|living|being here|here|around|making it(?! to (?:the|a|an|my|our|class|work|school|practice|dinner|lunch|church|bed|training|gym))|reaching|getting to|growing old|getting older|turning|surviving)(?= (?:next|in|by|past|to|at|beyond|much longer|for|another|until|till|\d|the end)\b| *$)`,
    ),
    subject: 'check',
    negated: true,
  },
  {
    id: 'hopelessness.nothing-to-live-for',
    tier: 'concern',
    triggers: ['reason', 'reasons', 'point', 'purpose', 'future', 'meaning', 'will', 'hope', ],
    requires: ['no', 'nothing', 'not', 'lost', 'losing', 'without', 'longer', 'stopped', 'what', 'zero', 'out'],
    pattern: rx(
      String.raw`\b(?:no|nothing|zero|not (?:a|any|one|really any|really a|even a|even any)|lost(?: all| every| my| the| any)?|losing(?: all| every| my| the)?|without(?: a| any)?|no more|(?:run|ran|running) out of|out of|no longer (?:have|see|find)|(?:can not|could not|do not|does not|no longer|never|stopped) (?:really |even |honestly )?(?:see|seeing|find|finding|have|having|think of|imagine|picture)(?: a| any| the)?|there is no|what)\b(?: [a-z]+){0,3}? (?:reason|reasons|point|purpose|future|meaning|will|hope)\b(?: [a-z]+){0,5}? (?:(?:live|living)\b(?! (?:in|at|with|near|on|there|abroad|alone|together|somewhere|off|like a|by|under))|alive|life\b(?! insurance)|exist|existing|wake up|waking up|be here|being here|still here|still around|survive|surviving|keep living|stay alive|staying alive|(?:keep going|go on|carry on|keep fighting|fight|stick around|stay around|be around|hang around|hang on|stay)(?= *$| (?:anymore|any longer|at all|in life|with life|i|and|but|on this earth|in this world)\b))\b`,
    ),
    subject: 'check',
    negated: true,
  },
  {
    id: 'hopelessness.point-of-living',
    tier: 'concern',
    triggers: ['point', 'purpose', 'use'],
    pattern: rx(
      String.raw`\b(?:what is|there is no|there is not any|no|not any|(?:not|no longer|stopped|stop|never|can not|could not|do not|fail to|struggle to) (?:see|seeing|find|finding) (?:the|any|a)|what even is) (?:even |the |really |a )*(?:point|purpose|use) (?:of|in|to) {F}(?:living|life|being alive|staying alive|going on(?! (?:the|a|an|this|that|these|those|my|our|your|his|her|their|about|with (?!life|living)|holiday|vacation|trips?|tours?|dates?|social media|twitter|instagram|facebook|it)\b)|existing|being here|me {F}(?:being here|being alive|existing|living|still being here)|my life|my existence|waking up|carrying on|keep going|continuing|live|exist|wake up)\b`,
    ),
    subject: 'inherent',
    negated: true,
  },
  {
    id: 'hopelessness.point-of-being-alive',
    tier: 'concern',
    triggers: ['point', 'purpose'],
    requires: ['not', 'no', 'what', 'why', 'any', 'anymore', 'even', 'see', 'lost', 'nothing', 'doubt', 'wonder'],
    pattern: rx(String.raw`\b(?:point|purpose) (?:of|in) {F}(?:living|being alive|staying alive|existing|waking up|going on(?! (?:the|a|an|this|that|these|those|my|our|your|his|her|their|about|with (?!life|living)|holiday|vacation|trips?|tours?|dates?|social media|twitter|instagram|facebook|it)\b)|my life|my existence|me being here|me being alive|life|being here)\b(?! (?:insurance|coaching|skills|hacks?|advice))`),
    subject: 'check',
    negated: true,
  },
  {
    id: 'hopelessness.point-of-anything',
    tier: 'concern',
    triggers: ['point'],
    pattern: rx(
      String.raw`\b(?:what is|there is no|no|not any|not see the|not see any|not see a) (?:even |the |really )*point (?:anymore|any more|of anything|in anything|of it all|of any of (?:this|it)|of trying(?: anymore)?|in trying(?: anymore)?|of even trying|of getting up)(?= *$| (?:anymore|honestly|i|if|when|it|and|everything|nothing)\b)`,
    ),
    subject: 'inherent',
    negated: true,
    weak: true,
  },
  {
    id: 'hopelessness.life-not-worth-it',
    tier: 'concern',
    triggers: ['life', 'living', 'existence', 'alive', 'existing', 'worth', 'being', 'punishment', 'torture', 'curse', 'sentence', 'nightmare', 'burden', 'chore', 'struggle', 'battle', 'prison', 'cage', 'trap', 'mistake', 'effort', 'ordeal', 'waking'],
    pattern: rx(
      String.raw`\b(?:my |this )?(?:life|living|existence|being alive|existing|being me) {F}(?:is|feels|seems|has become|became|has been|is becoming|feels like|is just|just feels|is so|feels so) {F}(?:so |too |completely |totally |utterly |just |really |such |a |an )*(?:pointless|meaningless|worthless|hopeless|unbearable|unlivable|torture|empty and pointless|too hard to bear|too painful|too much to bear|a burden|a waste|a mistake|not worth (?:it|living|anything|the pain|the effort))\b|\bnot worth (?:living|going on|continuing|staying alive|being alive)\b|\b(?:my )?(?:life|existence|living) (?:has|holds|has got) (?:no|zero|lost (?:all |its )?|lost) (?:meaning|purpose|point|value|joy)\b|\b(?:being alive|existing|staying alive|being me|waking up) {F}(?:is|feels like|has become|feels) (?:a |an |such a |one big |just a )?(?:chore|job|sentence|burden|struggle|battle|prison|cage|trap|torture|punishment|curse|nightmare|mistake|effort|ordeal)\b|\b(?:punishment|torture|curse|prison sentence|nightmare|burden) (?:for|of) (?:still )?(?:being (?:here|alive)|existing|living|waking up)\b|\b(?:life|living|existing|being alive|being me|existence|being here) {F}(?:hurts|hurt|is agony|is too painful|is so painful|is unbearable|feels unbearable|is pain|feels like torture)(?: so much| too much| every day| all the time)?(?= *$| (?:so much|too much|and|i|anymore|every|all)\b)`,
    ),
    subject: 'inherent',
  },
  {
    id: 'hopelessness.worth-it-anymore',
    tier: 'concern',
    triggers: ['worth'],
    pattern: rx(String.raw`\b(?:it is|nothing is|none of this is|none of it is) not worth it anymore\b|\bnot worth (?:it|the fight|fighting) anymore(?= *$)`),
    subject: 'inherent',
    weak: true,
  },
  {
    id: 'hopelessness.cannot-take-it',
    tier: 'concern',
    triggers: ['do', 'take', 'handle', 'stand', 'bear', 'cope', 'deal', 'face'],
    requires: ['anymore', 'longer', 'more', 'cope'],
    pattern: rx(
      String.raw`\b(?:can not|could not|can no longer|no longer able to|unable to) {F}(?:do|take|handle|stand|bear|cope with|deal with|face) (?:this|it|any of this|any of it|life|everything|it all|this life|this pain|the pain|living|myself)(?: anymore| any more| any longer| much longer)(?= *$| (?:i|honestly|really|and|it|everything|nothing)\b)|\bcan not cope(?: anymore| any longer)?(?= *$| (?:with (?:life|anything|everything|it all)|i|and)\b)`,
    ),
    subject: 'check',
    negated: true,
    weak: true,
  },
  {
    id: 'hopelessness.hopeless-about-life',
    tier: 'concern',
    triggers: ['hopeless'],
    pattern: rx(
      String.raw`\b(?:feel|feeling|felt|am|i am|so|completely|totally|utterly|everything is|everything feels) {F}hopeless(?: about (?:life|my (?:whole |entire )?life|everything|the future|my future|living|myself|ever getting better|anything)\b| and (?:worthless|empty|trapped|alone|suicidal|useless)\b| like nothing will (?:ever )?(?:get|be) better)`,
    ),
    subject: 'check',
  },
  {
    id: 'hopelessness.hopeless-never-better',
    tier: 'concern',
    triggers: ['hopeless', 'better', 'okay', 'ok', 'good', 'change'],
    pattern: rx(
      String.raw`\b(?:feel|feeling|am|i am) {F}hopeless(?= *$)|\b(?:nothing|things|it|life) (?:will|is going to|is ever going to|are going to|are ever going to) (?:ever |never )?(?:get|be|feel) (?:better|okay|ok|good)(?: again)?(?= *$| (?:for me|i|and)\b)|\bnothing will ever (?:change|get better)\b`,
    ),
    subject: 'check',
    weak: true,
  },
  {
    id: 'passive.wish-not-to-exist-direct',
    tier: 'concern',
    triggers: ['born', 'exist', 'existing', 'wake', 'woke', 'disappear', 'vanish', 'fade', 'forever', 'gone', 'alive', 'here', 'sleep', 'erased', 'forgotten', 'nothing', 'asleep', 'evaporate', 'dissolve', 'woken', 'away'],
    pattern: rx(
      String.raw`\bwish(?:ed|ing|es)? (?:that )?i (?:was|were|had|would|would have|had have) {F}(?:never|not) (?:been )?born\b|\bwish(?:ed|ing|es)? i (?:was|were|had been) (?:never born|not alive|never alive|not here|not born|gone|never here|nothing)\b|\bwish(?:ed|ing|es)? i (?:did not|do not|would not|could not|never|would never|had not|had never|could|would|can) {F}(?:exist|have to exist|wake up|woke up|have to wake up|have woken up|woken up|have been born|cease to exist|stop existing|not exist|sleep forever|fall asleep forever|not be here|be erased|be forgotten|fall asleep and stay asleep|sleep and stay asleep|go to sleep and stay asleep|stay asleep)\b|\bwish(?:ed|ing|es)? i (?:could|would|can) {F}(?:disappear|vanish|fade away|be gone|evaporate|dissolve)(?!(?: [a-z]+)? (?:from (?!this world|the world|existence|the earth|the face|this planet|this life|everyone)|to (?:a |an |the )?[a-z]+|into|for (?:a|the|an|some)|until|till|early|on time|at \d|in (?:time|the morning for)))\b|\b(?:want|wants|wanna|need|would like|going) to {F}(?:cease to exist|stop existing|not exist|not be alive|not be here|stop being alive|be gone(?: forever| for good)?(?= *$)|go away forever|go to sleep forever|sleep forever|not wake up|be erased|be nothing|fade away(?= *$| forever| and))\b`,
    ),
    subject: 'check',
    hyperbole: true,
    negated: true,
    unless: /\bsleep forever (?:this|on|all|until|till|after|in)\b|\b(?:this|next) (?:weekend|saturday|sunday|holiday)\b/,
  },
  {
    id: 'passive.disappear',
    tier: 'concern',
    triggers: ['disappear', 'vanish', 'disappearing', 'vanishing', 'find'],
    pattern: rx(
      String.raw`\b(?:want|wants|wanna|need|would like|wish i could|wish i would|wish i can|just|to|should|could|i) {F}(?:to )?(?:disappear|vanish|disappearing|vanishing)(?:(?: forever| for good| permanently| completely| from (?:this world|the world|existence|the earth|everyone|everyone lives|everyone life|the face of the earth|this planet|this life)| without a trace| off the face of the earth| and never (?:come back|return|be found|be seen)| and be forgotten| into nothing(?:ness)?)+|(?= *$| (?:and|but|so|because|honestly|i|sometimes|like|it|tbh|tonight|today|now|soon)\b))|\b(?:no one|nobody) (?:will|would|is going to|is ever going to) (?:ever )?find (?:me|my body)\b`,
    ),
    subject: 'check',
    hyperbole: true,
    // "I want to disappear for a weekend, to a cabin"
    unless: /\b(?:disappear|vanish) (?:for (?:a|the|one|two|three) (?:weekend|week|day|days|few days|night|while|bit|month|holiday)|to (?:a|the|my) (?:cabin|beach|island|mountains|countryside|bed|sofa|couch))\b/,
  },
  {
    id: 'passive.never-wake-up-sleep',
    tier: 'concern',
    triggers: ['live', 'living', 'exist', 'go', 'keep', 'wake', 'waking', 'woke', 'woken', 'alive', 'breathing', 'here', 'existing', 'born', 'belong', 'until', 'till', 'see', 'survive', 'make', 'come', 'return', 'open', 'eyes'],
    pattern: rx(
      String.raw`\b(?:sleep|asleep|bed|close my eyes|pass out)(?: [a-z]+){0,3} (?:and |then )?(?:never|not|not ever) (?:have to |deal with |face )?(?:wake up|waking up|woke up|come back|return|open my eyes again|open them again)\b|\b(?:hope|hopes|hoped|hoping|pray|prays|prayed|praying|wish|wishes|wished|wishing|want|wants|wanting)(?: [a-z]+){0,3}? (?:to not|not to|to never|never to) {F}(?:wake up|see tomorrow|see the morning|see another day|survive|make it|exist|be here|be alive)\b`,
    ),
    // "My mum wishes she could go to sleep and not wake up": these words name no one, so whoever is named counts.
    subject: 'check',
    negated: true,
    // "Not waking up till Monday": a lie-in.
    unless: /\b(?:till|until|before) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|noon|midday|lunch|lunchtime|the afternoon|tomorrow afternoon|the weekend|\d)/,
  },
  {
    id: 'passive.never-wake-up-why-alive',
    tier: 'concern',
    triggers: ['live', 'living', 'exist', 'go', 'keep', 'wake', 'waking', 'woke', 'woken', 'alive', 'breathing', 'here', 'existing', 'born', 'belong', 'until', 'till', 'see', 'survive', 'make', 'come', 'return', 'open', 'eyes'],
    pattern: rx(
      String.raw`\b(?:hope|hopes|hoped|hoping|pray|prays|prayed|praying|wish|wishes|wished|wishing)(?: [a-z]+){0,3}? (?:that )?i {F}(?:do not|never|will not|would not|will never|would never|do not ever|did not) {F}(?:wake up(?! (?:this|that|so|too) (?:early|late)| early| late| at \d| before| in time| on time| for (?:work|school|class|my))|woke up(?! (?:this|that|so|too) (?:early|late)| early| late| at \d| before| in time| on time| for (?:work|school|class|my))|see (?:tomorrow|the morning|another day|the sunrise|next (?:week|year|month))|make it(?: through(?: [a-z]+){1,3}| to (?:morning|tomorrow|the morning))?(?= *$| (?:through|to|and|i|tonight|this time|out)\b)|make it through(?: [a-z]+){1,3}|survive (?:the night|tonight|the week|this)|live (?:much longer|long|to see))\b|\b(?:disappointed|sad|upset|angry|annoyed|mad|devastated|frustrated|gutted) (?:that |when |to |i )*(?:woke|wake|waking|have woken|still woke|am still alive|am still here|still alive|still here|still breathing|i woke|i am still alive|i am still here)\b|\bwhy (?:did|do) i (?:even |still |have to |keep )*(?:wake|waking|woke) up\b|\bwhy am i (?:even |still )*(?:alive|here|breathing|existing)(?= *$| (?:anymore|honestly|seriously|i|and|but|what|when|if|like)\b)|\bwhy (?:was i|am i) (?:even )?born\b|\bwhy i am (?:even |still )*(?:alive|breathing|existing|still here)\b|\b(?:do not|never|no longer|can not) (?:feel like i |really |even |honestly )*belong (?:in this world|on this earth|among the living|in this life|anywhere anymore|here anymore)\b|\b(?:just )?(?:existing|surviving|going through the motions|waiting) (?:until|till|for the day) i (?:die|can die|am dead|finally die)\b|\b(?:disappointed|sad|upset|gutted) (?:to|that i) (?:still |even )*(?:be|am) (?:alive|here|breathing)\b|\bwhy (?:(?:should|would|do|must|even|bother|try to) |(?:do |would |should |must )?i (?:still |keep |bother |bother to |try to |want to |have to |need to |should |would |even )*)(?:i )?(?:even |still |bother |keep |bother to |try to |want to )*(?:live|living|be alive|stay alive|staying alive|keep living|keep going|go on|wake up|waking up|exist|existing|try anymore|carry on)(?= *$| (?:anymore|any more|any longer|at all|if|when|honestly|i|like this)\b)`,
    ),
    subject: 'inherent',
    negated: true,
    // "Not waking up till Monday": a lie-in.
    unless: /\b(?:till|until|before) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|noon|midday|lunch|lunchtime|the afternoon|tomorrow afternoon|the weekend|\d)/,
  },
  {
    // "Every morning my first thought is 'oh no, still here'."
    id: 'passive.never-wake-up-still-here',
    tier: 'concern',
    triggers: ['still'],
    pattern: rx(String.raw`\b(?:oh no|damn|great|dammit|not again)(?: ,)? (?:i am )?still (?:here|alive|breathing)(?= *$| (?:again|today|another day|then)\b)`),
    scope: 'sentence',
    subject: 'check',
  },
  {
    // "If God took me tonight I'd thank him."
    id: 'passive.wish-not-to-exist-if-god-took-me',
    tier: 'concern',
    triggers: ['god', 'lord', 'jesus'],
    pattern: rx(
      String.raw`\bif (?:god|the lord|jesus) (?:took|takes|would take|called|calls|would call) me(?: home)?(?: [a-z]+){0,3}? (?:i would|i will|i would be) (?:thank|be grateful|be glad|be relieved|welcome it|not mind|not fight|go gladly|go happily)\b`,
    ),
    scope: 'sentence',
    subject: 'inherent',
  },
  {
    id: 'passive.tired-of-living',
    tier: 'concern',
    triggers: ['tired', 'sick', 'weary', 'exhausted', 'done', 'hate', 'hated', 'hating', 'enough'],
    pattern: rx(
      String.raw`\bhad (?:more than )?enough of (?:living|being alive|existing|this life|my life|life)\b(?! (?:admin|stuff|lessons?|in (?:the|this) (?:city|town|country)))|\b(?:tired|sick|weary|exhausted|done) (?:of|from|with) {F}(?:living(?! (?:with|in|at|near|here|there|on|under|alone|off|out|paycheck|like a|by|somewhere|together))|life(?! (?:admin|stuff|lessons?|coach))|being alive|existing|being me|staying alive|trying to stay alive|fighting to stay alive|fighting to live|waking up every (?:day|morning)|being a burden|my life|this life|my existence|breathing|being here)\b|\bdone (?:living|existing|being alive|with this world)\b|\bdone (?:trying|fighting) to (?:stay alive|live|survive|keep going|keep living|get better|go on|be alive|hold on)\b|\b(?:hate|hated|hating) (?:being alive|living|existing|my existence|that i am alive|that i exist|waking up(?! (?:early|at|so early|for (?:work|school|class)|on))|to wake up(?= *$))\b|\b(?:hate|hated|hating|sad|upset|angry|disappointed) (?:that|when) i (?:woke|wake|keep waking) up(?! (?:early|late|at|for))\b|\b(?:tired|sick|weary|exhausted) of (?:waking up|being awake)(?! (?:early|at|so early|for (?:work|school|class)|on))\b`,
    ),
    subject: 'check',
  },
  {
    id: 'passive.tired-of-everything',
    tier: 'concern',
    triggers: ['tired', 'sick', 'done', 'give', 'gave', 'given', 'weary', 'exhausted', 'giving'],
    pattern: rx(
      String.raw`\b(?:tired|sick|weary|exhausted|done) (?:of|with) (?:fighting|everything|it all|all of it|trying|pretending|being alive)(?= *$| (?:and|i|honestly|anymore|so|but|it)\b)|\b(?:give|giving|gave|given) up on (?:life|living|everything|myself|it all|the future|getting better)\b`,
    ),
    subject: 'check',
    weak: true,
  },
  {
    id: 'passive.want-it-to-end',
    tier: 'concern',
    triggers: ['end', 'stop', 'over', 'finish', 'done', 'away', 'go'],
    pattern: rx(
      String.raw`\b(?:want|need|wish|just want|pray for) (?:it all|everything|my life|life|all of this|all of it|the suffering|the hurting|this life|the world|existence|it to all|everything to just)(?: to)? {F}(?:to )?(?:end|stop|be over|go away|end for good|stop forever|stop permanently|finish|be done)\b`,
    ),
    subject: 'check',
  },
  {
    id: 'ideation.end-suffering',
    tier: 'ideation',
    triggers: ['suffering', 'misery', 'torment', 'agony'],
    pattern: rx(
      String.raw`\b(?:want|wanna|need|wish i could|going|ready|have|decided|plan|planning|thinking about|thinking of|about) (?:to )?{F}(?:end|ending|stop|stopping|put an end to) (?:my|the|this|all (?:of )?(?:my|the|this)) (?:suffering|misery|torment|agony)\b`,
    ),
    subject: 'check',
    upgrade: 'decision',
  },
  {
    id: 'passive.want-it-to-stop',
    tier: 'concern',
    triggers: ['end', 'stop', 'over', 'away'],
    pattern: rx(
      String.raw`\b(?:want|need|wish|just want) (?:it|this|the pain|the hurt|my pain|everything|the thoughts) to {F}(?:end|stop|be over|go away)(?: (?:forever|for good|permanently))?(?= *$| (?:forever|for good|permanently|i|and|please|already|honestly)\b)`,
    ),
    subject: 'check',
    weak: true,
    unless: /\b(?:head|headache|migraine|back|knee|tooth|toothache|period|cramps?|stomach|surgery|injury|arthritis|physical|leg|shoulder|neck|noise|rain|music|meeting|party|week|day|shift|class|lecture|movie|show|flight)\b/,
  },
  {
    id: 'passive.no-way-out',
    tier: 'concern',
    triggers: ['way', 'escape', 'out'],
    pattern: rx(String.raw`\bno (?:other )?(?:way out|escape)(?= *$| (?:for me|anymore|of this life|of this pain|of my life|of this hell|from this life|i|and|but)\b)|\b(?:i want|i need|i just want) out(?= *$| (?:of (?:this life|life|everything|existence)|forever|for good)\b)`),
    subject: 'check',
    weak: true,
  },
  {
    id: 'passive.should-not-exist',
    tier: 'concern',
    triggers: ['exist', 'live', 'alive', 'here', 'born', 'existing', 'deserve', 'died', 'breathing', 'living', 'life', 'disappear', 'away'],
    pattern: rx(
      String.raw`\bi (?:should|do) not {F}(?:deserve to |get to )?(?:live|be alive|exist|be living|have been born|be breathing)\b|\bi (?:should|do) not {F}be here(?= *$| (?:anymore|at all|on this earth|in this world)\b)|\b(?:do not|does not|never|no longer) (?:even )?deserve (?:to )?(?:live|life|be alive|to be alive|to exist|exist|be here|to be here|happiness or life)\b|\bi should have died\b|\bi (?:should|need to|ought to) (?:just )?(?:disappear|not exist|go away forever|stop existing)\b`,
    ),
    subject: 'inherent',
    negated: true,
  },
  {
    id: 'passive.leave-this-world',
    tier: 'concern',
    triggers: ['world', 'earth', 'life', 'planet', 'heaven', 'afterlife', 'side', 'heart', 'peace'],
    pattern: rx(
      String.raw`\b(?:leave|leaving|exit|exiting|depart|departing|escape|escaping|done with|say goodbye to|said goodbye to) (?:this|the) (?:world|earth|life|planet)\b(?! (?:a |behind |better|of |for (?:a|the) (?:weekend|week|day)))|\b(?:join|be with|see|go to) (?:him|her|them|my [a-z]+)(?: again)? (?:in heaven|in the afterlife|in the next life|on the other side)\b|\b(?:hope|hoping|wish|wishing|pray|praying|want|wanting) (?:that )?my heart (?:would |will |just |to |finally )*(?:stop|stops|give out|gives out|stop beating|stops beating)\b|\bat peace with (?:dying|death|the idea of (?:dying|death|not waking up|not being here)|not waking up|ending it|the thought of dying|the thought of not being here)\b`,
    ),
    subject: 'check',
  },
  {
    id: 'harm.urges-loud',
    tier: 'ideation',
    triggers: ['urge', 'urges', 'craving', 'cravings', 'pull'],
    scope: 'sentence',
    // "Haven't self harmed in 90 days but the urge has been screaming all week."
    pattern: rx(
      String.raw`\b(?:self harm|self harmed|self harming|cutting|cut|sh|hurting myself|hurt myself|(?:days|weeks|months|years) (?:clean|free))\b(?: (?:[a-z0-9]+|,)){0,12}? (?:but|and|yet|now) (?:the |my |those |these )?(?:urges?|cravings?) (?:to (?:cut|self harm|hurt myself) )?(?:is|are|has|have|keeps?|kept)(?: been)?(?: so| really)? (?:screaming|loud|louder|back|stronger|unbearable|constant|overwhelming|getting (?:worse|stronger|louder))\b|\b(?:fight|fighting|resist|resisting|hold off|holding off) (?:the |this |my )?(?:urges?|pull) to (?:end it|end my life|die|kill myself|cut|hurt myself|self harm)\b`,
    ),
    subject: 'inherent',
    negated: true,
    firm: true,
    presentDespitePast: true,
  },
  {
    id: 'passive.want-out',
    tier: 'concern',
    triggers: ['out', 'off'],
    scope: 'sentence',
    // "living feels like a chore i never signed up for and i want out"
    pattern: rx(String.raw`\b(?:living|life|existing|being alive|this world)\b(?: (?:[a-z]+|,)){0,12}? i (?:just |really |honestly )?want (?:out|off)(?! of (?:this|the|my|that) (?:job|contract|relationship|marriage|lease|deal|group|class|meeting|plan|trip|team|town|city|house|flat))\b`),
    subject: 'inherent',
  },
  {
    id: 'passive.fine-not-waking-up',
    tier: 'concern',
    triggers: ['wake', 'make', 'survive'],
    scope: 'sentence',
    pattern: rx(
      String.raw`\bif i (?:do not|did not|never|were to not|should not) (?:wake up|make it|survive)(?: [a-z]+){0,3}?(?: ,)? (?:that is|it is|it would be|that would be|i am|i would be|i will be|then|honestly|so be it)(?: [a-z]+)? ?(?:fine|okay|ok|alright|a relief|for the best|good|ready|at peace|so be it|whatever|not a big deal)\b`,
    ),
    subject: 'inherent',
    negated: true,
  },
  {
    id: 'ideation.euphemism',
    tier: 'ideation',
    triggers: ['easy', 'permanent', 'check', 'checking', 'checked', 'rope', 'bleed'],
    pattern: rx(
      String.raw`\btake the easy way out(?= *$| (?:and|i|honestly|now|tonight|already|soon|for good)\b)|\bpermanent (?:solution|way out|escape|sleep|rest|exit)\b|\b(?:check|checking|checked) out (?:for good|permanently|of (?:life|this world|this life)|early from life|forever)\b|\b(?:want to|wanna|going to|gonna|might|about to|need to|should|ready to|thinking about|thinking of) {F}rope(?: myself)?(?= *$| (?:tonight|honestly|now|today|soon|already|again)\b)|\b(?:let myself|want to|wanna|going to|just) bleed out\b`,
    ),
    subject: 'check',
  },
  {
    id: 'passive.envy-the-dead',
    tier: 'concern',
    triggers: ['dead', 'die', 'died', 'death', 'dying', 'end', 'over', 'stop'],
    requires: ['envy', 'jealous', 'envious', 'waiting', 'wait'],
    pattern: rx(
      String.raw`\b(?:envy|jealous of|envious of) (?:the )?(?:dead|people who (?:die|died|are dead|get to die)|those who (?:die|died)|dead people)\b|\b(?:waiting|wait) (?:to die|for death|for (?:my|the) end|for it (?:all )?to (?:end|be over|stop))\b|\bjust waiting to die\b`,
    ),
    subject: 'check',
  },
  {
    id: 'passive.thinking-about-death',
    tier: 'concern',
    triggers: ['death', 'dying', 'dead', 'existing', 'here', 'alive', 'funeral', 'around', 'die'],
    requires: ['keep', 'kept', 'always', 'constantly', 'stop', 'obsessively', 'been', 'often', 'frequently', 'obsessing', 'obsessed', 'preoccupied', 'think', 'thinking', 'thoughts'],
    pattern: rx(
      String.raw`\b(?:(?:keep|kept|always|constantly|can not stop|could not stop|obsessively|been|often|frequently) (?:thinking|think|thoughts) (?:about|of)|obsessing over|obsessed with|preoccupied with) (?:death|dying|being dead|not being (?:here|alive|around)|not existing|my (?:own )?(?:death|funeral)|how i would die|when i will die)\b|\bthink(?:ing)? (?:about|of) (?:death|dying|being dead|not being (?:here|alive|around)|not existing|my (?:own )?(?:death|funeral))(?: [a-z]+){0,2}? (?:all the time|constantly|every (?:single )?(?:day|night|morning|hour|minute)|each (?:day|night)|a lot|so much|nonstop|non stop|more and more|more often|always|too much|day and night|daily|all day|24 7|so often)\b`,
    ),
    subject: 'check',
  },
  {
    id: 'burden.self',
    tier: 'concern',
    triggers: ['burden', 'burdening', 'burdensome'],
    pattern: rx(
      String.raw`\b(?:i am|i feel|i have become|i became|being|i was born|feel like i am|feel like|feel as if i am|feel as though i am|i will always be|i will only be|i would only be|i will just be|i have always been|i am always|i am nothing but|i am only|i am just|i am such|i hate being|tired of being|sick of being|i know i am|always|i am basically|i am literally|i am honestly|i am clearly|i am obviously|i am becoming) {F}(?:a |such a |just a |only a |nothing but a |the |an |one |a huge |a massive |a big |a total |a constant |a complete |such an |so much of a |too much of a )?(?:huge |massive |big |total |constant |complete |heavy |useless |worthless |terrible |financial |emotional |giant |)?burden\b(?! (?:of proof|on (?:my |the |our )?(?:team|coworkers?|colleagues?|boss|manager|group|class|classmates|project|company|department|office|staff|system))\b)|\b(?:all i do is|i only|i just|i always) burden (?:everyone|everybody|people|my family|my parents|my friends|them|others|those around me|the people i love|my loved ones|you all)\b|\b(?:i am|i feel) (?:so |such )?burdensome\b`,
    ),
    subject: 'check',
    unless: /\b(?:when|if|whenever) i (?:ask|need|have to ask)\b|\b(?:asking|ask) (?:for|them for|people for) (?:help|a favou?r|rides?|money)\b/,
  },
  {
    id: 'burden.deserve-better',
    tier: 'concern',
    triggers: ['deserve', 'deserves', 'deserved'],
    pattern: rx(
      String.raw`\b(?:my (?:family|parents|friends|kids|children|loved ones|mom|mum|dad)|everyone|everybody|they|people|the world|them|those around me|the people i love) {F}(?:deserves?|deserved) (?:so much |much |a lot |way |far )?better than (?:me|having (?:me|to (?:deal with|put up with|take care of|look after|worry about) me))\b`,
    ),
    subject: 'inherent',
  },
  {
    id: 'burden.dragging-down',
    tier: 'concern',
    triggers: ['weight', 'drain', 'anchor', 'nuisance', 'problem', 'down', 'back', 'ruin', 'ruining', 'ruined', 'worse', 'harder'],
    pattern: rx(
      String.raw`\b(?:i am|i feel like|i feel like i am|i am just|i am only|i am nothing but|being|i have become|i always feel like) {F}(?:a |such a |just a |one big |a big |a huge |the )?(?:dead weight|weight|drain|anchor|millstone|nuisance|problem)(?: [a-z]+){0,2}? (?:on|to|for|dragging|holding|around) (?:everyone|everybody|my family|my parents|my friends|them|people|the people|those|others|my loved ones|my partner|my kids)\b|\b(?:dragging|drag|dragged|pulling|bringing|holding) (?:everyone|everybody|my family|my parents|my friends|them all|the people i love|my loved ones|everyone around me) (?:down|back)\b|\b(?:ruin|ruining|ruined|make|making|made) (?:everyone|everybody|my family|my parents|the people around me) (?:life|lives) (?:worse|harder|miserable|hell)\b|\b(?:ruin|ruining) (?:everyone|everybody) (?:life|lives)\b`,
    ),
    subject: 'check',
  },
  {
    id: 'passive.stop-existing',
    tier: 'concern',
    triggers: ['existing', 'exist', 'cease'],
    pattern: rx(String.raw`\b(?:stop|stopped|stopping) existing\b|\bcease (?:to )?(?:exist(?:ing)?|be)\b|\bnot exist(?:ing)? (?:anymore|any more|any longer)\b|\bjust not exist\b`),
    subject: 'explicit',
  },
  {
    id: 'concern.crisis-line-for-self',
    tier: 'concern',
    triggers: ['hotline', 'hotlines', 'helpline', 'helplines', 'line', 'lines', 'number', 'numbers'],
    pattern: rx(
      String.raw`\b(?:should i|i want to|i need to|i might|i almost|thinking (?:about|of)|scared to|too scared to|afraid to|nervous to|i keep wanting to|do i) (?:call|text|ring|contact|calling|texting) (?:a |the )?(?:suicide|crisis|suicide prevention) (?:hotline|line|helpline|number|text line)\b|\b(?:googl[a-z]*|looking up|looked up|searching for|searched for|keep looking at) (?:the )?(?:suicide|crisis) (?:hotlines?|helplines?|lines?|numbers?)\b`,
    ),
    subject: 'check',
  },
  {
    id: 'burden.not-needed',
    tier: 'concern',
    triggers: ['need', 'needs', 'needed'],
    pattern: rx(String.raw`\b(?:the world|this world|anyone|anybody|nobody|no one|everyone|my family|the people i love)(?: [a-z]+){0,3}? (?:does not|do not|would not|will not|never|no longer)? ?(?:need|needs|needed) me (?:in it|here|around|alive|anymore|any more)\b|\b(?:the world|this world) (?:does not|do not|would not|will not) (?:need|want) me\b`),
    subject: 'inherent',
    negated: true,
  },
  {
    id: 'hopelessness.everything-pointless',
    tier: 'concern',
    triggers: ['pointless', 'meaningless', 'hopeless', 'breathing'],
    pattern: rx(String.raw`\beverything (?:feels|is|seems|has become|just feels) (?:so |completely |totally |utterly )?(?:pointless|meaningless|hopeless)\b|\bbreathing (?:feels|is|seems) (?:so |too )?(?:pointless|exhausting|hard|too hard|painful|like too much)\b|\bpointless(?: [a-z]+){0,2} breathing\b`),
    subject: 'check',
    weak: true,
  },
  {
    id: 'burden.waste-of-space',
    tier: 'concern',
    triggers: ['waste', 'space', 'oxygen'],
    pattern: rx(
      String.raw`\b(?:i am|i feel like i am|i feel like|i am just|i am only|i am nothing but|i am such) {F}(?:a )?(?:waste of (?:space|oxygen|air|skin|life)|taking up space|wasting oxygen|wasting space)\b`,
    ),
    subject: 'inherent',
  },
  {
    id: 'burden.nobody-would-miss-me',
    tier: 'concern',
    triggers: ['miss', 'notice', 'care', 'cry', 'funeral', 'mourn', 'remember', 'matter', 'sad'],
    pattern: rx(
      String.raw`\b(?:no one|nobody|no body|none of them|not a single person|not one person|not anyone)(?: [a-z]+){0,3}? (?:miss me|(?:notice|care|realize|realise) (?:if|when|that|whether) i (?:was |were |am |had )?(?:gone|dead|died|disappeared|vanished|not here|not around|killed myself|did not wake up|stopped existing|no longer here)|notice i am gone|notice i was gone|care i am gone|cry (?:if|when|at my)|come to my funeral|be sad (?:if|when) i|mourn me|remember me)\b|\b(?:no one|nobody|no body|not a single person) (?:would|will|is going to|would ever|will ever) (?:even |really |actually |ever )*(?:notice|care|miss me)(?= *$| (?:anyway|honestly|at all|i|tbh)\b)|\bwould (?:anyone|anybody|people|they|my (?:family|friends|parents)|it) (?:even |really |actually )*(?:miss me|notice|care|matter) (?:if|when) i\b|\b(?:do not think|doubt|not sure|do not believe|do not know if) (?:that )?(?:anyone|anybody|people|they|my (?:family|friends|parents)|a single person|one person) (?:would|will|is going to) (?:even |really |actually |ever )*(?:miss me|(?:notice|care) (?:if|when|that) i (?:was |were |am )?(?:gone|dead|died|disappeared|vanished|not here|not around)|notice i am gone|care i am gone|come to my funeral|notice|care)(?= *$| (?:if|when|that|anyway|honestly|at all|i)\b)`,
    ),
    subject: 'inherent',
  },
  {
    id: 'burden.if-i-were-gone',
    tier: 'concern',
    triggers: ['died', 'gone', 'disappeared', 'dead', 'vanished', 'here', 'around', 'existing', 'wake', 'myself', 'ended', 'woke', 'wasnt', 'was', 'were', 'not'],
    requires: ['if'],
    pattern: rx(
      String.raw`\b(?:care|cared|notice|noticed|miss|missed|matter|mattered|happier|better|relieved|cry|cried|funeral|anyone|anybody|no one|nobody|difference|easier|move on|moved on|forget|forgotten|get over|be fine|be okay|be ok|be happy|celebrate|glad|lighter|worry|worrying|stress|struggle|suffer|have to deal)\b(?: (?:[a-z]+|,)){0,8}? if i (?:just |ever |suddenly |simply )?(?:died|was gone|were gone|disappeared|was dead|were dead|killed myself|did not wake up|never woke up|stopped existing|was not here|were not here|was not around|were not around|vanished|ended it|was no longer here)\b|\bif i (?:just |ever |suddenly |simply )?(?:died|was gone|were gone|disappeared|was dead|were dead|killed myself|did not wake up|never woke up|stopped existing|was not here|were not here|was not around|vanished|ended it)\b(?: (?:[a-z]+|,)){0,8}? (?:care|cared|notice|noticed|miss|missed|matter|matters|mattered|happier|better|relieved|cry|funeral|anyone|anybody|no one|nobody|difference|easier|worry|worrying|stress|struggle|suffer|have to deal)\b`,
    ),
    subject: 'inherent',
    negated: true,
    scope: 'sentence',
    unless: /\bif i (?:died|was dead|were dead) (?:in|from) (?:a |an |the )?(?:crash|accident|plane|car)/,
  },

  // ---- Thoughts of suicide or self-harm (ideation) ----
  {
    id: 'ideation.better-off-without-me',
    tier: 'ideation',
    triggers: ['better', 'happier', 'easier', 'lighter', 'relieved', 'free', 'freer', 'fine', 'okay', 'ok', 'place', 'peaceful', 'safer', 'improve', 'improved', 'simpler', 'stressful', 'complicated', 'rid', 'glad', 'grateful', 'thankful'],
    pattern: rx(
      String.raw`\b(?:better|happier|easier|lighter|relieved|free|freer|fine|okay|ok|a better place|better place|peaceful|safer|improve|improved|simpler|less stressful|less complicated) (?:off )?(?:without me(?! (?:there|at|in (?:the|this|that) (?:team|group|band|class|company|office|project))\b)|if i (?:was |were |am |had |had just |just |was not |were not |did not |had never |never )?{F}(?:gone|dead|not here|not around|never born|never existed|not alive|not in (?:their|the|your|his|her|it) (?:lives|life|picture|way|world)|out of the picture|disappeared|died|exist|existed|been born|here|around)\b|when i am (?:gone|dead)|once i am (?:gone|dead)|after i am (?:gone|dead)|after i die|with me (?:gone|dead|out of the way))|\b(?:relieved|happy|glad|happier|grateful|thankful|better off|free) (?:to be |to finally be |to )?(?:rid of me|free of me|done with me)\b|\b(?:get|be|finally be) rid of me (?:for good|forever|once and for all)\b`,
    ),
    subject: 'inherent',
    unless: /\b(?:my ex|ex boyfriend|ex girlfriend|ex husband|ex wife|the team|the company|my (?:team|company|job|band|old school))\b|\b(?:he|she) (?:is|was|will be|would be) (?:probably |honestly |definitely )?better off without me\b/,
  },
  {
    id: 'burden.fine-without-me',
    tier: 'concern',
    triggers: ['better', 'happier', 'easier', 'lighter', 'relieved', 'free', 'freer', 'fine', 'okay', 'ok', 'safer', 'simpler', 'improve', 'improved', 'place', 'peaceful', 'relief', 'spinning', 'move', 'manage', 'carry'],
    requires: ['without', 'if', 'gone', 'rid', 'different', 'better', 'new'],
    pattern: rx(
      String.raw`\b(?:better|happier|easier|lighter|relieved|free|freer|fine|okay|ok|safer|simpler|improve|improved|better place|peaceful|a relief|keep spinning|go on fine|move on|manage fine|carry on fine|be fine)\b(?: [a-z]+){0,4}? (?:without me\b(?! (?:at|for|tonight|today|this|while|until|on|there|in (?:the|this|that) (?:meeting|office|team|class|game|match|project|trip|band|group)))|if i (?:just |simply |finally |quietly )?(?:was |were |am |had |had just )?(?:gone|dead|died|disappeared|vanished|faded away|left forever|not here|not around|never existed|never born|did not exist|stopped existing|ended it|killed myself|was not here|were not here|was not around|were not around|was never born|had never been born)\b|with me gone|once i am gone|when i am gone|after i am gone|rid of me|free of me|with a (?:different|better|new|normal) (?:mom|mum|mother|dad|father|parent|son|daughter|friend|partner|wife|husband|sister|brother|kid|child|girlfriend|boyfriend))`,
    ),
    subject: 'inherent',
    unless: /\b(?:my ex|ex boyfriend|ex girlfriend|ex husband|ex wife|the team|the company|my (?:team|company|job|band|old school))\b|\b(?:he|she) (?:is|was|will be|would be) (?:probably |honestly |definitely )?(?:better off|happier|fine) without me\b/,
  },
  {
    id: 'ideation.better-off-dead',
    tier: 'ideation',
    triggers: ['better'],
    pattern: rx(String.raw`\bbetter off (?:dead|not alive|not existing|not being (?:here|alive|around)|gone)\b`),
    subject: 'check',
  },
  {
    id: 'ideation.favour-if-gone',
    tier: 'ideation',
    triggers: ['favor', 'favour'],
    pattern: rx(
      String.raw`\b(?:doing|do|did|be doing|would be doing) (?:everyone|everybody|the world|them|my family|people|all of them|us all) (?:a )?(?:big |huge )?(?:favor|favour) (?:if|by) (?:i )?{F}(?:died|die|dying|was dead|were dead|was gone|were gone|disappeared|disappearing|killing myself|killed myself|kill myself|ending it|ended it|not existing|not being here|leaving this world|was not here|were not here|was not around|were not around)\b`,
    ),
    subject: 'inherent',
  },
  {
    id: 'means.walk-into-water',
    tier: 'intent',
    triggers: ['walk', 'walking', 'wade', 'wading', 'swim', 'swimming'],
    pattern: rx(String.raw`\b(?:walk|walking|wade|wading|swim|swimming) (?:out )?(?:into|under) the (?:sea|ocean|river|lake|waves|water)(?: and not come back| until| for good| tonight| at (?:sunrise|dawn|night|midnight))?\b`),
    subject: 'check',
    upgrade: 'decision',
    unless: /\b(?:paddle|paddling|splash|swimsuit|wetsuit|surf|surfing|holiday|vacation|beach day|kids|dog|lifeguard|training|warm|cold water swim|sea swim|dip)\b/,
  },
  {
    id: 'means.car-exhaust',
    tier: 'intent',
    triggers: ['hose', 'tube', 'pipe', 'charcoal', 'grill', 'exhaust', 'engine', 'car'],
    pattern: rx(
      String.raw`\b(?:sitting|sat|sit|locked|lying|waiting) in (?:my|the) (?:car|garage)(?: [a-z]+){0,3}? with (?:a |the )?(?:hose|tube|pipe|charcoal|grill|bbq)\b(?! (?:of|for (?:the|my) (?:garden|plants|lawn)))|\b(?:hose|tube|pipe)(?: [a-z]+){0,4}? (?:to|into|onto|on|from) the (?:car )?exhaust\b(?! (?:vent|fan|hood|duct))|\b(?:run|running|ran|start|starting|started) the (?:car|engine) in the (?:closed |shut |locked )?garage\b`,
    ),
    subject: 'check',
  },
  {
    id: 'ideation.end-for-me',
    tier: 'ideation',
    triggers: ['end', 'it', 'goodbye'],
    requires: ['me'],
    pattern: rx(String.raw`\bthis is (?:the end|it|goodbye) for me\b(?! (?:at|in|with|on) (?:this|the|my) (?:job|team|company|school|class|club|band|season|league|relationship|show|project|course))`),
    subject: 'inherent',
    unless: /\b(?:job|team|company|school|class|club|band|season|league|relationship|show|project|course|game|tournament|race|career|role)\b/,
  },
  {
    id: 'ideation.not-dealing-with-me-much-longer',
    tier: 'ideation',
    triggers: ['deal', 'worry', 'bother', 'hear', 'see', 'put', 'care'],
    requires: ['me'],
    pattern: rx(
      String.raw`\b(?:will not|would not|will never|will no longer|are not going to|is not going to|do not|soon will not|won t) (?:have to |need to |be able to )?(?:deal with|put up with|worry about|bother with|take care of|see|hear from|care for|look after) me (?:for )?(?:much |any |a lot )?(?:longer|more|soon|anymore|any more|after (?:tonight|today|this (?:week|weekend)))\b`,
    ),
    subject: 'inherent',
    upgrade: 'timing',
  },
  {
    id: 'concern.how-much-longer',
    tier: 'concern',
    triggers: ['longer', 'more', 'many'],
    requires: ['know', 'sure', 'idea'],
    pattern: rx(
      String.raw`\b(?:do not know|not sure|no idea) how (?:many more days|many more weeks|much more|much longer|long) i can {F}(?:do this|take (?:this|it)|keep (?:going|doing this)|go on|last|hold on|survive|bear (?:this|it)|handle (?:this|it)|stay alive|keep living)\b`,
    ),
    subject: 'inherent',
    weak: true,
    unless: /\b(?:heat|weather|job|class|course|semester|commute|noise|traffic|diet|meeting|boss|roommate|shift|project)\b/,
  },
  {
    id: 'preparation.know-how',
    tier: 'concern',
    triggers: ['how', 'when', 'where'],
    requires: ['it'],
    pattern: rx(
      String.raw`\bi (?:know|have figured out|figured out|have worked out|worked out|have decided|decided|have chosen|chose|have picked|picked) (?:exactly )?(?:how|when|where) i (?:am going to|am gonna|will|would|want to|plan to|can) {F}do it\b`,
    ),
    subject: 'inherent',
    weak: true,
    upgrade: 'timing',
  },
  {
    id: 'ideation.drawn-to-means',
    tier: 'ideation',
    triggers: ['tracks', 'ledge', 'noose', 'rope', 'gun', 'razor', 'blade', 'blades', 'pills'],
    pattern: rx(
      String.raw`\b(?:keep|keeps|kept|can not stop|cannot stop) (?:thinking|drifting|going back|coming back|wandering|returning|fixating|obsessing)(?: [a-z]+){0,2}? (?:about|to|of|on) (?:the |my |a )?(?:train tracks|railway tracks|railroad tracks|tracks|ledge|noose|rope|gun|razor|razors|blade|blades|pills (?:in|under|at))\b|\bmy mind (?:keeps |keep |always |just )?(?:drifting|drifts|going|goes|wandering|wanders) (?:back )?to (?:the |my )?(?:train tracks|railway tracks|railroad tracks|tracks|ledge|noose|rope|gun|razor|blades|pills)\b`,
    ),
    subject: 'inherent',
  },
  {
    id: 'concern.own-funeral',
    tier: 'concern',
    triggers: ['funeral', 'obituary'],
    pattern: rx(
      String.raw`\b(?:wonder|wondering|wondered|imagine|imagining|imagined|picture|picturing|pictured|think about|thinking about|thought about|fantasi[sz]e about|fantasi[sz]ing about|plan|planning|planned|write|writing|wrote)(?: [a-z]+){0,5}? (?:my (?:own )?funeral|my (?:own )?obituary)\b`,
    ),
    subject: 'inherent',
    unless: /\b(?:when i am (?:old|ninety|90|100)|someday|one day|far future|prepaid|insurance|will and)\b/,
  },
  {
    id: 'selfharm.punishment',
    tier: 'ideation',
    triggers: ['myself'],
    requires: ['purpose', 'punish', 'punishment', 'deserve', 'deserved'],
    pattern: rx(
      String.raw`\b(?:starv(?:e|es|ing|ed)|hurt(?:s|ing)?|burn(?:s|ing|ed)?|hit(?:s|ting)?|punch(?:es|ing|ed)?|scratch(?:es|ing|ed)?|bit(?:e|es|ing)?|bruis(?:e|es|ing|ed)|cut(?:s|ting)?) myself(?: [a-z]+){0,4}? (?:on purpose|to punish myself|as (?:a )?punishment|because i deserve(?:d)?(?: it| the pain| to hurt)?|since i deserve(?:d)?(?: it| the pain)?)\b|\bpunish(?:ing|ed)? myself (?:by|with) (?:cutting|burning|hitting|starving|scratching|hurting)\b`,
    ),
    subject: 'inherent',
  },
  {
    id: 'concern.nobody-cares-if-i-live',
    tier: 'concern',
    triggers: ['cares', 'care', 'cared', 'notice', 'notices', 'noticed'],
    pattern: rx(
      String.raw`\b(?:no one|nobody|noone|no body|not a single person|not one person) {F}(?:would|will|even|really|actually|honestly)? ?(?:care|cares|cared|notice|notices|noticed) (?:if|whether) i (?:live|lived|die|died|am alive|am dead|was dead|were dead|disappear|disappeared|vanished|was gone|were gone|killed myself|ended it|stopped existing|stop existing|was not here|were not here)\b`,
    ),
    subject: 'inherent',
  },
  {
    id: 'ideation.picturing-self-dead',
    tier: 'ideation',
    triggers: ['myself', 'me'],
    requires: ['hanging', 'dead', 'dying', 'jumping', 'overdosing', 'coffin', 'noose', 'bleeding', 'casket', 'grave', 'lying'],
    pattern: rx(
      String.raw`\b(?:picture|pictures|picturing|pictured|imagine|imagines|imagining|imagined|see|seeing|visuali[sz]e|visuali[sz]ing|visuali[sz]ed|fantasi[sz]e|fantasi[sz]ing) (?:of |about )?(?:myself|me) {F}(?:hanging|dead|dying|jumping|bleeding out|overdosing|in a (?:coffin|casket|grave)|with a noose|lying dead)\b(?! (?:tired|on my feet|in (?:a|the) (?:race|game|match|exam)))`,
    ),
    subject: 'inherent',
  },
  {
    id: 'concern.something-to-myself',
    tier: 'concern',
    triggers: ['myself'],
    requires: ['something', 'anything'],
    pattern: rx(
      String.raw`\b(?:do|doing) (?:something|anything) (?:stupid|dumb|drastic|bad|crazy|permanent|terrible|awful|irreversible|dangerous) to myself\b`,
    ),
    subject: 'inherent',
  },
  {
    id: 'ideation.no-ones-problem-soon',
    tier: 'ideation',
    triggers: ['problem', 'burden', 'worry', 'responsibility', 'free', 'rid'],
    pattern: rx(
      String.raw`\b(?:will not|am not going to|will no longer|will never) be (?:anybody|anyone|everybody|everyone|your|their|his|her|a|my family|my parents) (?:problem|burden|worry|responsibility|concern)\b|\b(?:will|would|are going to|is going to|gonna) (?:finally )?be (?:free|rid) of me\b(?! (?:on|at|by|after|when|once|for|in|this|next|from|during|tomorrow|soon when))`,
    ),
    subject: 'inherent',
    unless: /\\b(?:moving|move|moved|job|intern|internship|semester|trip|travel|travelling|traveling|vacation|holiday|visiting|visit|in laws|abroad|conference|work|office|shift|flight|deployment|camp|school|class|team|apartment|roommate|snoring)\\b/,
  },
  {
    id: 'means.gun-ready',
    tier: 'intent',
    triggers: ['gun', 'loaded', 'trigger', 'pistol', 'revolver'],
    pattern: rx(
      String.raw`\b(?:gun|pistol|revolver) (?:is )?(?:loaded|in my (?:hand|hands|lap|mouth)|against my (?:head|temple|chest))\b|\b(?:loaded|holding|cocked) (?:the |my |a )?(?:gun|pistol|revolver)\b(?! (?:range|show|safety|class|course|license))|\bpull the trigger\b(?! on (?:the|this|that|a|my) (?:deal|decision|purchase|plan|project|job))`,
    ),
    subject: 'check',
    unless: /\b(?:range|hunting|hunt|deer|game|movie|film|show|book|character|video game|nerf|water gun|glue gun|nail gun|staple gun)\b/,
  },
  {
    id: 'means.step-off',
    tier: 'intent',
    triggers: ['step', 'jump', 'fall', 'courage', 'nerve', 'guts'],
    pattern: rx(
      String.raw`\b(?:courage|nerve|guts|strength) to {F}(?:step off(?! (?:the|a) (?:stage|plane|bus|train|boat))|jump off (?:the|this|a) (?:bridge|roof|ledge|building|balcony|cliff)|pull the trigger(?! on)|go through with it|end it|end my life|kill myself|take the pills|swallow them)\b|\b(?:step|jump|let go and fall|let myself fall|fall|lean) (?:off|from|over) (?:up )?(?:here|the edge|the ledge|this ledge|the roof|this roof|the railing|this railing|this bridge|the bridge)\b(?! (?:of (?:the|a) (?:pool|diving|boat|dock|pier|stage)))`,
    ),
    subject: 'check',
    unless: /\b(?:pool|diving|bungee|skydiv[a-z]*|parachute|stage|boat|dock|pier|trampoline|plane|bus|train platform|curb|kerb|ladder)\b/,
  },
  {
    id: 'preparation.explaining-letters',
    tier: 'intent',
    triggers: ['letter', 'letters', 'note', 'notes', 'message', 'messages'],
    requires: ['why'],
    pattern: rx(String.raw`\b(?:letters?|notes?|messages?)(?: [a-z]+){0,6}? (?:explaining|to explain|that explain|telling them|to tell them) why\b`),
    subject: 'check',
    unless: /\b(?:quit|quitting|resign|resigning|resignation|leaving the (?:company|team|job)|late|absence|absent|cover letter|apolog[a-z]*)\b/,
  },
  {
    id: 'preparation.will-be-gone',
    tier: 'intent',
    triggers: ['gone'],
    pattern: rx(
      String.raw`\b(?:tomorrow|tonight|soon|by morning|by tomorrow|by the weekend|by friday|by monday|next week|after tonight|in the morning|tomorrow morning)(?: morning| night)? i will (?:be gone|not be here|no longer be here)(?= *$| forever| for good| and (?:no one|nobody|you|everyone|it)| please)|\bi will (?:be gone|not be here) (?:forever|for good|by (?:morning|tomorrow|then)|before (?:you|anyone|they|morning|sunrise))\b`,
    ),
    subject: 'inherent',
    unless: /\\b(?:moving|move|moved|job|intern|internship|semester|trip|travel|travelling|traveling|vacation|holiday|visiting|visit|in laws|abroad|conference|work|office|shift|flight|deployment|camp|school|class|team|apartment|roommate|snoring)\\b/,
  },
  {
    id: 'preparation.when-i-am-gone',
    tier: 'intent',
    triggers: ['gone', 'dead'],
    pattern: rx(
      String.raw`\b(?:when|after|once) i am (?:gone|dead|not here|no longer here)\b(?! (?:on|for|to|at|from|with|until|till|away))(?: ,)?(?: [a-z]+){0,4}? (?:take care of|look after|feed|give|tell|please|make sure|look out for|keep)\b`,
    ),
    scope: 'sentence',
    subject: 'inherent',
    unless: /\\b(?:moving|move|moved|job|intern|internship|semester|trip|travel|travelling|traveling|vacation|holiday|visiting|visit|in laws|abroad|conference|work|office|shift|flight|deployment|camp|school|class|team|apartment|roommate|snoring)\\b/,
  },
  {
    id: 'concern.only-way-out',
    tier: 'concern',
    triggers: ['out'],
    requires: ['only', 'one'],
    pattern: rx(String.raw`\b(?:only|just) (?:one|1|the one) way out(?: of (?:this|here|it|all this|everything))?(?= *$| (?:and i|left|for me|i can see|i see)\b)|\bonly way out (?:left )?(?:for me|i can see|i see)(?= *$)`),
    subject: 'check',
    unless: /\b(?:maze|building|room|parking|stadium|door|exit|car park|garage|road|street|trail|cave|escape room|game|level)\b/,
  },
  {
    id: 'ideation.how-easy-it-would-be',
    tier: 'ideation',
    triggers: ['easy', 'simple'],
    requires: ['would', 'could'],
    pattern: rx(
      String.raw`\bhow (?:easy|simple) it (?:would|could) be to {F}(?:crash|drive off|drive into|swerve|jump|die|end it|overdose|step off|let go|fall|disappear forever|take (?:them|the pills|all)|pull the trigger|cut deeper|not wake up|stop breathing)\b`,
    ),
    subject: 'inherent',
  },
  {
    id: 'ideation.not-around-for-holiday',
    tier: 'ideation',
    triggers: ['around', 'here', 'alive'],
    requires: ['not', 'never'],
    pattern: rx(
      String.raw`\b(?:will not|am not going to|will never|do not think i will) (?:still )?be (?:around|here|alive) (?:for|by|at|to see) (?:christmas|my birthday|new year|new years|the holidays|thanksgiving|easter|next year|next summer|the summer|graduation|spring|my next birthday)\b(?!(?: ,)?(?: [a-z]+){0,3} (?:visiting|visit|travelling|traveling|trip|vacation|working|work|abroad|away|in laws|deployed|deployment|moving|staying|going|flying|spending))(?!(?: this year| this time| this season)?(?: ,)?(?: i am| we are| i will be| we will be)? (?:visiting|travelling|traveling|working|abroad|away|in laws|deployed|moving|staying|going|flying|spending|on (?:a|the) (?:trip|cruise|ship|rig)|because (?:of )?(?:work|travel|my job)))`,
    ),
    scope: 'sentence',
    subject: 'inherent',
    unless: /\\b(?:moving|move|moved|job|intern|internship|semester|trip|travel|travelling|traveling|vacation|holiday|visiting|visit|in laws|abroad|conference|work|office|shift|flight|deployment|camp|school|class|team|apartment|roommate|snoring)\\b/,
  },
  {
    id: 'concern.afraid-of-myself',
    tier: 'concern',
    triggers: ['myself'],
    requires: ['scared', 'afraid', 'worried', 'terrified', 'frightened'],
    pattern: rx(String.raw`\b(?:scared|afraid|worried|terrified|frightened) (?:of )?what i (?:might|will|could|would|am going to|may) {F}do to myself\b|\b(?:scared|afraid|terrified|frightened) of (?:myself|being alone with myself) (?:tonight|right now|now|today)\b`),
    subject: 'inherent',
  },
  {
    id: 'means.kept-just-in-case',
    tier: 'intent',
    triggers: ['blade', 'blades', 'razor', 'razors', 'pills', 'rope', 'gun', 'noose', 'tablets'],
    requires: ['case', 'when', 'later', 'if', 'ready'],
    pattern: rx(String.raw`\b(?:keep|keeps|keeping|kept|hid|hide|hiding|hidden|stash|stashed|stashing|save|saved|saving|have|got) (?:a |the |my |some |extra )?(?:blade|blades|razor|razors|razor blades|pills|tablets|rope|gun|noose)(?: [a-z]+){0,4}? (?:just in case|in case i need (?:it|them)|for when i am ready|for when|for later|ready for when)\b`),
    subject: 'check',
    unless: /\b(?:shaving|shave|craft|crafts|camping|hunting|first aid|headache|migraine|allergy|allergies|prescribed)\b/,
  },
  {
    id: 'concern.not-through-the-night',
    tier: 'concern',
    triggers: ['night', 'tonight', 'morning'],
    requires: ['think', 'sure', 'doubt', 'know'],
    pattern: rx(String.raw`\b(?:do not think|not sure|doubt|do not know if|do not know whether) i (?:will|can|am going to|could) (?:make it|survive|last|get) (?:through )?(?:the night|tonight|until morning|till morning|to morning|to the morning)\b(?! (?:shift|class|exam|without (?:coffee|snacks|food)))`),
    subject: 'inherent',
    weak: true,
    unless: /\b(?:shift|exam|deadline|essay|paper|assignment|flight|drive|party|concert|coffee|baby|newborn|teething|studying|cram)\b/,
  },
  {
    id: 'ideation.farewell',
    tier: 'ideation',
    triggers: ['goodbye', 'goodbyes', 'farewell', 'end', 'bye'],
    pattern: rx(
      String.raw`\b(?:goodbye|good bye|bye|farewell) cruel world\b|\b(?:goodbye|good bye|farewell) (?:world|everyone|everybody|all) forever\b|\b(?:saying|said|say|writing|wrote|texting|texted|sending|sent) (?:my )?(?:final |last )?(?:goodbyes?|farewells?) to (?:everyone|everybody|my family|my friends|the people i love|all of you|you all|my kids|my parents)(?: [a-z]+){0,2}? (?:tonight|today|now|forever|for good|for the last time|before i go|before i do it)\b`,
    ),
    subject: 'check',
    unless: /\b(?:move|moving|moved|trip|travel|party|leaving for|flight|vacation|holiday|graduat[a-z]*|new job|semester|class|school|office|farewell party|going away|abroad|retire|retiring|retirement|wedding|visit|shift|camp)\b/,
  },
  {
    id: 'ideation.not-around-much-longer',
    tier: 'ideation',
    triggers: ['problem', 'burden', 'bother', 'around', 'here', 'alive', 'bothering', 'worry', 'deal', 'hear', 'see', 'gone', 'way', 'nuisance', 'pain', 'dead', 'free', 'me'],
    requires: ['will', 'would', 'not', 'never', 'no', 'nobody', 'going'],
    pattern: rx(
      String.raw`\b(?:will not|not going to|will no longer|am not going to) be {F}(?:a (?:problem|burden|bother|nuisance|worry|pain)|anyone problem|your problem|around|here|alive|bothering (?:anyone|anybody|you|you all|them|everyone|people)|in (?:your|anyone|their|the) way)(?: [a-z]+){0,4}? (?:much longer|for (?:much )?longer|for long|long|soon|after (?:tonight|today|this week|tomorrow)|by (?:tomorrow|morning|next week|the weekend)|to see (?:it|the|my|next|another|tomorrow))\b|\b(?:not|no one|nobody|never|no more|will not|won't) (?:will |would |is going to |going to )?(?:have|need|has) to (?:worry about|deal with|put up with|take care of|look after|hear from|bother with|think about|care about|see) me (?:again|anymore|any more|much longer|for long|soon|after (?:tonight|today|this)|ever again)\b|\b(?:you|they|everyone|you all|people|no one|nobody) (?:will|would|is going to|are going to) (?:never |not )?(?:hear from|see) me (?:again|anymore|no more)\b|\b(?:soon|by tomorrow|by morning|after tonight|before long) i will be (?:gone|dead|out of (?:your|everyone|everybody|their|the) (?:way|life|lives|hair)|free of this life)\b|\bi will be (?:gone|dead|out of (?:your|everyone|everybody|their) (?:way|life|lives|hair)(?: for good)?|free of this life) (?:soon|by (?:tomorrow|morning|the morning|the weekend|friday|monday|sunrise)|tomorrow|tonight|before (?:morning|long)|forever|for good)\b`,
    ),
    subject: 'inherent',
    upgrade: 'timing',
  },
  {
    id: 'ideation.want-to-die',
    tier: 'ideation',
    triggers: ['die', 'dead', 'death', 'dying', 'living', 'alive', 'exist', 'hope', 'hoping', 'pray', 'praying', 'wish', 'wishing', 'wishes', 'wished', 'hopes', 'hoped', 'prays', 'prayed', 'wants'],
    pattern: rx(
      String.raw`\b{WANT} {F}(?:to )?{F}(?:die|be dead|drop dead|stop living|not be alive anymore|be dead already)\b(?! (?:of|from|laughing|inside|a little|happy|old|peacefully at|at (?:\d+|a ripe)|surrounded|in (?:my|a) (?:sleep )?(?:at|when i am old)|than (?!(?:live|living|go on|going on|keep|keeping|continue|continuing|feel|feeling|face|facing|spend|spending|wake up|waking up|be alive|be here|stay|staying|suffer|suffering|deal|dealing|go back|going back|be like this|be me|be this|exist)\b)))|\b(?:want|wish for|wishing for|pray for|praying for|long for|longing for|beg for|begging for|crave|craving|welcome|welcoming|ready for|look forward to) (?:death|my death|my own death|to be dead)\b|\blet me (?:just )?(?:die|be dead|not wake up)\b|\bcan not wait (?:to die|until i die|for (?:death|the day i die))\b|\bfeel like (?:dying|i want to die|i should die|i should be dead)\b(?! (?:my|your|her|his) (?:hair|clothes|shirt|shoes))|\bwhy (?:can not|could not|will not|do not|did not|can) i {F}(?:die|be dead|just die)\b|\bwish(?:ed|ing|es)? (?:that )?i (?:was|were|had been|could be|would be) (?:dead|killed)\b|\bwish(?:ed|ing|es)? (?:that )?i (?:could|would|can|might) {F}(?:die|be dead|drop dead)\b(?! (?:of|from|laughing|inside))|\bi (?:should|deserve to|ought to) (?:just )?(?:be dead|die)\b|\b(?:hope|hopes|hoped|hoping|pray|prays|prayed|praying|wish|wishes|wished|wishing) (?:that )?i {F}(?:die|would die|will die|get killed|do not make it|would not make it|will not make it|get (?:hit|run over|killed)|got (?:hit|run over|killed)|get cancer|got cancer|get sick and die|get sick and never recover|never recover|do not recover|just stop breathing)\b|\b(?:rather|prefer to|better to|easier to|would sooner) {F}(?:die|be dead|not be alive|not exist|not wake up)(?= *$| (?:than (?:live|living|go on|going on|keep|keeping|continue|continuing|feel|feeling|face|facing|spend|spending|wake up|waking up|be alive|be here|stay|staying|suffer|suffering|deal|dealing|go back|going back|be like this|be me|exist)|than (?:[a-z]+ ){0,5}?(?:like this|this way|anymore|another (?:day|week|month|year)|this pain|this life|this hell|alive|living|my life)|honestly|tbh|right now|now|at this point|and|but|i|to be honest|sometimes)\b)`,
    ),
    subject: 'check',
    hyperbole: true,
    upgrade: 'timing',
  },
  {
    // A wish to die with any of the small words people put in between ("I keep wishing to god I was dead").
    id: 'ideation.wish-to-die',
    tier: 'ideation',
    triggers: ['die', 'dead', 'breathing', 'wake', 'living', 'myself', 'life', 'all'],
    requires: ['want', 'wanna', 'wish', 'wishes', 'wished', 'wishing', 'hope', 'hoping', 'pray', 'praying', 'need', 'ready', 'deserve', 'longing', 'long', 'yearn', 'yearning', 'crave', 'craving', 'tempted', 'begging', 'beg', 'hopes', 'hoped', 'prays', 'prayed', 'wants', 'wanted'],
    pattern: rx(
      String.raw`\b(?:want|wants|wanted|wanting|wanna|wish|wishes|wished|wishing|hope|hopes|hoped|hoping|pray|prayed|praying|need|needs|ready|deserve|deserves|longing|long|yearn|yearning|crave|craving|tempted|begging|beg){GAP} (?:die|be dead|was dead|were dead|drop dead|stop breathing|not wake up(?! (?:this|that|so|too) (?:early|late)| early| late| at \d| before| in time| on time| for (?:work|school|class|my))|never wake up(?! (?:this|that|so|too) (?:early|late)| early| late| at \d| before| in time| on time| for (?:work|school|class|my))|stop living|end it all|end my life|kill myself)\b(?! (?:of|from|laughing|inside|a little|happy|old|for|hard|in (?:a|the|my) (?:game|movie|show|book|story|dream)))`,
    ),
    subject: 'check',
    hyperbole: true,
    upgrade: 'timing',
  },
  {
    id: 'passive.wish-not-to-be',
    tier: 'concern',
    triggers: ['alive', 'here', 'exist', 'existing', 'disappear', 'vanish', 'fade', 'sleep', 'asleep', 'rest', 'gone', 'wake', 'again', 'nothing', 'being', 'be', 'slip', 'drift', 'pass', 'away'],
    requires: ['want', 'wanna', 'wish', 'wishes', 'wished', 'wishing', 'hope', 'hoping', 'pray', 'praying', 'need', 'ready', 'longing', 'long', 'yearn', 'yearning', 'crave', 'craving', 'rather', 'prefer', 'like', 'love', 'dream', 'dreaming'],
    pattern: rx(
      String.raw`\b(?:want|wants|wanted|wanting|wanna|wish|wishes|wished|wishing|hope|hopes|hoped|hoping|pray|prayed|praying|need|needs|ready|longing|long|yearn|yearning|crave|craving|rather|prefer|would like|would love|dream of|dreaming of){GAP} {NOT_BEING}\b(?! (?:on|at|until|till|every|this|in bed|in the morning|when (?:i am|i am so) (?:embarrassed|tired))\b)`,
    ),
    subject: 'check',
    hyperbole: true,
  },
  {
    // Thinking about or wishing for one's own death, with small words between ("I dream a lot about dying").
    id: 'ideation.dwelling-on-dying',
    tier: 'ideation',
    triggers: ['dying', 'death', 'dead', 'myself', 'suicide', 'existing', 'alive', 'waking', 'ending', 'life', 'all'],
    requires: ['think', 'thinking', 'thought', 'thoughts', 'dream', 'dreaming', 'dreamt', 'fantasize', 'fantasizing', 'fantasise', 'fantasising', 'imagine', 'imagining', 'obsess', 'obsessing', 'obsessed', 'plan', 'planning', 'want', 'wanting', 'wish', 'wishing', 'hope', 'hoping', 'pray', 'praying', 'longing', 'craving', 'hopes', 'hoped', 'prays', 'prayed', 'wishes', 'wished', 'wants', 'wanted'],
    pattern: rx(
      String.raw`\b(?:think|thinking|thought|thoughts|dream|dreaming|dreamt|fantasi[sz]e|fantasi[sz]ing|imagine|imagining|obsess|obsessing|obsessed|plan|planning|want|wanting|wish|wishing|hope|hopes|hoped|hoping|pray|praying|longing|craving)(?: (?:about|of|a|lot|so|much|often|again|every|day|night|constantly|always|sometimes|more|and|with|on|over|for|myself)){0,4} (?:dying|my (?:own )?death|being dead|killing myself|ending my life|ending it all|my suicide|not existing|not being alive|not waking up)\b(?! (?:my|your|her|his|their) (?:hair|clothes|shirt|shoes|eggs))`,
    ),
    subject: 'check',
    hyperbole: true,
    unless: /\b(?:scared|afraid|terrified|fear|fearful|worried|anxious|nervous|panic|panicking) (?:of|about|that)\b/,
  },
  {
    id: 'ideation.not-alive-much-longer',
    tier: 'ideation',
    triggers: ['alive', 'here', 'around', 'last', 'survive', 'died', 'dying', 'death', 'myself', 'suicide', 'existing', 'woken', 'killed', 'survived', 'die', 'dead', 'ending'],
    requires: ['think', 'doubt', 'sure', 'know', 'see', 'wish', 'wished', 'wishes', 'wishing', 'all'],
    pattern: rx(
      String.raw`\b(?:do not think|doubt|not sure|do not know if|do not see) (?:that )?i (?:will|am going to|would|will still) (?:be alive|be here|be around|last|survive)(?: [a-z]+){0,2}? (?:much longer|for long|long|by|next|until|till|to see|past|another|this year)\b|\bwish(?:ed|es|ing)? (?:that )?i (?:had|would have|could have) (?:just )?(?:died|not survived|never survived|never woken up|not woken up|been killed)\b|\ball i (?:think about|can think about|want|dream about|can think of|ever think about|want to do) (?:is|are) (?:to )?(?:dying|die|death|killing myself|ending it|suicide|being dead|not being here|not existing|my death)\b`,
    ),
    subject: 'check',
  },
  {
    id: 'ideation.death-as-relief',
    tier: 'ideation',
    triggers: ['death', 'dying', 'dead', 'existing', 'nonexistence', 'existence', 'sleep', 'alive', 'waking', 'void', 'suicide', 'killing', 'ending', 'die', 'being', 'disappearing', 'only', 'except', 'besides', 'way', 'escape', 'exit', 'option', 'choice', 'solution'],
    pattern: rx(
      String.raw`\b(?:death|dying|being dead|not existing|nonexistence|non existence|eternal sleep|not being alive|not waking up|the void|suicide|killing myself|ending it|ending my life|ending things|to die|not being here) {F}(?:sounds|seems|feels|looks|would (?:be|feel)|will be|is|might be|could be|may be|would honestly be|would just be|is starting to (?:sound|seem|look|feel)) {F}(?:like )?(?:a |an |the |such a )?(?:so |really |more |much |kind of )?(?:peace|bliss|heaven|paradise|sweet|calm|quiet|peaceful|nice|good|better|comforting|appealing|tempting|inviting|welcome|relief|release|mercy|easier|freedom|gift|answer|blessing|escape|rest|preferable|the answer|the only option|my only option|the only way|the way out|my way out)\b|\b(?:suicide|dying|death|killing myself|being dead|not existing|ending it|ending my life|not waking up) (?:does not|do not|would not|is not|would not be|does not seem|does not sound|does not feel|is not that) (?:sound |seem |feel |look |be )?(?:so |that |too |all that |as |such a )?(?:bad|scary|terrible|awful|frightening|painful|big deal|crazy)\b|\b(?:death|dying|suicide|killing myself|ending it|ending my life|ending things|to die|not existing|disappearing (?:for good|forever)|not being here|not being alive) (?:is|feels like|seems like|looks like|might be|may be|would be|could be|sounds like|is starting to feel like|has become|became)? ?(?:the|my) (?:only|best|last|easiest|one|single) (?:way out|option|answer|solution|escape|choice|way|thing left|exit|hope|relief|way to (?:make|stop|end) (?:it|this|the pain))\b|\b(?:the |my )?only (?:way out|option|answer|solution|escape|choice|exit|relief|way|thing)(?: [a-z]+){0,6}? (?:is|would be|seems to be|might be|i see is|left is) (?:to )?{F}(?:die|death|dying|suicide|kill myself|killing myself|end it|ending it|end my life|not exist|not be here|to die)\b|\b(?:no|not see any|not see a|not find any|not find a|not any|there is no|not) (?:other )?(?:way out|escape|exit|option|choice|solution)(?: [a-z]+){0,3}? (?:except|but|other than|besides|apart from) {F}(?:to )?(?:die|death|dying|suicide|killing myself|ending it|ending my life|end it|disappear|disappearing|not existing|not being (?:here|alive|around)|leaving this world|ending things)\b`,
    ),
    subject: 'inherent',
  },
  {
    id: 'ideation.easier-if-i-died',
    tier: 'ideation',
    triggers: ['easier', 'better', 'simpler', 'relief', 'nice', 'best', 'kinder', 'fair', 'good', 'peaceful'],
    pattern: rx(
      String.raw`\b(?:easier|better|simpler|a relief|nice|best|kinder|fair|good|peaceful) (?:for (?:everyone|everybody|them|all of us|my family) )?(?:to|if i) {F}(?:die|died|not be alive|not live|was dead|were dead|was gone|were gone|not exist|did not exist|ended it|end it|disappeared|disappear|not wake up|did not wake up|was not here|were not here|not be here|was never born|had never been born|stopped existing|was not born|were not born|was not alive|were not alive|was not around|were not around|never existed|had not been born)\b`,
    ),
    subject: 'inherent',
    unless: /\beasier to (?:disappear|not exist) (?:from|for (?:a|the)|on)\b/,
  },
  {
    id: 'ideation.passive-death-wish',
    tier: 'ideation',
    triggers: ['wish', 'wishing', 'wished', 'hope', 'hoping', 'pray', 'praying', 'want', 'wanted', 'wanting', 'mind', 'care', 'love', 'nice', 'only', 'fine', 'okay', 'ok', 'happy', 'glad', 'relieved', 'welcome', 'sad', 'hopes', 'hoped', 'prays', 'prayed', 'wishes', 'wants'],
    requires: ['me', 'by'],
    pattern: rx(
      String.raw`\b(?:wish|wishes|wishing|wished|hope|hopes|hoped|hoping|pray|prays|prayed|praying|want|wanted|wanting|would not mind if|would not care if|do not care if|would be (?:fine|okay|ok|happy|glad|relieved) if|would welcome it if|would not be sad if) (?:that )?(?:a |an |some |the |someone |somebody |something |god |a stranger |lightning |an asteroid |a meteor )?(?:car|bus|truck|lorry|train|drunk driver|bullet|plane|tree|meteor|asteroid|lightning|someone|somebody|something|god|stranger)? ?(?:would |will |could |to |just )*(?:hit|hits|kill|kills|run me over|runs me over|take|takes|end|ends|strike|strikes|shoot|shoots|fall on|stab|stabs) me\b(?! (?:up|back|now lol|with (?:a|their|his|her) (?:joke|jokes|question|questions)))|\b(?:wish|wishing|hope|hopes|hoped|hoping|pray|praying|want|would not mind|would not care if|do not care if|would be nice to|would love to|if only i (?:could|would)) (?:that )?i {F}(?:got|get|would get|could get|were|was|will get) (?:hit|run over|killed|struck) by\b`,
    ),
    subject: 'check',
    unless: /(?:^|\bugh |\bplease )(?:just )?kill me(?: now| already)?(?= *$)|\bkill me now\b|\btake me (?:home|out|back|to)\b|\bhit me up\b/,
  },
  {
    id: 'ideation.kill-self',
    tier: 'ideation',
    triggers: ['myself', 'life', 'existence'],
    pattern: rx(String.raw`\b${KILL_SELF}\b`),
    subject: 'inherent',
    upgrade: 'decision',
    unless: /\b(?:am|been|was|were|are|keep|kept) killing myself (?:at|over|with|for|trying|to (?:get|finish|make|meet|keep|pay|hit|impress|please|catch|be ready|save|stay)|studying|working|at work)\b|\bkill(?:ed|ing)? myself (?:laughing|at the gym|at work|working|studying)\b|\bcould (?:just )?kill myself for\b|\bend my life (?:story|insurance)|\btak(?:e|ing) my life (?:back|into my own hands|seriously|in a new direction)|\bend(?:ing)? myself (?:up|in)\b/,
  },
  {
    id: 'ideation.end-it',
    tier: 'ideation',
    triggers: ['end', 'ending', 'ends'],
    pattern: rx(
      String.raw`\b(?:end|ends|ending) (?:it all|everything(?! (?:with|between|on|for|off|at|in|we))|it(?:{END}| once and for all| for real| at (?:\d{1,2}(?: \d\d)?(?: ?[ap]m)?|midnight|dawn|sunrise|sunset)\b| on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|my birthday|the weekend)| this (?:weekend|week|friday|saturday|sunday)| next (?:week|weekend))|things(?! (?:with|between|on|for|off|at|in|here|there|properly|early|differently|well|badly|nicely)\b))`,
    ),
    subject: 'check',
    upgrade: 'decision',
    unless: /\b(?:end|ending) it (?:(?:at|on|by|after) [a-z0-9]+ (?:[ap]m )?)?(?:with|between)\b|\b(?:movie|film|show|book|series|season|story|game|meeting|relationship|marriage|friendship|engagement|contract|call|conversation|argument|fight|game|war|strike|lease|subscription)\b(?: [a-z]+){0,3} (?:end|ends|ending)\b/,
  },
  {
    id: 'ideation.suicide',
    tier: 'ideation',
    triggers: ['suicide', 'suicidal'],
    pattern: rx(
      String.raw`\bsuicidal\b(?! {PERSON_OTHER}\b)|\b(?:think|thinking|thought|thoughts|considering|considered|consider|contemplating|contemplated|contemplate|planning|planned|plan|plans|fantasizing|fantasize|fantasising|fantasise|obsessing|dreaming|researching|idea|ideas|urges?|tempted by|desire|researched|googling|googled|leaning towards|close to) (?:about |of |on |over )?(?:my |committing |attempting |doing |)?suicide\b(?! (?:rates?|statistics|prevention|awareness|hotline|hotlines|lines?|squad|mission|survivors?|loss|bereavement|in (?:the|my|a) (?:book|novel|movie|story|class|film|show|song)))|\bsuicide (?:is|feels|seems|looks|sounds|has been|keeps|is always|has always been|is becoming|is starting to (?:feel|look|seem|sound)|keeps being) {F}(?:like )?(?:on my mind|the (?:only|best|easiest|right|last) (?:answer|option|way|choice|solution|thing)|my (?:only|best|last) (?:answer|option|way|choice|solution|hope)|an option|the answer|the way out|my way out|appealing|tempting|better|easier|inviting|calling (?:me|to me)|crossing my mind|on the table|in my head|in my thoughts|attractive|peaceful|a relief|popping into my head|coming back)|\b(?:commit|committing|do|doing) suicide\b|\b(?:want|wants|wanna|going|gonna|about|plan|ready|need) to (?:commit )?suicide\b|\bsuicide (?:is|has been|was) (?:on|in) my (?:mind|head|thoughts)\b`,
    ),
    // Work about suicide, and someone else the speaker worries about, are not the speaker's thoughts.
    unless: /\bsuicide (?:risk|prevention|assessments?|screenings?|training|awareness)\b|\b(?:friend|someone|somebody|person|brother|sister|son|daughter|partner|mum|mom|dad|student|patient|client|he|she|they)s? (?:who|that) (?:i think |i am worried |i fear )?(?:might|may|could|is|are|seems?) (?:be )?suicidal\b/,
    subject: 'check',
    upgrade: 'decision',
  },
  {
    id: 'ideation.suicide-noun',
    tier: 'ideation',
    triggers: ['suicide'],
    pattern: rx(String.raw`\bmy (?:own )?suicide\b(?! (?:prevention|awareness|research|squad))`),
    subject: 'inherent',
  },
  {
    id: 'ideation.fantasizing-death',
    tier: 'ideation',
    triggers: ['fantasize', 'fantasizes', 'fantasizing', 'fantasized', 'fantasise', 'fantasises', 'fantasising', 'fantasised', 'daydream', 'daydreams', 'daydreaming', 'daydreamed', 'dream', 'dreaming', 'imagine', 'imagining', 'picture', 'picturing', 'obsess', 'obsessing', 'romanticize', 'romanticizing', 'romanticise', 'romanticising'],
    pattern: rx(
      String.raw`\b(?:fantasi[sz]e|fantasi[sz]es|fantasi[sz]ing|fantasi[sz]ed|daydream|daydreams|daydreaming|daydreamed|dream|dreaming|imagine|imagining|picture|picturing|obsess|obsessing|romantici[sz]e|romantici[sz]ing) (?:about |of |over )?(?:dying|death|being dead|my (?:own )?(?:death|funeral|suicide)|not (?:existing|being here|being alive|waking up)|ending (?:it|my life|things|everything)|killing myself|suicide)\b`,
    ),
    subject: 'check',
    unless: /\b(?:had|have|having) (?:a|this|the|another|weird|bad|scary) (?:dream|nightmare)|\bdream (?:job|house|wedding|death metal)/,
  },
  {
    id: 'harm.self-harm',
    tier: 'ideation',
    triggers: ['harm', 'harming', 'harmed', 'harms', 'injury', 'injure', 'injuring', 'injured', 'mutilation', 'mutilate', 'mutilating', 'nssi'],
    pattern: rx(
      String.raw`\b(?:i|i have been|have been|been|started|start|starting|keep|kept|still|i still|i often|i sometimes|am|i am|was|i was|i have|have|used to|urge to|urges to|want to|wanna|going to|need to|thoughts of|thinking about|thinking of|relapsed (?:on|into|with)|relapse (?:on|into|with)|relapsing (?:on|into|with)|back to|resist|resisting|do|did|my|urge for|cravings? (?:to|for)|addicted to) {F}self (?:harm|harming|harmed|harms|injury|injure|injuring|injured|mutilation|mutilate|mutilating)\b|\bself (?:harm|harmed|harming|injury|injured)(?= (?:urges?|again|last night|yesterday|today|tonight|this (?:week|morning)|every|to cope|when|because|relapse|scars|cuts|wounds|is getting|has gotten|is out of control)\b)|^(?:self (?:harm|harmed|harming|injured)|nssi)\b`,
    ),
    subject: 'explicit',
    unless: /\b(?:old|faded|healed) self harm scars\b|\bself harm scars (?:have|are|had) (?:faded|healed)\b|\b(?:tattoo|tattooed|covered|covering|cover up) (?:[a-z]+ ){0,2}self harm scars\b|\bself (?:harm|harming|injury) free\b|\bfree (?:from|of) self (?:harm|harming|injury)\b/,
  },
  {
    id: 'harm.sh',
    tier: 'ideation',
    triggers: ['sh', 'shing', 'shed'],
    pattern: rx(
      String.raw`\b(?:relapsed|relapse|relapsing) (?:on |into |with )?sh\b|\bsh (?:urges?|again|scars|relapse|last night|tonight|today|yesterday|wounds?|cuts?|is getting|every)\b|\b(?:urges? to|want to|wanna|going to|did|been|started|keep|i|need to) sh(?:ing)?\b`,
    ),
    subject: 'check',
  },
  {
    id: 'harm.cutting',
    tier: 'ideation',
    triggers: ['cut', 'cutting', 'cuts', 'cutted', 'wounds', 'burns', 'scratches', 'scars', 'slash', 'slashed', 'slashing', 'slice', 'sliced', 'slicing', 'carve', 'carved', 'carving', 'gouge', 'gouged'],
    pattern: rx(
      String.raw`\bcut(?:ting|s|ted)? (?:myself|my (?:own )?{BODY})\b(?! (?:shaving|while|on (?:a|the|some|broken)|by accident|accidentally|cooking|chopping|slicing|opening|with a (?:kitchen )?knife while|playing|at work|in the kitchen|on glass|on paper|badly on))|\b(?:been|started|start|starting|keep|kept|stop|urge to|urges to|want to|wanna|going to|gonna|thinking about|thinking of|thought about|thought of|think about|think of|relapsed (?:on|into)|back to|resist|resisting|am|still|addicted to|miss|missing|crave|craving|need to|i|and|then|went and|just) cut(?:ting)?(?= *$| (?:again|myself|lately|recently|tonight|today|yesterday|last night|this morning|earlier|deeper|deep|too deep|every|more|when|because|since|and|but|so|to (?:cope|feel|make|punish|release|relieve|deal|numb|calm|get)|helps|is the only|was the only|makes me|for (?:a while|months|years|weeks|days)|after|until|on purpose)\b)|\bcut again\b|\b(?:slash|slashed|slashing|slice|sliced|slicing|carve|carved|carving|gouge|gouged) (?:up )?(?:myself|my (?:own )?{BODY})\b|\b(?:fresh|new|deep|bleeding|open) (?:cuts|wounds|scars|burns) (?:on|in|across|all over) my {BODY}\b|\bmy {BODY} (?:are|is) (?:covered in|full of) (?:fresh |new |deep )?(?:cuts|wounds|burns|scratches)\b|\bmy {BODY} (?:are|is) (?:covered in|full of) scars\b(?=(?: [a-z]+){0,10} (?:new|fresh|more|added|again|yesterday|last night|today|tonight)\b)|\b(?:added|made|gave myself|got) (?:some |a few |two |three )?(?:new|fresh|more) (?:ones|cuts|scars|marks|wounds|burns)\b`,
    ),
    subject: 'check',
    unless: /\b(?:accidentally|nearly|almost|paper cut)\b|\bcut(?:ting)? (?:myself|my [a-z]+) (?:shaving|while|on (?:a|an|the|some|broken|my)|by accident|accidentally|cooking|chopping|slicing|opening|doing the dishes|in the kitchen|at work)\b|\bcut(?:ting)? (?:back|down|out|off|corners|class|school|carbs|ties|the|a|some|my hair|hair|bangs|onions?|vegetables|costs|weight)\b/,
  },
  {
    id: 'harm.hurt-self',
    tier: 'ideation',
    triggers: ['myself'],
    pattern: rx(
      String.raw`\b(?:hurt|hurting|hurts|harm|harming|harmed|injure|injuring|injured|mutilate|mutilating|mutilated) myself\b(?! (?:at|while|playing|skiing|snowboarding|running|lifting|at the gym|working out|falling|in a fall|tripping|on (?:a|the)|during|doing|by accident|accidentally|pretty bad (?:at|playing|when)|badly (?:at|playing|when|while)|skating|climbing|hiking|cycling|biking|moving|carrying|in the garden|gardening))`,
    ),
    subject: 'inherent',
    unless: /\b(?:accidentally|nearly|almost|could have|might have|probably)\b(?: [a-z]+){0,2} (?:hurt|injured|harmed) myself|\b(?:hurt|injured) myself (?:pretty bad|badly)? ?(?:at|while|playing|skiing|running|lifting|working out)\b/,
  },
  {
    id: 'harm.burn-hit-bleed',
    tier: 'ideation',
    triggers: ['myself', 'until', 'till', 'til', 'hard', 'feel', 'make', 'bleed', 'raw', 'bloody', 'bruise', 'bruised', 'bled', 'purpose', 'deliberately', 'intentionally', 'cigarette', 'lighter', 'candle', 'match', 'cutting', 'harm', 'harming', 'bleeds'],
    requires: ['burn', 'burning', 'burned', 'burnt', 'hit', 'hitting', 'punch', 'punched', 'punching', 'slap', 'slapped', 'slapping', 'scratch', 'scratching', 'scratched', 'pinch', 'pinched', 'pinching', 'bite', 'bit', 'biting', 'hurt', 'bang', 'banged', 'banging', 'smack', 'smacked', 'smacking', 'claw', 'clawed', 'clawing', 'pick', 'picking', 'picked', 'dig', 'digging', 'bleed', 'cut', 'cutting', 'harm', 'harming', 'injured', 'bruised'],
    pattern: rx(
      String.raw`\b(?:burn|burning|burned|burnt) myself\b(?! (?:on|cooking|while|by accident|accidentally|making|taking|ironing|curling|in the sun|at the beach|baking|with (?:the|boiling) (?!lighter|cigarette|candle)))|\b(?:hit|hitting|punch|punched|punching|slap|slapped|slapping|scratch|scratching|scratched|pinch|pinched|pinching|bite|bit|biting|hurt|bang|banged|banging|smack|smacked|smacking|claw|clawed|clawing|pick|picking|picked|dig|digging) (?:at |into |on )?(?:myself|my (?:own )?(?:arms?|legs?|face|head|skin|wrists?|thighs?|body|stomach))(?: [a-z]+){0,5}? (?:until|till|til|so hard|hard enough|to feel|to make|to bleed|raw|bloody|bruise|bruised|bled|bleeds|bleed)\b|\b(?:burn|burned|burnt|burning) (?:myself|my (?:own )?(?:arms?|legs?|skin|wrists?|thighs?|hands?|stomach|body))(?: [a-z]+){0,3}? (?:with (?:a |my |the )?(?:cigarette|lighter|candle|match|matches|lighter flame)|on purpose|deliberately|intentionally)\b|\b(?:hurt|cut|burned|burnt|hit|scratched|bruised|injured|punched) (?:myself|my [a-z]+)(?: [a-z]+){0,4}? (?:on purpose|deliberately|intentionally)\b|\b(?:only thing|only way|only relief|only release|way i cope|how i cope|what helps|only thing that (?:helps|works))(?: [a-z]+){0,3}? (?:is|was) (?:cutting|self harm|self harming|hurting myself|burning myself)\b|\b(?:hitting|punching|hit|punch|slapping|slap|biting|bite) myself(?= *$| (?:when|because|again|every|whenever|to|in the|until|till|so|hard|a lot|lately|and)\b)|\b(?:make|made|making|watch|watching|see|seeing|want to|wanna|need to|wanted to|like to|love to|let) (?:myself )?bleed\b`,
    ),
    subject: 'check',
  },
  {
    id: 'harm.act-on-body',
    tier: 'ideation',
    triggers: ['cut', 'cutting', 'burn', 'burning', 'burned', 'burnt', 'scratch', 'scratching', 'scratched', 'hit', 'hitting', 'punch', 'punching', 'punched', 'carve', 'carving', 'carved', 'slash', 'slashed', 'slashing', 'bruise', 'bruising', 'bruised', 'dig', 'digging', 'dug', 'stab', 'stabbing', 'stabbed', 'pinch', 'pinching', 'bite', 'biting', 'bleed', 'bleeds', 'bled', 'bleeding'],
    pattern: rx(
      String.raw`\b(?:burn|burning|burned|burnt|scratch|scratching|scratched|carve|carving|carved|bruise|bruising|bruised|dig|digging|dug|stab|stabbing|stabbed) (?:at |into |on |up )?(?:myself|my (?:own )?(?:nails into my |fingernails into my |nails in my )?(?:[a-z]+ )?{BODY})\b|\b(?:until|till|til) (?:it|they|i|my skin|my [a-z]+) (?:bleed|bleeds|bled|bruise|bruises|bruised|blister|blisters|scar|scars)\b`,
    ),
    subject: 'check',
    unless: /\b(?:cooking|stove|oven|kitchen|pan|kettle|iron|ironing|curling|straightener|by accident|accidentally|shaving|chopping|slicing|dishes|sunburn|sunburnt|at the beach|in the sun|grill|bbq|barbecue|itchy|itch|mosquito|bug bites?|rash|eczema|hiking|fell|tripped|cat|dog|sports?|football|rugby|boxing|sparring|gym)\b/,
  },
  {
    id: 'harm.urge-to-harm',
    tier: 'ideation',
    triggers: ['cut', 'hurt', 'harm', 'burn', 'bleed', 'scratch', 'punish'],
    pattern: rx(
      String.raw`\b(?:urges?|urge|wanting|want|wanna|need|needing|tempted|itching|craving|crave|desire|fighting the urge) (?:to )?(?:cut|hurt|harm|self harm|burn|bleed|scratch)(?: myself)?(?= *$| (?:again|so bad|so badly|really bad|tonight|today|right now|is|are|was|were|and|but|so|because|when|myself)\b)`,
    ),
    subject: 'check',
  },
  {
    // "cutting urges 10/10 today", "sh urges are really bad tonight": urges rated high, as in a mood note.
    id: 'harm.urge-rated-high',
    tier: 'ideation',
    triggers: ['urge', 'urges'],
    pattern: rx(
      String.raw`\b(?:cutting|cut|self harm|self harming|sh|burning|hurting myself) urges? (?:are |is )?(?:(?:at |a )?(?:[5-9]|10) (?:10|out of 10)|high|strong|bad|really bad|so bad|through the roof|off the charts|unbearable|screaming|loud)\b`,
    ),
    subject: 'check',
    negated: true,
  },
  {
    // "The voice that says kill yourself is getting louder": a voice telling the speaker to die.
    id: 'ideation.command-voices',
    tier: 'ideation',
    triggers: ['voice', 'voices'],
    pattern: rx(
      String.raw`\b(?:voice|voices)(?: [a-z]+){0,4}? (?:says?|saying|said|tells? me|telling me|told me|keeps? (?:telling me|saying)|whispers?|whispering)(?: to| that i should| i should| i need to| i have to)? (?:kill (?:myself|yourself)|die|end it|end (?:my|your) life|hurt (?:myself|yourself)|cut (?:myself|yourself)|jump)\b`,
    ),
    subject: 'check',
  },
  {
    id: 'harm.starve-drink-to-death',
    tier: 'ideation',
    triggers: ['death'],
    pattern: rx(String.raw`\b(?:starve|starving|starved|drink|drinking|bleed|bleeding|freeze|freezing) myself to death\b`),
    subject: 'inherent',
  },

  // ---- Intent, plan, means, preparation, imminent danger (intent) ----
  {
    id: 'means.hanging',
    tier: 'intent',
    triggers: ['myself', 'noose', 'neck', 'throat', 'rope', 'beam', 'weight', 'ceiling', 'hold', 'hanging'],
    pattern: rx(
      String.raw`\b(?:hang|hanging|hung|hanged|hangs) myself\b|\b(?:tie|tied|tying|made|make|making|have|got|bought|ready|hung|hang|hanging|put up|set up|knot) (?:a |the |my |up a |up the )?noose\b|\bnoose (?:is |was )?(?:ready|tied|hanging|up|set up|around my neck|in my (?:room|closet|garage))|\b(?:rope|belt|cord|cable|scarf|noose|tie) (?:around|round|on) my (?:neck|throat)\b|\b(?:beam|ceiling|rafter|door|closet rod|branch|hook|pipe)(?: [a-z]+){0,2}? (?:strong enough|sturdy enough|would hold|will hold|to hold|can hold) (?:my weight|me)\b|\bhanging from (?:a|the|my) (?:beam|ceiling|rafters?|tree|door|closet)\b`,
    ),
    subject: 'check',
  },
  {
    id: 'means.rope',
    tier: 'intent',
    triggers: ['rope'],
    pattern: rx(
      String.raw`\b(?:bought|buy|buying|got|get|getting|have|found|ordered|tied|tie|tying|hung|hang|hanging|put up|set up|grabbed|took|hid|hidden|have got) (?:a |the |some |my |enough |strong |a strong |a long |long )?rope\b(?! (?:swing|course|ladder|bridge|toy|lights?|for (?:the|my|our|a) (?:dog|boat|tent|camping|climbing|garden|tree swing|swing|move|moving|hammock|project|plants|class|gym|cat|kids?)|to (?:tie|secure|hold|climb|hang (?:the|a|my) (?:hammock|swing|plants?|laundry|clothes)|pull|tow)))|\brope (?:is|was) (?:already )?(?:up|ready|tied|hanging|in place|around)\b`,
    ),
    subject: 'check',
    unless: /\b(?:jump rope|skipping rope|rope swing|ropes course|climbing rope|tow rope|learn(?:ing)? the ropes|end of my rope|tug of war|tent|camping|climbing|boat|sailing|garden|crafts?|macrame|hammock|swing|clothesline|gym|moving|tarp)\b/,
  },
  {
    id: 'means.overdose',
    tier: 'intent',
    triggers: ['overdose', 'overdosed', 'overdosing', 'overdoses', 'od', 'oding', 'oded'],
    pattern: rx(
      String.raw`\boverdos(?:e|ed|es|ing)\b(?! (?:risk|risks|rates?|crisis|deaths?|prevention|awareness|kit|kits|reversal|symptoms|antidote|of (?!(?:my|the|all|those|these|her|his) )|on (?!(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|my birthday|purpose|the (?:bathroom|floor|bed))\b)(?!(?:my |the |all (?:my |the )?|some |a (?:bunch|lot|handful) of |those |these |her |his )?(?:{PILLS}|drugs|heroin|fent\w*|alcohol|vodka|pills)\b)))|\b(?:to|going to|want to|about to|might|could|will|i|thinking of|thinking about|plan to|tempted to|gonna) od(?:ing)?(?= *$| (?:on|tonight|today|again|and|but|so|because|i|with)\b)`,
    ),
    subject: 'check',
    // Someone whose work is overdoses (a paramedic attending them) is not describing their own.
    // Nor is someone ready for another's ("naloxone in case of an overdose") or studying its treatment.
    unless: /\b(?:(?:attend|attended|attending|treat|treated|treating|respond to|responded to|responding to) (?:[a-z]+ ){0,2}overdoses|in case (?:of )?(?:an? |someone |somebody )?(?:overdose|ods?)|overdose (?:management|treatment|protocol|antidote)|(?:two|three|four|five|six|several|many|multiple|\d+) overdoses|overdoses? (?:came in|admitted|in the er))\b/,
  },
  {
    id: 'means.pills-stockpile',
    tier: 'intent',
    triggers: ['saved', 'save', 'saving', 'stockpile', 'stockpiled', 'stockpiling', 'hoard', 'hoarded', 'hoarding', 'stash', 'stashed', 'stashing', 'collect', 'collected', 'collecting', 'hid', 'hide', 'hiding', 'gathered', 'gathering', 'squirreled', 'squirrelling', 'hidden'],
    pattern: rx(
      String.raw`\b(?:save|saves|saved|saving|stockpile|stockpiled|stockpiling|hoard|hoarded|hoarding|stash|stashed|stashing|collect|collected|collecting|gather|gathered|gathering|squirreled|squirrelling|hid|hide|hiding) (?:up )?{F}(?:all |some |a bunch of |a lot of |lots of |enough |every |extra |up )?(?:of )?(?:(?!(?:for|money|cash|to|from|on|at)\b)[a-z0-9]+ ){0,3}?{PILLS}\b(?! (?:in (?:a|the|my) (?:weekly |pill )?(?:organi[sz]er|box|case|cabinet|bag|purse)|from the (?:pharmacy|chemist|doctor)|at the (?:pharmacy|chemist)|for (?:travel|my trip|the trip|emergencies)|so i do not (?:forget|miss)|cool|dry|for (?:winter|the winter|flu season|cold season|travel|the trip|emergencies|my trip)|away from (?:the )?(?:kids|dog|cat|children)))|\b{PILLS} (?:saved up|stockpiled|stashed|hoarded|hidden (?:away|under|in))\b`,
    ),
    subject: 'check',
    unless: /\b(?:cold|cough|flu|allergy|hay fever|vitamin|vitamins) (?:medicine|meds|tablets|pills)\b|\bfor (?:winter|flu season|cold season)\b/,
  },
  {
    id: 'means.pills-enough',
    tier: 'intent',
    triggers: ['enough'],
    pattern: rx(
      String.raw`\benough {PILLS}(?: [a-z]+){0,2}? (?:to|that i could|that i can|that would) (?:die|kill|end|overdose|od|not wake up|do it|finish|never wake up|make it stop|sleep forever)\b`,
    ),
    subject: 'check',
  },
  {
    id: 'means.pills-ingestion',
    tier: 'intent',
    triggers: ['take', 'took', 'taking', 'takes', 'swallow', 'swallowed', 'swallowing', 'down', 'downed', 'downing', 'chug', 'chugged', 'pop', 'popped', 'popping', 'eat', 'ate', 'eating'],
    pattern: rx(
      String.raw`\b(?:take|took|taking|takes|swallow|swallowed|swallowing|down|downed|downing|chug|chugged|pop|popped|popping|eat|ate|eating) {F}(?:like )?(?:all|every|each|the whole|a whole|an entire|entire|a full|the full|the rest of|half (?:a|the)|a bottle of|a bottle|bottles of|a pack of|a packet of|a box of|a strip of|a sheet of|a handful of|handfuls of|a handful|a bunch of|a fistful of|loads of|lots of|a lot of|way too many|too many|so many|a ton of|enough|as many|\d{2,}|twenty|thirty|forty|fifty|a hundred|hundreds of|dozens of|all of|every single|every last|the entire|multiple bottles of)(?: of)?(?: my| the| those| these| his| her| mom| mum| dad| our)?(?: [a-z]+){0,2}? (?:{PILLS}|bottles?|packs?|packets?|boxes|blister packs?)\b(?! (?:this morning|today|on time|as prescribed|with (?:breakfast|lunch|dinner|food|water|a meal)|for the day|for today|like i am supposed to|like i was supposed to|like my doctor said|every (?:day|morning|night|evening)|each (?:day|morning|night)|daily|at (?:night|bedtime|once a day|\d)|before (?:bed|bedtime|sleep|breakfast)|in the (?:morning|evening)|at the same time))|\b(?:take|took|taking|swallow|swallowed|down|downed) (?:all|every one|each) of (?:them|it)\b|\b(?:swallow|swallowing|take|taking|down|eat|drink) (?:everything|all of it|whatever|every pill|all the pills|all the meds) (?:in|from) (?:the |my |our )?(?:medicine )?(?:cabinet|cupboard|drawer|bathroom|box|first aid kit)\b`,
    ),
    subject: 'check',
    unless: /\b(?:took|take|taking) (?:all|every) (?:of )?my (?:meds|medication|pills|vitamins) (?:this morning|today|on time|as prescribed|like i am supposed to)|\b(?:expiry|expiration|expired|out of date|use by|clear(?:ed|ing)? out|declutter(?:ed|ing)?|sort(?:ed|ing)? (?:out|through)|check(?:ed|ing)? the dates)\b/,
  },
  {
    id: 'means.pills-ingestion-context',
    tier: 'intent',
    triggers: ['them', 'it'],
    requires: ['all', 'every', 'each', 'whole', 'lot'],
    pattern: rx(String.raw`\b(?:take|took|taking|swallow|swallowed|swallowing|down|downed) (?:all|every one|each one|the whole lot|the lot) of (?:them|it)\b|\b(?:take|took|taking|swallow|swallowed|swallowing|down|downed) (?:them|it) all\b`),
    subject: 'check',
  },
  {
    id: 'means.pills-to-die',
    tier: 'intent',
    triggers: [...PILL_WORDS, 'bottle', 'rope', 'gun', 'knife', 'razor', 'blades', 'noose', 'bleach', 'charcoal', 'hose'],
    requires: ['so', 'order', 'to', 'for'],
    pattern: rx(
      String.raw`\b(?:{PILLS}|bottle of [a-z]+|rope|gun|knife|razor|razor blades|blades|noose|bleach|charcoal|hose)(?: [a-z]+){0,4}? (?:so (?:that )?i (?:can|could|will|would)|in order to|to|for when i) {F}(?:die|end it|end my life|overdose|kill myself|not wake up|hang myself|shoot myself|do it)\b`,
    ),
    subject: 'check',
  },
  {
    id: 'preparation.lethal-dose',
    tier: 'intent',
    triggers: ['lethal', 'fatal', 'deadly', 'many', 'much', 'dose'],
    pattern: rx(
      String.raw`\bhow (?:many|much) (?:of )?(?:my |the |these |those )?(?:[a-z]+ )?(?:{PILLS}|mg|milligrams|grams)(?: [a-z]+){0,6}? (?:kill|die|lethal|fatal|deadly|overdose|od|end it|not wake up|stop my heart|kill me|kill a person|kill someone|to be lethal)\b|\b(?:lethal|fatal|deadly) (?:dose|amount|dosage|quantity)\b|\bdose (?:that|to|would|will) (?:kill|be lethal|be fatal)\b|\bhow (?:many|much) (?:of )?(?:my |the |these |those )?(?:[a-z]+ )?{PILLS} (?:it |would it |will it |does it )?(?:would |will )?(?:take|takes)\b(?! (?:to (?:feel|work|kick|help|get|treat|fall|sleep|start|notice|see)|a day|per day|each day|daily|with|for (?:my|the|a) (?:pain|headache|cold|flu|back)))`,
    ),
    subject: 'check',
  },
  {
    id: 'preparation.method-research',
    tier: 'intent',
    triggers: ['suicide', 'way', 'ways', 'method', 'methods', 'how', 'means', 'long'],
    pattern: rx(
      String.raw`\b(?:painless|quick|quickest|easiest|easy|peaceful|best|surest) suicide\b(?! (?:prevention|rates?|statistics|hotline|awareness))|\b(?:painless|quick|quickest|easiest|fastest|peaceful|best|surest|most effective|least painful|easy|pain free|quiet|quietest|cleanest) (?:way|ways|method|methods|means) (?:to|of) (?:die|dying|kill myself|killing myself|end it|end my life|ending my life|commit suicide|suicide|go|do it)\b|\bhow long (?:it takes|does it take|would it take|will it take|until you|before you|it would take|to|for someone) (?:to )?(?:bleed out|die|suffocate|drown|overdose|pass out and die|lose consciousness)\b|\b(?:research|researching|researched|googl[a-z]*|look(?:ed|ing)? up|search(?:ed|ing)? (?:for|up)?|read(?:ing)? about|watching videos (?:on|about)|think(?:ing)? (?:about|of|up)|thought (?:about|of|up)|come up with|came up with|list of|plan(?:ning)?|figur(?:e|ing|ed) out|work(?:ing|ed)? out) {F}(?:ways|how|methods|the best way|the easiest way|the quickest way|the most painless way|a painless way|painless ways)(?: [a-z]+){0,2}? (?:to )?(?:die|kill myself|end (?:it|my life)|commit suicide|overdose|hang myself|do it|jump)\b`,
    ),
    subject: 'check',
  },
  {
    id: 'means.gun',
    tier: 'intent',
    triggers: ['shoot', 'shooting', 'shot', 'shoots', 'gun', 'pistol', 'revolver', 'rifle', 'shotgun', 'barrel', 'bullet', 'brains', 'trigger'],
    pattern: rx(
      String.raw`\b(?:shoot|shooting|shot|shoots) myself\b(?! in the (?:foot|leg))|\b(?:gun|pistol|revolver|rifle|shotgun|barrel) (?:to|against|in|into|under) my (?:head|temple|mouth|chin|chest|heart)\b|\b(?:put|putting|stick|sticking|place|placed|hold|holding|held) (?:a|the|my|his|dad) (?:gun|barrel|pistol|revolver) (?:to|in|against|under)\b|\bbullet (?:in|through|into) my (?:head|brain|skull|heart|chest)\b|\bblow(?:ing)? my (?:brains|head) out\b|\b(?:eat|eating) (?:a|my) (?:bullet|gun)\b|\bpull the trigger on myself\b`,
    ),
    subject: 'check',
  },
  {
    id: 'plan.decided-how',
    tier: 'intent',
    triggers: ['die', 'myself', 'end', 'life'],
    requires: ['how', 'when', 'where', 'day', 'date', 'time', 'place', 'way', 'method', 'night', 'week'],
    pattern: rx(
      String.raw`\b(?:decided|know|planned|figured out|worked out|chosen|picked|chose|settled on|set)(?: on)?(?: exactly)? (?:when|how|where|the (?:day|date|time|place|way|method|night|week)|a (?:day|date|time|place|way|method))(?: and (?:when|how|where))? (?:that )?(?:i am going to|i will|i would|i want to|i plan to|i am gonna|to) (?:die|kill myself|end it|end my life|end things|take my life)\b`,
    ),
    subject: 'check',
  },
  {
    id: 'means.intend-to-use',
    tier: 'intent',
    triggers: ['use'],
    requires: ['gun', 'pills', 'rope', 'knife', 'blade', 'razor', 'noose', 'bleach', 'meds', 'blades'],
    pattern: rx(String.raw`\b(?:going to|will|about to|want to|plan to|plan on|ready to|finally) use (?:it|them|the [a-z]+|my [a-z]+)\b(?! (?:for|to|at|in) (?:the |a |my )?(?:range|hunting|work|cooking|kitchen|recipe|cleaning|laundry))`),
    subject: 'check',
  },
  {
    id: 'means.use-on-self',
    tier: 'intent',
    triggers: ['use', 'using', 'used'],
    pattern: rx(String.raw`\b(?:use|using|used) (?:it|them|that|this|one|some|those|these|the [a-z]+|my [a-z]+|a [a-z]+) on myself\b`),
    subject: 'check',
  },
  {
    id: 'danger.means-in-hand',
    tier: 'intent',
    triggers: ['pills', 'meds', 'tablets', 'blade', 'razor', 'gun', 'rope', 'noose', 'bottle', 'knife', 'holding', 'counting', 'counted', 'lined', 'laid', 'staring', 'pile', 'heap', 'row', 'poured', 'emptied', 'tipped'],
    pattern: rx(
      String.raw`\b(?:holding|hold|held|staring at|stare at|stared at|counting|counted|lined up|laid out|laying out|lay out|lining up|clutching|gripping) (?:out )?(?:all )?(?:of )?(?:the |my |these |those |some |a |a bottle of |the bottle of |all the |all my )?(?:[a-z]+ )?(?:pills|meds|tablets|blade|razor|razor blade|gun|rope|noose|bottle of [a-z]+)\b|\b(?:pills|meds|tablets|blade|razor|gun|rope|noose)(?: are| is)? (?:right )?(?:in my hands?|in front of me|next to me|beside me|lined up|counted out|on my lap|in my lap|in (?:a|one) (?:pile|heap|row|line))\b|\b(?:put|poured|poured out|emptied|tipped|laid|spread|lined) (?:out )?(?:all )?(?:of )?(?:my |the )?(?:[a-z]+ )?(?:pills|meds|tablets)(?: [a-z]+){0,3}? (?:in (?:a|one) (?:pile|heap|row|line)|out on the (?:table|bed|desk|counter|floor)|in front of me)\b`,
    ),
    subject: 'check',
    unless: /\b(?:vitamins?|organi[sz]er|pill box|pharmacy|prescription bag)\b/,
    firm: true,
  },
  {
    id: 'means.jump',
    tier: 'intent',
    triggers: ['jump', 'jumping', 'jumped', 'jumps', 'throw', 'throwing', 'train', 'trains', 'bus', 'buses', 'truck', 'trucks', 'lorry', 'lorries', 'car', 'cars', 'traffic', 'subway', 'metro', 'tram', 'tube', 'tracks', 'rails', 'railway', 'step', 'stepping', 'walk', 'walking', 'fall', 'falling', 'lean', 'leaning', 'think', 'thinking', 'thought', 'imagine', 'imagining', 'picture', 'picturing', 'urge', 'urges', 'tempted', 'want', 'wanted'],
    requires: ['jump', 'jumping', 'jumped', 'jumps', 'front', 'under', 'tracks', 'rails', 'railway', 'traffic', 'throw', 'throwing', 'off', 'over', 'onto'],
    pattern: rx(
      String.raw`\bjump(?:ing|ed|s)? (?:off|from|out of|out|down from|over) (?:a |the |this |that |my |our |an |his |her |some |of )*(?:[a-z]+ )?{HEIGHT}\b|\b(?:jump|jumping|throw myself|throwing myself|step|stepping|walk|walking|lie|lying|lay|laying|run|running|fall|falling|drive|driving) (?:out )?(?:in front of|under) (?:a |the |an |oncoming |some |moving |the next )?(?:trains?|bus|buses|trucks?|lorry|lorries|cars?|traffic|subway|metro|tram|tube)\b|\b(?:lie|lying|lay|laying|sit|sitting|stand|standing) (?:down )?(?:on|onto|across) (?:the )?(?:train |railway |railroad |subway )?(?:tracks|rails|railway line)\b|\b(?:walk|walking|step|stepping|run|running) (?:out )?into (?:the )?(?:oncoming )?traffic\b|\bthrow(?:ing)? myself (?:off|from|in front of|under|into|out of|down)\b|\b(?:thinking|think|thought|fantasi[sz]ing|dreaming|urge|urges|tempted|want|wanted|going|about|plan|planning|ready|keep) (?:about |of |to )?jump(?:ing)?(?= *$| (?:again|tonight|today|now|and|but|so|because|i|right now)\b)|\b{HEIGHT}s? to jump (?:from|off)\b|\b(?:by|at|near|next to|on) the (?:train |railway |railroad )?tracks(?: [a-z]+){0,4}? waiting for (?:the|a) (?:next )?train\b|\b(?:think|thinking|thought|imagine|imagining|picture|picturing|urge|urges|tempted|want|wanted|fantasi[sz][a-z]*) (?:about |of |to )?jump(?:ing)?\b(?=(?: [a-z]+){0,10} (?:balcony|bridge|roof|rooftop|window|building|ledge|cliff|tower|overpass|floor|heights?|platform|train|car park|parking garage)\b)|\b(?:step|stepping|walk|walking|jump|jumping|fall|falling|lean|leaning) (?:off|over|onto|out onto|in front) (?:of )?(?:the )?(?:platform|edge|curb|kerb|ledge|tracks)(?: [a-z]+){0,5}? (?:when|as|before|once) (?:the )?(?:train|bus|truck|car|subway|tram|lorry) (?:comes|arrives|passes|pulls in|goes by|is coming)\b`,
    ),
    subject: 'check',
    hyperbole: true,
    unless: /\b(?:diving board|trampoline|into the (?:pool|lake|water|sea)|bungee|parachute|skydiv|cliff jumping|cliff diving|hurdles?|jump rope)\b|\bif i have to (?:[a-z]+ ){0,6}(?:one more|another)\b/,
  },
  {
    id: 'danger.not-stepping-back',
    tier: 'intent',
    triggers: ['back', 'away'],
    requires: ['road', 'street', 'traffic', 'platform', 'train', 'tracks', 'edge', 'curb', 'kerb', 'ledge', 'bridge', 'cliff', 'roof', 'railing', 'cross', 'crossing', 'bus', 'truck'],
    pattern: rx(
      String.raw`\b(?:not|never|do not want to|without|instead of|think about|thinking about|thought about|just) (?:just )?(?:step|stepping|stepped|move|moving|pull|pulling|back|backing|walk|walking) (?:back|away|off)(?: from (?:the )?(?:edge|curb|kerb|platform|tracks|ledge|road))?\b`,
    ),
    subject: 'check',
    negated: true,
  },
  {
    id: 'danger.at-height',
    tier: 'intent',
    triggers: ['bridge', 'ledge', 'roof', 'rooftop', 'cliff', 'railing', 'tracks', 'edge', 'overpass', 'parapet', 'barrier', 'platform'],
    pattern: rx(
      String.raw`\b(?:standing|sitting|stood|sat|perched|balanced|balancing|leaning|climbing|climbed|i am|am|i am now|currently) {F}(?:on|at|over|onto|out on|up on|by|near|next to) (?:the |a |this )?(?:very )?(?:edge of (?:the |a |this )?|top of (?:the |a |this )?|ledge of (?:the |a )?|side of (?:the |a )?)?(?:bridge|ledge|roof|rooftop|cliff|cliff edge|railing|tracks|train tracks|railway tracks|platform edge|edge|overpass|parapet)\b(?! (?:party|bar|restaurant|club|garden|deck|terrace|of (?:the )?(?:pool|bed|couch|sofa|seat|chair|my seat))\b)|\bclimb(?:ed|ing)? (?:over|onto|up on|on) (?:the |a )?(?:railing|barrier|ledge|parapet)\b|\b(?:from|on|at|off) the (?:very )?edge of (?:the |a |my |this )?(?:roof|rooftop|bridge|building|cliff|balcony|platform|overpass|parking garage)\b`,
    ),
    subject: 'check',
    unless: /\b(?:edge of (?:my|the) (?:seat|bed|couch|sofa|chair|pool)|on the edge (?:about|over|with|because)|cutting edge|edge of a breakdown|on edge|bridge (?:club|game|card|party)|roof (?:party|bar|garden|terrace)|fix(?:ing)? the roof)\b|\b(?:photos?|pictures?|selfies?|sunset|sunrise|view|fireworks|stars|watch|watched|watching|fishing|jogging|tour|cycling|gutters?|repair|painting|picnic|cleaning|shingles|antenna|satellite dish|solar panels?|lyrics?|song)\b/,
  },
  {
    id: 'danger.height-lethal',
    tier: 'intent',
    triggers: ['fall', 'drop', 'high', 'tall', 'jump', 'floors', 'stories', 'storeys', 'meters', 'metres', 'feet', 'enough', 'whether'],
    pattern: rx(
      String.raw`\b(?:fall|drop|jump) (?:would|will|could|might|is enough to|is high enough to|from there would) (?:kill|end) me\b|\bhigh enough to (?:kill|die|end it|be fatal)\b|\b(?:bridge|building|roof|rooftop|cliff|balcony|window|floor|tower|drop|ledge|overpass) (?:that is |which is |that was )?(?:high|tall) enough\b|\b(?:how high|how tall|high enough)(?: [a-z]+){0,5}? (?:to die|to kill|be fatal|kill me|kill a person|for it to (?:kill|be fatal))\b|\bwhether the fall would kill\b|\bhow many (?:floors|stories|storeys|meters|metres|feet)(?: [a-z]+){0,6}? (?:to die|kill|killed|be fatal|fatal|to not survive|die)\b`,
    ),
    subject: 'check',
  },
  {
    id: 'means.vehicle',
    tier: 'intent',
    triggers: ['drive', 'driving', 'drove', 'crash', 'crashing', 'crashed', 'steer', 'steering', 'swerve', 'swerving', 'swerved', 'ram', 'ramming', 'wrap', 'wrapping', 'garage', 'engine', 'exhaust', 'monoxide', 'locked', 'shut', 'closed', 'sealed'],
    pattern: rx(
      String.raw`\b(?:want|wants|wanted|wanting|wanna|going|will|would|thinking|thought|think|tempted|urge|urges|plan|planning|fantasi[sz]e|fantasi[sz]ing|could|might|about|considering|keep|imagine|imagining|decided|ready) (?:{F})?(?:about |of |to )?(?:just )?(?:drive|driving|crash|crashing|steer|steering|swerve|swerving|ram|ramming|wrap|wrapping) (?:my car |the car |my truck |my bike |myself |it )?(?:off|into|in front of|toward|towards|over|head on into) (?:a |the |an |some |oncoming |)?(?:[a-z]+ )?(?:tree|wall|bridge|cliff|traffic|truck|lorry|river|lake|ocean|sea|water|canal|quarry|barrier|pole|pillar|embankment|ravine|ditch|bus|train|concrete|guardrail|median|lamppost|overpass|underpass|ledge|edge|pier|dock|mountain|road|highway|freeway|motorway|building|oncoming traffic)\b|\b(?:drive|drove|driving|crash|crashed|crashing) (?:my car |the car |it )?(?:[a-z]+ ){0,4}(?:on purpose|deliberately|intentionally)\b|\b(?:car|engine|motor) running in (?:the |a |my )?(?:closed |shut )?garage\b|\bgarage with the (?:car|engine|motor) (?:running|on)\b|\b(?:car|engine|motor)(?: [a-z]+){0,2}? (?:running|on|idling|going)(?: [a-z]+){0,3}? in (?:the |a |my )?(?:closed |shut |locked )?garage\b|\b(?:locked|shut|closed|sealed) myself in (?:the|my) (?:garage|car)\b|\b(?:sit|sitting|sat|going to sit) in (?:the|my) (?:car|garage) with the engine running\b(?! (?:to|for (?:a bit|a minute|a while|a few)))|\b(?:hose|tube|pipe) (?:from|to|on|into) the exhaust\b|\bcarbon monoxide\b(?! (?:detector|detectors|alarm|alarms|poisoning (?:from|warning|risk)|leak|leaking|sensor|sensors|monitor|check))`,
    ),
    subject: 'check',
    hyperbole: true,
    unless: /\bcarbon monoxide (?:detector|alarm|leak|sensor)/,
  },
  {
    id: 'means.drowning',
    tier: 'intent',
    triggers: ['drown', 'drowning', 'drowned', 'sea', 'ocean', 'lake', 'river', 'water', 'waves', 'canal', 'sink', 'under', 'bath', 'bathtub', 'tub', 'pool'],
    pattern: rx(
      String.raw`\bdrown(?:ing|ed)? myself\b(?! in (?!(?:the |a )?(?:river|lake|sea|ocean|bath|bathtub|tub|pool|water|canal|quarry|sound)))|\b(?:walk|walking|swim|swimming|wade|wading) (?:out )?(?:into|in|out to) (?:the |a )?(?:sea|ocean|lake|river|water|waves|canal)(?: [a-z]+){0,3}? (?:and )?(?:not|never|and not|and never) (?:come|coming|swim|swimming) back\b|\blet (?:the )?(?:water|waves|sea|river|ocean) (?:take|swallow|carry) me\b|\blet myself (?:drown|sink|go under|slip under)\b|\b(?:not (?:coming|come) (?:back )?up|stay(?:ing)? under|slip(?:ping)? under(?: for good)?|go(?:ing)? under and (?:not|never))\b(?=(?: [a-z]+){0,10} (?:bath|bathtub|tub|water|pool|sea|ocean|lake|river)\b)|\b(?:bath|bathtub|tub|water|pool|sea|ocean|lake|river)(?: [a-z]+){0,10}? (?:not (?:coming|come) (?:back )?up|stay(?:ing)? under|slip(?:ping)? under(?: for good)?)\b`,
    ),
    subject: 'check',
  },
  {
    id: 'means.poison',
    tier: 'intent',
    triggers: ['bleach', 'antifreeze', 'anti', 'poison', 'poisoning', 'poisoned', 'cleaner', 'pesticide', 'cyanide', 'lye', 'oven', 'gas', 'killer', 'products'],
    pattern: rx(
      String.raw`\b(?:drink|drinking|drank|swallow|swallowing|swallowed|chug|chugging|down|ingest|ingesting|eat|eating) (?:some |a |the |a bottle of |a cup of |a glass of |)?(?:bleach|antifreeze|anti freeze|poison|rat poison|drain cleaner|weed killer|pesticide|cyanide|lye|household cleaner|cleaning products)\b|\b(?:bleach|antifreeze|poison|drain cleaner|rat poison|weed killer)(?: [a-z]+){0,10}? (?:drink|drinking|swallow|chug|down) (?:it|some|that|the bottle)\b|\bpoison(?:ing|ed)? myself\b|\b(?:my head|myself) in (?:the|a) (?:gas )?oven\b|\bturn(?:ed|ing)? on the gas (?:and|to) (?:die|end|not)\b`,
    ),
    subject: 'check',
  },
  {
    id: 'means.cutting-tool',
    tier: 'intent',
    triggers: ['knife', 'blade', 'blades', 'razor', 'razors', 'scissors', 'glass', 'cutter', 'scalpel', 'stab', 'stabbing', 'stabbed', 'stabs', 'wrists', 'wrist', 'throat', 'veins', 'vein', 'sharpener'],
    pattern: rx(
      String.raw`\b(?:knife|blade|razor|razor blade|scissors|glass|box cutter|scalpel) (?:to|against|on|into|across|over|at|in) my (?:throat|wrists?|arms?|skin|neck|chest|heart|stomach|thighs?|veins?)\b|\bstab(?:bing|bed|s)? myself\b|\b(?:slit|slitting|slash|slashing|slashed|open|opening|opened|cut|cutting|slice|slicing|sliced) (?:my |both |both my )?(?:wrists?|throat|veins?)\b(?! (?:on|while|by accident))|\b(?:hid|hide|hiding|hidden|stash|stashed|keep|kept|have|got|bought|took|take|taking|removed|pulled|broke|broken) (?:out )?(?:a |the |my |some |new |a new |a few |)?(?:razor|razors|razor blades?|blades?|box cutter|scalpel)(?: [a-z]+){0,4}? (?:out of|from) (?:a |the |my )?(?:pencil )?(?:sharpener|razor|shaver|disposable razor)\b|\b(?:razor blades?|blades) (?:hidden|hid|stashed|ready|under my|in my (?:drawer|room|bag|pocket|wallet)|for (?:tonight|later|when))\b|\b(?:razor|razors) (?:hidden|stashed|hid) |\bhave (?:the |my |a |some )?(?:razor|razor blades?|blades?) ready\b`,
    ),
    subject: 'check',
  },
  {
    id: 'means.suffocation',
    tier: 'intent',
    triggers: ['suffocate', 'suffocated', 'suffocating', 'strangle', 'strangled', 'strangling', 'choke', 'choked', 'choking', 'asphyxiate', 'asphyxiated', 'asphyxiating', 'bag', 'electrocute', 'electrocuted', 'electrocuting', 'fire', 'alive', 'immolation', 'immolate', 'immolating'],
    pattern: rx(
      String.raw`\b(?:suffocat|strangl|chok|asphyxiat)(?:e|ed|ing) myself\b|\b(?:plastic )?bag over my head\b|\belectrocut(?:e|ed|ing) myself\b|\bset(?:ting)? myself on fire\b|\bburn(?:ing)? myself alive\b|\bself immolat[a-z]*\b`,
    ),
    subject: 'check',
  },
  {
    // The same signal as an ideation phrase after "tried to" (detector.ts).
    id: ATTEMPT_SIGNAL,
    tier: 'intent',
    triggers: ['attempt', 'attempted', 'attempting', 'attempts', 'tried', 'try', 'trying', 'suicide'],
    pattern: rx(String.raw`\b(?:attempt|attempted|attempting|attempts|tried|try|trying) (?:to (?:commit )?)?suicide\b|\bsuicide attempts?\b`),
    subject: 'explicit',
  },
  {
    id: 'preparation.goodbye',
    tier: 'intent',
    triggers: ['goodbye', 'goodbyes', 'farewell', 'suicide'],
    pattern: rx(
      String.raw`\b(?:goodbye|suicide|farewell) (?:letters?|notes?|messages?|texts?|videos?|emails?|posts?)\b|\b(?:final|last) (?:goodbyes?|farewell)\b|\b(?:this is|it is|consider this|here is) (?:my )?(?:final |last )?goodbye(?= *$| (?:forever|everyone|world|all|for good|i|and|thank|sorry|i love|then)\b)|\b(?:said|saying|say|to say) (?:my )?(?:final |last )?goodbyes\b|\bgoodbye (?:forever|world|cruel world)\b|\b(?:said|saying|say) goodbye to (?:everyone|everybody|all my (?:friends|family)|my (?:family|friends|loved ones))(?: i (?:love|care about))?(?= *$| (?:i love|i care|for good|forever|for the last time|one last time|already|and i|in my own way)\b)`,
    ),
    subject: 'check',
    unless: /\b(?:party|graduation|leaving do|farewell party|moving|move|new job|last day at work|semester|vacation|holiday|trip|airport|apartment|house|flat|city|town|school|office|old job|team|class|dorm|neighbou?rhood|summer)\b/,
    everyday: true,
  },
  {
    id: 'preparation.before-nerve-goes',
    tier: 'intent',
    triggers: ['nerve'],
    // "Saying goodbye now before I lose the nerve."
    pattern: rx(String.raw`\b(?:goodbye|goodbyes|farewell|end it|end my life|do it|go through with it|kill myself)(?: [a-z]+){0,3}? before i lose (?:my |the )?nerve\b`),
    subject: 'inherent',
    unless: /\b(?:ask|asking|jump|bungee|skydiv|quit|resign|confess|propose|tell (?:her|him|them))\b/,
  },
  {
    id: 'preparation.suicide-note',
    tier: 'intent',
    triggers: ['note', 'notes', 'letter', 'letters', 'suicide'],
    pattern: rx(
      String.raw`\bsuicide (?:note|notes|letter|letters)\b|\b(?:wrote|written|writing|write|left|leave|leaving|drafted|drafting|recorded|recording|finished|typed|typing|prepared|preparing) (?:a |my |the |some |all the |all my |)?(?:last |final |goodbye )?(?:letters?|notes?|messages?|videos?)(?: [a-z]+){0,4}? (?:explaining why|saying goodbye|to say goodbye|for (?:when|after) i am gone|for after i am gone|in case i do not|so they (?:know|understand) why|apologi[sz]ing for (?:everything|leaving|what i am about to do)|telling them (?:it is not their fault|i am sorry|why))\b`,
    ),
    subject: 'check',
  },
  {
    id: 'preparation.last-entry',
    tier: 'intent',
    triggers: ['last', 'final'],
    pattern: rx(
      String.raw`\b(?:this is|this will be|it is|here is|writing) (?:my |the )?(?:last|final) (?:journal )?(?:entry|message|post|note|words|night|day)\b(?! (?:of (?:the|this) (?:year|month|week|trip|holiday|vacation|semester|term)|at (?:work|school|my job|the office|the (?!edge|bridge|cliff|tracks)[a-z]+|this (?:job|place|company|school)|my (?:job|school|work|old job|internship|placement))|before (?:i|my) (?:trip|vacation|holiday|move|exam|flight|break)|for (?:today|tonight|now|this week|a while)))|\b(?:my )?last (?:night|day|week|hours?) (?:on (?:this )?earth|alive|of my life|in this world|breathing)\b|\blast time (?:you will|anyone will|you are going to|anyone is going to) (?:hear|see) (?:from )?me\b|\b(?:this is|this will be|it is) (?:the|my) last time (?:i will|i am going to|i ever|i) (?:write|post|talk|message|text|speak|journal)(?! (?:about|to (?:him|her|them|my ex)))\b`,
    ),
    subject: 'check',
    unless: /\b(?:for (?:the|this) (?:week|day|month|weekend|while|year|semester|trip)|for now|for today|for tonight|until|till|camping|trip|vacation|holiday|travel|travelling|traveling|of the (?:year|month|week|day)|(?:this|the|my|old) notebook)\b/,
  },
  {
    id: 'preparation.concealment-funeral',
    tier: 'intent',
    triggers: ['accident', 'funeral'],
    pattern: rx(
      String.raw`\bmake (?:it|my death|this) (?:look|seem) like an accident\b|\bso (?:that )?(?:it|my death) (?:looks|seems|would look|will look|looked) like an accident\b|\b(?:plan|planned|planning|picked|picking|chose|choosing|chosen|decided|organi[sz]ed|organi[sz]ing|arranged|arranging|wrote|writing)(?: out)? (?:[a-z]+ ){0,5}?(?:at|for) my (?:own )?funeral\b|\b(?:plan|planned|planning|organi[sz]ing|arranging|arranged|paid for|paying for) my (?:own )?funeral\b`,
    ),
    subject: 'check',
  },
  {
    id: 'preparation.giving-away-belongings',
    tier: 'intent',
    triggers: ['away', 'gets', 'get', 'give', 'given', 'gave', 'giving', 'affairs', 'inherits', 'giving', 'handing', 'handed'],
    pattern: rx(
      String.raw`\b(?:gave|give|giving|given|handed|handing) away (?:all |most |some )?(?:of )?(?:my|all my|most of my|everything i own|my stuff|my things)(?: (?:things|stuff|belongings|possessions|pets?|cat|dog|plants|games|clothes|books|art|guitar|jewelry|prized [a-z]+|favorite [a-z]+|favourite [a-z]+|collection|records|console|[a-z]+ collection))?\b(?! (?:to (?:charity|goodwill|a charity|the (?:shelter|thrift|charity|church|food bank|library|school))|because i am moving|before (?:the|my|i) (?:move|moving)|since i am moving|old|clothes i do not wear))|\b(?:gave|give|giving|given|handed|handing|left|leaving) (?:away )?(?:my|all my|most of my) [a-z]+(?: [a-z]+){0,5}? (?:because|since|as|cause) i (?:will not|am not going to|do not|will never) (?:need|be needing|be using|use|have a use for) (?:it|them|anything|any of it)(?: anymore| any more| where i am going| soon| after (?:tonight|tomorrow))?\b|\b(?:gave|give|giving|given|handing|handed) (?:all )?(?:of )?my (?:things|stuff|belongings|possessions|prized [a-z]+|favou?rite [a-z]+) away\b|\b(?:who (?:gets|will get|should get|can have|will have|inherits)|decided who gets|sorted out who gets|who to give) (?:all )?(?:of )?my (?:things|stuff|belongings|possessions|money|savings|pets?|cat|dog|plants|games|clothes|books|art|guitar|jewelry|room|car)\b|\b(?:put|putting|get|getting|got|have|had|sorted|sorting|set|setting) (?:all )?(?:of )?(?:my )?affairs (?:in order|sorted|settled)\b|\baffairs (?:are|is) (?:in order|sorted|settled)\b`,
    ),
    subject: 'check',
    unless: /\b(?:old|outgrown|unused|spare|extra) (?:clothes|toys|books|stuff|things)|\bto (?:charity|goodwill|the thrift)|\b(?:moving|move|moved|relocat|emigrat|decluttering|declutter|spring cleaning|marie kondo|minimalis)|\b(?:tax|taxes|paperwork|adulting|passport|registration|pension|mortgage)\b/,
    everyday: true,
  },
  {
    // "Told my cousin I don't need them where I'm going."
    id: 'preparation.giving-away-not-needed',
    tier: 'intent',
    triggers: ['need', 'needing'],
    pattern: rx(
      String.raw`\bi (?:do not|will not|am not going to|would not) (?:need|be needing) (?:it|them|any of (?:it|this|that|them)|anything|these|those|my [a-z]+|money|a thing) where i am going\b`,
    ),
    subject: 'inherent',
    unless: /\b(?:holiday|vacation|trip|travel|travelling|traveling|beach|abroad|flight|moving|move|summer|winter|coat|sunscreen|jumper|sweater|camp|uni|university|college|army|boot camp|mission)\b/,
    everyday: true,
  },
  {
    id: 'preparation.after-i-am-gone',
    tier: 'intent',
    triggers: ['gone', 'dead', 'here', 'around'],
    pattern: rx(
      String.raw`\b(?:looked after|taken care of|take care of|look after|cared for|looking after|gets my|get my|have my|feed|fed|a home for|new home for|new owner for) (?:[a-z]+ ){0,5}(?:when|after|once|for when) i am (?:gone|dead|not here|no longer here|not around)\b|\b(?:when|after|once|for when) i am (?:gone|dead|no longer here)(?: [a-z]+){0,5}? (?:looked after|taken care of|take care of|look after|cared for|gets my|have my|my (?:cat|dog|pets?|things|stuff|kids|plants))\b`,
    ),
    subject: 'inherent',
  },

  // ---- Context: never a crisis alone, but with one it means intent ----
  {
    id: 'means.access',
    tier: 'context',
    triggers: [...PILL_WORDS, 'gun', 'guns', 'rope', 'razor', 'razors', 'blade', 'blades', 'knife', 'knives', 'bleach', 'bottle', 'means'],
    pattern: rx(
      String.raw`\b(?:have|has|got|keep|keeps|kept|bought|buy|buying|found|find|there are|there is|access to|stash|stashed|hidden|hid|ready|loaded|load|own|holding|brought|where)\b(?: [a-z]+){0,6}? (?:{PILLS}|bottle of [a-z]+|guns?|rope|razors?|razor blades?|blades?|knife|knives|bleach|means)\b|\b(?:{PILLS}|guns?|rope|razors?|blades?|knife|bleach)\b(?: [a-z]+){0,3}? (?:in (?:the|my) (?:drawer|cabinet|cupboard|bag|room|closet|car|garage|pocket|hand)|right here|ready|next to me|with me|under my)\b`,
    ),
    subject: 'check',
    unless: /\b(?:tent|camping|climbing|boat|sailing|garden|crafts?|macrame|hammock|clothesline|gym|tarp|kitchen|cooking|recipe|shaver|shaving)\b/,
  },
  {
    id: 'plan.unspecified',
    tier: 'context',
    triggers: ['plan', 'planned', 'method', 'date', 'day', 'time', 'way', 'place', 'how', 'when', 'where'],
    pattern: rx(
      String.raw`\b(?:have|got|made|make|making|came up with|come up with|worked out|figured out|decided on|picked|chose|chosen|set|settled on|finalized|finalised) (?:a |the |my |an )?(?:exact |specific |detailed |whole |full )?(?:plan|method|date|day|time|way|place|spot)\b|\bi (?:know|have figured out|have decided|worked out|have worked out|have planned|planned|have it planned) (?:exactly )?(?:how|when|where) (?:i am going to|i will|i would|i plan to|to)? ?(?:do it|end it)\b|\bit is all planned\b`,
    ),
    subject: 'check',
  },
  {
    id: 'plan.timing',
    tier: 'context',
    triggers: ['tonight', 'tomorrow', 'weekend', 'asleep', 'leave', 'leaves', 'night', 'it', 'soon', 'mind', 'decided', 'ready', 'now', 'going', 'back'],
    pattern: rx(
      String.raw`\b(?:do|doing|end|ending) it (?:tonight|tomorrow|today|soon|this weekend|now|right now)\b|\btonight is the night\b|\b(?:after|when|once|until) (?:everyone|they|my [a-z]+) (?:is |are |goes |go )?(?:asleep|gone|to (?:bed|sleep)|leaves?|leave)\b|\b(?:made up my mind|my mind is made up|i have decided|i am ready|i am finally ready|there is no going back)\b|\bgoing to do it\b`,
    ),
    subject: 'check',
  },
  {
    id: 'danger.location',
    tier: 'context',
    triggers: ['bridge', 'cliff', 'cliffs', 'roof', 'rooftop', 'tracks', 'overpass', 'ledge', 'edge', 'platform'],
    pattern: rx(String.raw`\b(?:drove|walked|went|came|got|am|been|sitting|standing|waiting|here) (?:to|at|on|up to|out to|near) (?:the|a) (?:bridge|cliff|cliffs|edge|ledge|rooftop|roof|tracks|train tracks|overpass|platform)\b`),
    subject: 'check',
  },
  {
    id: 'preparation.farewell',
    tier: 'context',
    triggers: ['thank', 'thanks', 'goodbye', 'bye', 'sorry', 'love'],
    pattern: rx(String.raw`\b(?:wanted to|want to|just wanted to|needed to) (?:say|tell (?:you|someone|everyone)) (?:thank you|thanks|goodbye|bye|sorry|i love (?:you|them))\b|\b(?:thank you|thanks) for everything\b|\btell (?:them|my family|my mom|my mum|my parents|everyone) i (?:love|am sorry)\b`),
    subject: 'check',
    everyday: true,
  },
  {
    id: 'preparation.will',
    tier: 'context',
    triggers: ['will', 'deleted', 'note'],
    pattern: rx(String.raw`\b(?:wrote|written|writing|updated|updating|made|making|finished|drafted) (?:my|a) will\b|\bdeleted (?:all )?(?:my )?(?:social media|accounts|instagram|photos)\b|\bleft a note\b`),
    subject: 'check',
    everyday: true,
  },
];

for (const rule of RULES) if (rule.unless !== undefined) compiled(rule.unless);
