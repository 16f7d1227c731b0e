/**
 * Word lists and pattern pieces more than one family of rules uses. Each piece is
 * regular-expression source, to be put into a pattern with the builders of rule.ts.
 */
import { anyOf, atEndOr, notFollowedBy, optional, rxTest, words } from './rule';

/** Medicines people name when they speak of an overdose. */
export const PILL_WORDS = [
  'pill', 'pills', 'meds', 'medication', 'medications', 'medicine', 'tablet', 'tablets', 'painkillers', 'killers', 'antidepressants',
  'prescription', 'prescriptions', 'insulin', 'tylenol', 'paracetamol', 'acetaminophen', 'ibuprofen', 'advil', 'aspirin', 'xanax',
  'benzos', 'opioids', 'oxy', 'oxycodone', 'codeine', 'morphine', 'lithium', 'sertraline', 'seroquel', 'ambien', 'valium',
  'adderall', 'ritalin', 'zoloft', 'prozac', 'lexapro', 'klonopin', 'ativan', 'tramadol', 'fentanyl', 'percocet', 'vicodin', 'hydrocodone',
  'gabapentin', 'lyrica', 'benadryl', 'nyquil', 'zopiclone', 'diazepam', 'lorazepam', 'clonazepam', 'quetiapine', 'amitriptyline',
  'citalopram', 'fluoxetine', 'escitalopram', 'venlafaxine', 'mirtazapine', 'trazodone', 'propranolol', 'panadol', 'nurofen', 'aleve',
  'naproxen', 'motrin', 'excedrin', 'methadone', 'oxycontin', 'antipsychotics', 'sleepers', 'melatonin', 'antihistamines',
  'co codamol', 'codamol', 'cocodamol', 'dihydrocodeine', 'tapentadol', 'pregabalin', 'promethazine', 'olanzapine', 'risperidone', 'temazepam',
  'nortriptyline', 'duloxetine', 'paroxetine', 'bupropion', 'wellbutrin', 'lamotrigine', 'clozapine', 'digoxin', 'warfarin', 'metformin',
  'morphine patches', 'fentanyl patches', 'insulin pen', 'painkiller', 'sleeping aids',
];
export const PILLS = anyOf('sleeping pills', 'sleeping tablets', 'pain killers', '[a-z]+ pills', PILL_WORDS);

// Intensifiers such as "really" or "honestly" are not here: normalisation drops them (normalize/fix-across-words.ts).
const FILLER_WORDS = [
  'just', 'simply', 'sometimes', 'often', 'always', 'still', 'so', 'fucking', 'freaking', 'damn', 'also', 'too', 'badly', 'desperately',
  'secretly', 'quietly', 'constantly', 'finally', 'maybe', 'almost', 'nearly', 'very', 'more', 'now', 'again', 'ever', 'all', 'only',
  'lately', 'much',
];
/** Up to two filler words people put between the parts of a phrase, each with its space after it. */
export const FILLER = `${anyOf(`${anyOf(FILLER_WORDS)} `)}{0,2}`;

const PHRASE_END_WORDS = [
  'and', 'but', 'so', 'because', 'though', 'although', 'honestly', 'seriously', 'really', 'anymore', 'any more', 'any longer', 'right now',
  'now', 'tonight', 'today', 'at all', 'i', 'it', 'if', 'when', 'or', 'already', 'again', 'either', 'too', 'please', 'forever', 'for good',
  'man', 'dude', 'bro', 'yet', 'sometimes', 'lately', 'anyway', 'just', 'everyone', 'guys', 'ever', 'then', 'here', 'to be honest', 'tbh',
  'when', 'whenever', 'every', 'each', 'after', 'before', 'while', 'since', 'at this point', 'these days', 'most days', 'some days',
  'at night', 'without', 'with my life', 'in my life', 'no matter',
];
/** What may follow a phrase that is complete in itself ("I can't go on" but not "go on the trip"). */
export const PHRASE_END = atEndOr(PHRASE_END_WORDS);

/** Wanting, wishing and their kin, before what is wanted. */
export const WANT = anyOf(
  'want', 'wants', 'wanted', 'wanting', 'need', 'needs', 'wish', 'wishes', 'wished', 'wishing', 'would like', 'would love', 'long', 'longing',
  'yearn', 'yearning', 'ready', 'am ready', 'desperate', 'hoping', 'hope', 'praying', 'pray', 'begging', 'crave', 'craving', 'deserve',
  'deserves', 'choose', 'rather', 'prefer', 'would rather', 'would prefer',
);

/** The wishing verbs, each in its forms, before a wish to die or not to be (the two wish rules add kin of their own). */
export const WISHING = words('want wants wanted wanting wanna wish wishes wished wishing hope hopes hoped hoping pray prayed praying need needs ready');
/** Longing and craving, as the wish rules list them after the wishing verbs. */
export const LONGING = words('longing long yearn yearning crave craving');
/** The wishing words either wish rule requires in a clause, before each adds its own. */
export const WISHING_REQUIRED = words('want wanna wish wishes wished wishing hope hoping pray praying need ready');

/** Someone other than the speaker ("suicidal teens", "a suicidal friend"). */
export const OTHER_PERSON = anyOf(
  'friend', 'friends', 'person', 'people', 'patient', 'patients', 'teen', 'teens', 'teenager', 'teenagers', 'kid', 'kids', 'child', 'children',
  'client', 'clients', 'student', 'students', 'someone', 'individual', 'individuals', 'loved ones?', 'family members?', 'brother', 'sister',
  'son', 'daughter', 'partner', 'mother', 'father', 'mom', 'mum', 'dad', 'callers?', 'youth', 'men', 'women', 'veterans?', 'character',
  'characters',
);

/** Places high enough to fall from. */
export const HEIGHT = anyOf(
  'bridge', 'building', 'roof', 'rooftop', 'balcony', 'cliff', 'ledge', 'overpass', 'parking garage', 'parking structure', 'car park', 'tower',
  'window', 'skyscraper', 'high rise', 'highrise', 'top floor', 'dam', 'viaduct', 'railing', 'edge',
);

/** Parts of the body people hurt themselves on. */
export const BODY_PART = anyOf(
  'wrists?', 'arms?', 'thighs?', 'legs?', 'skin', 'stomach', 'hips?', 'body', 'forearms?', 'ankles?', 'chest', 'belly', 'veins?', 'throat',
  'neck', 'face',
);

// ("to" is in twice: harmless, and the pattern is kept as it was measured.)
const WISH_GAP_WORDS = [
  'i', 'to', 'that', 'could', 'would', 'can', 'just', 'so', 'really', 'honestly', 'god', 'sometimes', 'badly', 'lately', 'every', 'night',
  'day', 'morning', 'might', 'will', 'simply', 'quietly', 'peacefully', 'secretly', 'desperately', 'truly', 'genuinely', 'literally', 'kind',
  'of', 'sort', 'almost', 'all', 'the', 'time', 'always', 'often', 'much', 'was', 'were', 'am', 'be', 'by', 'now', 'already', 'tonight',
  'today', 'and', 'go', 'finally', 'never', 'still', 'also', 'myself', 'some', 'days', 'part', 'me', 'it', 'let', 'once', 'more', 'ever',
  'get', 'got', 'to', 'had', 'have', 'courage', 'guts', 'nerve', 'strength', 'enough', 'balls', 'way', 'if',
];
/** Up to eight small words between a wish and what is wished ("I keep wishing to god I was dead"), each after a space. */
export const WISH_GAP = `${anyOf(` ${anyOf(WISH_GAP_WORDS)}`)}{0,8}`;

/** Being dead or not existing, as something wished for. */
export const NOT_BEING = anyOf(
  `stop being${atEndOr('alive', 'here', 'anymore', 'and', 'i')}`,
  'cease to be', 'slip away', 'drift away', 'drift off forever', 'fade out', 'pass away', 'not be alive', 'not be here', 'not exist',
  'stop existing', 'cease to exist', 'disappear forever', 'disappear for good', 'vanish forever', 'vanish for good',
  `fade away${optional(' forever')}`,
  'sleep forever', 'go to sleep forever', 'fall asleep forever', 'rest forever', 'be gone forever', 'be gone for good', 'not have to wake up',
  `never open ${anyOf('my eyes', 'them')} again`,
  'stop being alive', 'be nothing',
);

/** After "wake up": the hour of it ("wake up early", "at 6", "in time for work"), not waking at all. */
export const NOT_ABOUT_THE_HOUR = notFollowedBy(
  ` ${anyOf('this', 'that', 'so', 'too')} ${anyOf('early', 'late')}`,
  ' early', ' late', String.raw` at \d`, ' before', ' in time', ' on time',
  ` for ${anyOf('work', 'school', 'class', 'my')}`,
);

/** "Better off without me" said of an ex or a team the speaker left. */
export const AN_EX_OR_A_TEAM = anyOf(
  'my ex', 'ex boyfriend', 'ex girlfriend', 'ex husband', 'ex wife', 'the team', 'the company',
  `my ${anyOf('team', 'company', 'job', 'band', 'old school')}`,
);

const ABSENCE_WORDS = [
  'moving', 'move', 'moved', 'job', 'intern', 'internship', 'semester', 'trip', 'travel', 'travelling', 'traveling', 'vacation', 'holiday',
  'visiting', 'visit', 'in laws', 'abroad', 'conference', 'work', 'office', 'shift', 'flight', 'deployment', 'camp', 'school', 'class', 'team',
  'apartment', 'roommate', 'snoring',
];
/**
 * Everyday reasons to be away ("I won't be around for Christmas, visiting the in-laws"). Written
 * with "\\b", a backslash and a "b": normalised text has no backslash, so as the rules stand and
 * were measured these words never set a match aside.
 */
export const EVERYDAY_ABSENCE = rxTest(String.raw`\\b${anyOf(ABSENCE_WORDS)}\\b`);
