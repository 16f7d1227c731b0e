/**
 * The therapist directory: generated, not real people. The same seed gives the same
 * therapists on every machine, so a local start, a deploy and the tests all see one
 * directory, and `directoryVersion` tells whether a table already holds it.
 */
import { createHash } from 'node:crypto';
import {
  ISSUE_AREAS,
  SESSION_PREFERENCES,
  type IssueId,
  type SessionPreference,
  type Therapist,
  type TherapistTimezone,
} from '../../lambdas/contracts/therapist-options';

export const DIRECTORY_SIZE = 320;

/** Change it and every therapist changes: the table is then rewritten at the next seed. */
const SEED = 0x501ace;

type Random = () => number;

/** mulberry32: tiny, fast, and good enough for sample data. */
function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Dice {
  constructor(private readonly random: Random) {}

  next(): number {
    return this.random();
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.random() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.random() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.random() * total;
    for (const [item, weight] of entries) {
      roll -= weight;
      if (roll < 0) return item;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('pick from an empty list');
    return last[0];
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }
}

// ---------------------------------------------------------------------------------------
// Names and languages

interface NameGroup {
  weight: number;
  first: readonly string[];
  last: readonly string[];
  /** Languages besides English, with the chance a therapist of this group offers each. */
  languages: readonly (readonly [string, number])[];
}

const NAME_GROUPS: readonly NameGroup[] = [
  {
    weight: 46,
    first: [
      'Emily', 'Sarah', 'Rachel', 'Megan', 'Laura', 'Katherine', 'Jessica', 'Hannah', 'Abigail', 'Claire', 'Lauren',
      'Molly', 'Caroline', 'Elizabeth', 'Rebecca', 'Allison', 'Jenna', 'Heather', 'Amanda', 'Natalie', 'Olivia', 'Grace',
      'Michael', 'David', 'James', 'Daniel', 'Matthew', 'Andrew', 'Ryan', 'Benjamin', 'Nathan', 'Thomas', 'Christopher',
      'Jonathan', 'Eric', 'Adam', 'Kevin', 'Patrick', 'Sean', 'Brian', 'Jacob', 'Samuel', 'Ethan', 'Noah', 'Jordan',
      'Taylor', 'Morgan', 'Casey', 'Avery', 'Riley',
    ],
    last: [
      'Miller', 'Anderson', 'Thompson', 'Baker', 'Sullivan', 'Murphy', 'Walsh', 'Keller', 'Schmidt', 'Novak',
      'Lindqvist', 'Olsen', 'Hoffman', 'Brennan', 'Fitzgerald', 'Carter', 'Bennett', 'Hayes', 'Collins', 'Reed',
      'Morrison', 'Parker', 'Russo', 'Romano', 'Kowalski', 'Nowak', 'Weber', 'Larson', 'Peterson', 'Hansen', 'Becker',
      'Stewart', 'Campbell', 'Foster', 'Gallagher', 'Kaplan', 'Goldberg', 'Rosen', 'Levine', 'Friedman', 'Shapiro',
      'Marino', 'Caruso', 'Hughes', 'Price', 'Brooks', 'Sanders', 'Wallace', 'Fischer', 'Dunn',
    ],
    languages: [['French', 0.02], ['German', 0.01], ['Russian', 0.01], ['Hebrew', 0.01], ['Italian', 0.01], ['Polish', 0.01]],
  },
  {
    weight: 18,
    first: [
      'Maria', 'Sofia', 'Isabel', 'Gabriela', 'Daniela', 'Valeria', 'Camila', 'Lucia', 'Ana', 'Marisol', 'Paola',
      'Veronica', 'Adriana', 'Elena', 'Carlos', 'Alejandro', 'Luis', 'Javier', 'Diego', 'Miguel', 'Mateo', 'Andres',
      'Rafael', 'Eduardo', 'Santiago', 'Julian', 'Ricardo', 'Marco',
    ],
    last: [
      'Garcia', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Perez', 'Sanchez', 'Ramirez', 'Torres',
      'Flores', 'Rivera', 'Gomez', 'Diaz', 'Reyes', 'Morales', 'Cruz', 'Ortiz', 'Gutierrez', 'Chavez', 'Ramos',
      'Mendoza', 'Vargas', 'Castillo', 'Jimenez', 'Romero', 'Herrera', 'Medina', 'Aguilar', 'Vega', 'Delgado', 'Soto',
    ],
    languages: [['Spanish', 0.6], ['Portuguese', 0.03]],
  },
  {
    weight: 13,
    first: [
      'Aaliyah', 'Imani', 'Jasmine', 'Keisha', 'Tiana', 'Nia', 'Ebony', 'Danielle', 'Brianna', 'Simone', 'Monique',
      'Alicia', 'Marcus', 'Darnell', 'Andre', 'Malik', 'Terrence', 'Jamal', 'Derrick', 'Isaiah', 'Xavier', 'Cedric',
      'Trevor', 'Jerome', 'Kendra', 'Naomi',
    ],
    last: [
      'Washington', 'Jefferson', 'Jackson', 'Williams', 'Johnson', 'Brown', 'Davis', 'Robinson', 'Harris', 'Coleman',
      'Jenkins', 'Bryant', 'Freeman', 'Banks', 'Mitchell', 'Simmons', 'Greene', 'Howard', 'Dixon', 'Okafor', 'Mensah',
      'Adeyemi', 'Boateng', 'Pierre', 'Baptiste', 'Toussaint', 'Walker', 'Henderson',
    ],
    languages: [['Haitian Creole', 0.04], ['French', 0.03], ['Yoruba', 0.02]],
  },
  {
    weight: 5,
    first: ['Wei', 'Mei', 'Lin', 'Jun', 'Xin', 'Hui', 'Jing', 'Yan', 'Kevin', 'Grace', 'Vivian', 'Eric', 'Amy', 'Jason', 'Helen'],
    last: ['Chen', 'Wang', 'Li', 'Zhang', 'Liu', 'Huang', 'Wu', 'Lin', 'Zhou', 'Yang', 'Chan', 'Wong', 'Lam', 'Ho'],
    languages: [['Mandarin', 0.45], ['Cantonese', 0.18]],
  },
  {
    weight: 3,
    first: ['Linh', 'Thao', 'Minh', 'Huong', 'Tuan', 'Bao', 'Anh', 'Khanh', 'Vy', 'Duc'],
    last: ['Nguyen', 'Tran', 'Le', 'Pham', 'Hoang', 'Vu', 'Dang', 'Bui', 'Do', 'Truong'],
    languages: [['Vietnamese', 0.5]],
  },
  {
    weight: 3,
    first: ['Ji-woo', 'Min-jun', 'Seo-yeon', 'Hyun', 'Soo-jin', 'Daniel', 'Esther', 'Joy', 'Paul', 'Hannah'],
    last: ['Kim', 'Park', 'Lee', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Han', 'Shin'],
    languages: [['Korean', 0.45]],
  },
  {
    weight: 2,
    first: ['Yuki', 'Kenji', 'Aiko', 'Hiro', 'Emi', 'Ken', 'Naomi', 'Ryo'],
    last: ['Tanaka', 'Nakamura', 'Yamamoto', 'Sato', 'Watanabe', 'Ito', 'Kobayashi', 'Yoshida'],
    languages: [['Japanese', 0.3]],
  },
  {
    weight: 4,
    first: ['Priya', 'Anjali', 'Neha', 'Kavya', 'Divya', 'Meera', 'Arjun', 'Rohan', 'Vikram', 'Sanjay', 'Rahul', 'Nikhil', 'Aisha', 'Sana'],
    last: ['Patel', 'Shah', 'Sharma', 'Gupta', 'Reddy', 'Iyer', 'Desai', 'Mehta', 'Rao', 'Singh', 'Kapoor', 'Chaudhry', 'Khan'],
    languages: [['Hindi', 0.35], ['Gujarati', 0.08], ['Urdu', 0.08], ['Tamil', 0.05]],
  },
  {
    weight: 3,
    first: ['Layla', 'Yasmin', 'Nadia', 'Rania', 'Leila', 'Omar', 'Karim', 'Samir', 'Tariq', 'Yusuf', 'Dina'],
    last: ['Haddad', 'Khoury', 'Nasser', 'Saleh', 'Hassan', 'Mansour', 'Aziz', 'Farouk', 'Rahimi', 'Sadeghi'],
    languages: [['Arabic', 0.45], ['Farsi', 0.1]],
  },
  {
    weight: 2,
    first: ['Maricel', 'Rowena', 'Jasmine', 'Angelica', 'Joel', 'Rommel', 'Christian', 'Liza'],
    last: ['Santos', 'Reyes', 'Bautista', 'Villanueva', 'Dela Cruz', 'Mendoza', 'Aquino', 'Ramos'],
    languages: [['Tagalog', 0.4]],
  },
  {
    weight: 1,
    first: ['Dakota', 'Winona', 'Tallulah', 'Cheyenne', 'Shawn', 'Kimberly', 'Tanya', 'Raymond'],
    last: ['Begay', 'Yazzie', 'Tsosie', 'Benally', 'Redhouse', 'Nez', 'Manuelito', 'Chee'],
    languages: [['Navajo', 0.15]],
  },
  {
    weight: 1,
    first: ['Kai', 'Leilani', 'Keanu', 'Malia', 'Noelani', 'Kawika', 'Makana', 'Iolana'],
    last: ['Kahale', 'Akana', 'Nakoa', 'Kealoha', 'Kamaka', 'Palakiko', 'Fonoti', 'Tuilagi'],
    languages: [['Hawaiian', 0.1], ['Samoan', 0.1]],
  },
];

/** Languages anyone may offer, whatever their name. */
const COMMON_LANGUAGES: readonly (readonly [string, number])[] = [
  ['Spanish', 0.09],
  ['ASL', 0.03],
  ['French', 0.015],
  ['Portuguese', 0.01],
];

// ---------------------------------------------------------------------------------------
// States, licences and time zones

const STATES: Record<string, { tz: TherapistTimezone; population: number }> = {
  CA: { tz: 'PST', population: 39 }, TX: { tz: 'CST', population: 30 }, FL: { tz: 'EST', population: 22 },
  NY: { tz: 'EST', population: 20 }, PA: { tz: 'EST', population: 13 }, IL: { tz: 'CST', population: 12.6 },
  OH: { tz: 'EST', population: 11.8 }, GA: { tz: 'EST', population: 11 }, NC: { tz: 'EST', population: 10.7 },
  MI: { tz: 'EST', population: 10 }, NJ: { tz: 'EST', population: 9.3 }, VA: { tz: 'EST', population: 8.7 },
  WA: { tz: 'PST', population: 7.8 }, AZ: { tz: 'MST', population: 7.4 }, TN: { tz: 'CST', population: 7 },
  MA: { tz: 'EST', population: 7 }, IN: { tz: 'EST', population: 6.8 }, MO: { tz: 'CST', population: 6.2 },
  MD: { tz: 'EST', population: 6.2 }, WI: { tz: 'CST', population: 5.9 }, CO: { tz: 'MST', population: 5.8 },
  MN: { tz: 'CST', population: 5.7 }, SC: { tz: 'EST', population: 5.3 }, AL: { tz: 'CST', population: 5.1 },
  LA: { tz: 'CST', population: 4.6 }, KY: { tz: 'EST', population: 4.5 }, OR: { tz: 'PST', population: 4.2 },
  OK: { tz: 'CST', population: 4 }, CT: { tz: 'EST', population: 3.6 }, UT: { tz: 'MST', population: 3.4 },
  IA: { tz: 'CST', population: 3.2 }, NV: { tz: 'PST', population: 3.2 }, AR: { tz: 'CST', population: 3 },
  MS: { tz: 'CST', population: 2.9 }, KS: { tz: 'CST', population: 2.9 }, NM: { tz: 'MST', population: 2.1 },
  NE: { tz: 'CST', population: 2 }, ID: { tz: 'MST', population: 1.9 }, WV: { tz: 'EST', population: 1.8 },
  HI: { tz: 'HST', population: 1.4 }, NH: { tz: 'EST', population: 1.4 }, ME: { tz: 'EST', population: 1.4 },
  MT: { tz: 'MST', population: 1.1 }, RI: { tz: 'EST', population: 1.1 }, DE: { tz: 'EST', population: 1 },
  SD: { tz: 'CST', population: 0.9 }, ND: { tz: 'CST', population: 0.8 }, AK: { tz: 'AKST', population: 0.7 },
  DC: { tz: 'EST', population: 0.7 }, VT: { tz: 'EST', population: 0.6 }, WY: { tz: 'MST', population: 0.6 },
};

/** Where most of a state lives: the zone of its home state is a therapist's zone. */
export function timezoneOfState(state: string): TherapistTimezone | undefined {
  return STATES[state]?.tz;
}

/** Smaller states weigh a little more than their population, so each state has a therapist or two. */
const HOME_STATE_WEIGHTS = Object.entries(STATES).map(([code, { population }]) => [code, population ** 0.8 + 1] as const);

/** The main focus of the few psychiatrists in the directory. */
const PSYCHIATRY_FOCUS = new Set<IssueId>(['depression', 'anxiety', 'mood', 'adhd', 'addiction']);

/** States whose counselors are licensed as LMHC rather than LPC. */
const LMHC_STATES = new Set(['NY', 'MA', 'FL', 'WA', 'RI', 'IN', 'HI']);

const LICENSES = [
  ['LCSW', 24],
  ['LPC', 24],
  ['LMFT', 16],
  ['PsyD', 13],
  ['PhD', 13],
  ['MD', 3],
] as const;
type License = (typeof LICENSES)[number][0] | 'LMHC';

const LICENSE_TITLES: Record<License, string> = {
  LCSW: 'licensed clinical social worker',
  LPC: 'licensed professional counselor',
  LMHC: 'licensed mental health counselor',
  LMFT: 'licensed marriage and family therapist',
  PsyD: 'clinical psychologist',
  PhD: 'psychologist',
  MD: 'psychiatrist',
};

/** A typical rate before experience, in dollars. */
const BASE_RATE: Record<License, number> = { LCSW: 95, LPC: 90, LMHC: 90, LMFT: 100, PsyD: 145, PhD: 150, MD: 200 };

// ---------------------------------------------------------------------------------------
// Issue areas, specializations and modalities

/** How often an issue area is a therapist's main focus. */
const PRIMARY_WEIGHTS: Record<IssueId, number> = {
  anxiety: 44,
  depression: 42,
  trauma: 38,
  relationships: 34,
  stress: 30,
  addiction: 28,
  eating: 28,
  grief: 26,
  mood: 26,
  adhd: 26,
};

/** Areas that often come together in one practice. */
const RELATED: Record<IssueId, readonly IssueId[]> = {
  depression: ['anxiety', 'grief', 'mood', 'stress'],
  anxiety: ['depression', 'stress', 'adhd', 'trauma', 'eating'],
  trauma: ['anxiety', 'addiction', 'depression', 'relationships', 'eating'],
  relationships: ['stress', 'depression', 'grief', 'trauma'],
  addiction: ['trauma', 'depression', 'mood', 'anxiety'],
  eating: ['anxiety', 'depression', 'trauma', 'mood'],
  adhd: ['anxiety', 'stress', 'depression', 'mood'],
  mood: ['depression', 'anxiety', 'addiction', 'eating'],
  grief: ['depression', 'trauma', 'relationships', 'stress'],
  stress: ['anxiety', 'depression', 'relationships', 'adhd'],
};

const MODALITIES: Record<IssueId, readonly string[]> = {
  depression: ['CBT', 'Behavioral Activation', 'Interpersonal Therapy', 'ACT', 'Psychodynamic', 'Mindfulness-Based'],
  anxiety: ['CBT', 'Exposure Therapy', 'ACT', 'Mindfulness-Based', 'DBT'],
  trauma: ['EMDR', 'Trauma-Focused CBT', 'Cognitive Processing Therapy', 'Somatic Experiencing', 'IFS'],
  relationships: ['Gottman Method', 'Emotionally Focused Therapy', 'IFS', 'Psychodynamic', 'Solution-Focused'],
  addiction: ['Motivational Interviewing', 'Relapse Prevention', 'CBT', 'DBT', 'Harm Reduction'],
  eating: ['CBT', 'DBT', 'ACT', 'Family-Based Treatment', 'Mindfulness-Based'],
  adhd: ['CBT', 'Solution-Focused', 'Mindfulness-Based', 'Psychoeducation'],
  mood: ['DBT', 'CBT', 'Interpersonal Therapy', 'Psychoeducation', 'Mindfulness-Based'],
  grief: ['Narrative Therapy', 'ACT', 'Psychodynamic', 'Person-Centered', 'Meaning-Centered Therapy'],
  stress: ['Mindfulness-Based', 'Solution-Focused', 'CBT', 'ACT', 'Person-Centered'],
};

/** How a modality reads inside a sentence. */
const MODALITY_PHRASES: Record<string, string> = {
  CBT: 'cognitive behavioral therapy (CBT)',
  DBT: 'dialectical behavior therapy (DBT)',
  ACT: 'acceptance and commitment therapy (ACT)',
  EMDR: 'EMDR',
  IFS: 'Internal Family Systems (IFS)',
  'Gottman Method': 'the Gottman Method',
  'Trauma-Focused CBT': 'trauma-focused CBT',
  'Mindfulness-Based': 'mindfulness-based practices',
  'Solution-Focused': 'solution-focused therapy',
  Psychodynamic: 'psychodynamic therapy',
  'Person-Centered': 'a person-centered approach',
  'Harm Reduction': 'a harm-reduction approach',
  Psychoeducation: 'psychoeducation',
  'Strengths-Based': 'a strengths-based approach',
  'Medication Management': 'thoughtful medication management',
};

const SPECIALIZATION_PHRASES: Record<string, string> = {
  Relationships: 'relationship concerns',
  'Couples Counseling': 'conflict between partners',
  'Eating Disorders': 'disordered eating',
  'Grief & Loss': 'grief and loss',
  'Stress Management': 'chronic stress',
  'Body Image': 'body image concerns',
  'Substance Use': 'substance use',
};

const modalityPhrase = (name: string) => MODALITY_PHRASES[name] ?? name.toLowerCase();
const specializationPhrase = (name: string) =>
  SPECIALIZATION_PHRASES[name] ?? (/^[A-Z]{2,}$/.test(name) ? name : name.toLowerCase());

// ---------------------------------------------------------------------------------------
// Bios

const POPULATIONS: readonly string[] = [
  'college students',
  'new and expecting parents',
  'first responders',
  'LGBTQ+ adults',
  'veterans and their families',
  'healthcare workers',
  'people in the middle of a career change',
  'young adults finding their footing',
  'adults in midlife',
  'BIPOC clients',
  'first-generation Americans',
  'artists and musicians',
  'older adults',
  'people in the tech industry',
];

const HOBBIES: readonly string[] = [
  'hiking with my dog',
  'in the garden',
  'baking bread',
  'on a trail run',
  'with a mystery novel',
  'at the piano',
  'birdwatching',
  'at the pottery wheel',
  'cooking for friends',
  'on a long bike ride',
];

const joinList = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : items.length === 2
      ? `${items[0]} and ${items[1]}`
      : `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

interface BioFacts {
  license: License;
  years: number;
  specializations: readonly string[];
  modalities: readonly string[];
  languages: readonly string[];
  issues: readonly IssueId[];
}

function writeBio(dice: Dice, facts: BioFacts): string {
  const specs = facts.specializations.map(specializationPhrase);
  const focus = joinList(specs.slice(0, 3));
  const first = specs[0] ?? 'everyday struggles';
  const mods = joinList(facts.modalities.slice(0, 3).map(modalityPhrase));
  const title = LICENSE_TITLES[facts.license];
  const span = facts.years === 1 ? 'the past year' : `${facts.years} years`;

  const openers = [
    `I work with adults navigating ${focus}.`,
    `Much of my practice centers on ${focus}.`,
    `As ${article(title)} ${title}, I focus on ${focus}.`,
    `For ${span} I have walked alongside people dealing with ${focus}.`,
    specs.length >= 3
      ? `I specialize in ${first}, and many of my clients also come to me for ${joinList(specs.slice(1, 3))}.`
      : `I specialize in ${focus}.`,
    `People often find their way to me when they feel weighed down by ${focus}.`,
    `I am ${article(title)} ${title} who supports clients through ${focus}.`,
  ];
  const approaches = [
    `My approach draws on ${mods}, adapted to what each person needs.`,
    `In our sessions I blend ${mods} with warmth and a bit of humor.`,
    `I use ${mods}, and we set goals together from the first session.`,
    `I lean on ${mods} while keeping therapy collaborative and practical.`,
    `Together we can use tools from ${mods} at a pace that feels manageable.`,
    `My work is grounded in ${mods}, and I tailor it to your story rather than a script.`,
  ];
  const closers = [
    'I offer a warm, judgment-free space where you can show up exactly as you are.',
    'Reaching out takes courage, and I am glad you are here.',
    'I believe you are the expert on your own life, and my role is to walk beside you.',
    `I especially enjoy working with ${facts.issues.includes('relationships') && dice.chance(0.5) ? 'couples' : dice.pick(POPULATIONS)}.`,
    'Curiosity, honesty, and respect guide how I work.',
    `Outside of sessions you will usually find me ${dice.pick(HOBBIES)}.`,
  ];

  const sentences = [dice.pick(openers), dice.pick(approaches)];
  const otherLanguages = facts.languages.filter((language) => language !== 'English');
  if (otherLanguages.length > 0 && dice.chance(0.6)) {
    const named = otherLanguages.map((language) => (language === 'ASL' ? 'American Sign Language' : language));
    sentences.push(`I also offer sessions in ${joinList(named)}.`);
  } else if (dice.chance(0.7)) {
    sentences.push(dice.pick(closers));
  }
  return sentences.join(' ');
}

// ---------------------------------------------------------------------------------------
// Availability

const HOURS: readonly (readonly [string, number])[] = [
  ['Weekday evenings', 16],
  ['Weekday mornings', 8],
  ['Weekday afternoons', 8],
  ['Mornings and early afternoons', 10],
  ['Afternoons and evenings', 10],
  ['Weekends', 5],
  ['Evenings and weekends', 9],
  ['Weekday evenings and Saturdays', 8],
  ['Flexible weekday hours', 10],
  ['Tuesday to Thursday, daytime', 6],
  ['Monday to Friday, 9 to 5', 10],
];

// ---------------------------------------------------------------------------------------

/** Splits `count` slots among the weights (largest remainder), so each area gets its share. */
function apportion<K extends string>(weights: Record<K, number>, count: number): K[] {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  const shares = entries.map(([key, weight]) => ({ key, exact: (weight / total) * count }));
  const slots = shares.map(({ key, exact }) => ({ key, n: Math.floor(exact), rest: exact - Math.floor(exact) }));
  let missing = count - slots.reduce((sum, slot) => sum + slot.n, 0);
  for (const slot of [...slots].sort((a, b) => b.rest - a.rest)) {
    if (missing-- <= 0) break;
    slot.n++;
  }
  return slots.flatMap(({ key, n }) => Array<K>(n).fill(key));
}

function chooseIssues(dice: Dice, primary: IssueId): IssueId[] {
  const howMany = dice.weighted([
    [1, 22],
    [2, 40],
    [3, 27],
    [4, 11],
  ] as const);
  const issues: IssueId[] = [primary];
  const nameCount = () => issues.reduce((sum, id) => sum + areaNames(id).length, 0);
  while (issues.length < howMany || nameCount() < 2) {
    const candidates = ISSUE_AREAS.map((area) => area.id).filter((id) => !issues.includes(id));
    const next = dice.weighted(candidates.map((id) => [id, (RELATED[primary].includes(id) ? 4 : 1) * PRIMARY_WEIGHTS[id]] as const));
    issues.push(next);
  }
  return issues;
}

function areaNames(issue: IssueId): readonly string[] {
  const area = ISSUE_AREAS.find((candidate) => candidate.id === issue);
  return area ? area.specializations : [];
}

/** 2 to 5 names, at least one of each chosen area, the main focus first. */
function chooseSpecializations(dice: Dice, issues: readonly IssueId[]): string[] {
  const pool = issues.flatMap((issue) => [...areaNames(issue)]);
  const chosen = issues.map((issue) => dice.pick(areaNames(issue)));
  const target = dice.int(Math.max(2, issues.length), Math.min(5, pool.length));
  const rest = dice.shuffle(pool.filter((name) => !chosen.includes(name)));
  return [...chosen, ...rest.slice(0, target - chosen.length)];
}

function chooseModalities(dice: Dice, license: License, issues: readonly IssueId[]): string[] {
  const target = dice.int(2, 4);
  const chosen: string[] = license === 'MD' ? ['Medication Management'] : [];
  // Mostly from the main focus, then from the others, then the common ground of all therapy.
  const candidates = [
    ...dice.shuffle(MODALITIES[issues[0] ?? 'stress']),
    ...dice.shuffle(issues.slice(1).flatMap((issue) => MODALITIES[issue])),
    ...dice.shuffle(['Person-Centered', 'Strengths-Based', 'Solution-Focused']),
  ];
  for (const modality of candidates) {
    if (chosen.length >= target) break;
    if (!chosen.includes(modality) && (chosen.length === 0 || dice.chance(0.75))) chosen.push(modality);
  }
  for (const modality of candidates) {
    if (chosen.length >= target) break;
    if (!chosen.includes(modality)) chosen.push(modality);
  }
  return chosen;
}

function chooseLanguages(dice: Dice, group: NameGroup): string[] {
  const languages = ['English'];
  for (const [language, p] of [...group.languages, ...COMMON_LANGUAGES]) {
    if (!languages.includes(language) && dice.chance(p)) languages.push(language);
  }
  return languages;
}

function chooseStates(dice: Dice, license: License, home: string): string[] {
  // Psychologists under PSYPACT and telehealth-heavy practices hold more licences.
  const extra = dice.weighted(
    license === 'PsyD' || license === 'PhD'
      ? ([[0, 50], [1, 30], [2, 20]] as const)
      : ([[0, 64], [1, 26], [2, 10]] as const),
  );
  const states = [home];
  const homeZone = STATES[home]?.tz;
  while (states.length < 1 + extra) {
    const sameZone = dice.chance(0.7);
    const others = HOME_STATE_WEIGHTS.filter(([code]) => !states.includes(code));
    const nearby = others.filter(([code]) => STATES[code]?.tz === homeZone);
    states.push(dice.weighted(sameZone && nearby.length > 0 ? nearby : others));
  }
  return states;
}

function chooseSessionTypes(dice: Dice): SessionPreference[] {
  const offered: Record<SessionPreference, boolean> = {
    video: dice.chance(0.92),
    text: dice.chance(0.26),
    'in-person': dice.chance(0.5),
  };
  if (!offered.video && !offered.text && !offered['in-person']) offered.video = true;
  return SESSION_PREFERENCES.filter((type) => offered[type]);
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The directory: `count` therapists, ids T0001 upwards, the same on every call. */
export function generateTherapistDirectory(count = DIRECTORY_SIZE): Therapist[] {
  if (!Number.isInteger(count) || count < 0 || count > 9999) throw new RangeError('count must be a whole number from 0 to 9999');
  const dice = new Dice(mulberry32(SEED));
  const primaries = dice.shuffle(apportion(PRIMARY_WEIGHTS, count));
  const homes = dice.shuffle(apportion(Object.fromEntries(HOME_STATE_WEIGHTS), count));
  const usedNames = new Set<string>();
  const therapists: Therapist[] = [];

  for (let i = 0; i < count; i++) {
    const group = dice.weighted(NAME_GROUPS.map((g) => [g, g.weight] as const));
    // Many Americans' first and last names come from different traditions.
    const firstGroup = dice.chance(0.18) ? dice.weighted(NAME_GROUPS.map((g) => [g, g.weight] as const)) : group;
    let firstName = dice.pick(firstGroup.first);
    let lastName = dice.pick(group.last);
    for (let tries = 0; usedNames.has(`${firstName} ${lastName}`) && tries < 20; tries++) {
      firstName = dice.pick(firstGroup.first);
      lastName = dice.pick(group.last);
    }
    usedNames.add(`${firstName} ${lastName}`);

    const home = homes[i] ?? 'NY';
    const primary = primaries[i] ?? 'anxiety';
    let license: License = dice.weighted(LICENSES);
    if (license === 'MD' && !PSYCHIATRY_FOCUS.has(primary)) license = dice.weighted(LICENSES.filter(([name]) => name !== 'MD'));
    if (license === 'LPC' && LMHC_STATES.has(home)) license = 'LMHC';
    const doctoral = license === 'PsyD' || license === 'PhD' || license === 'MD';
    const years = clamp(1 + Math.floor(34 * dice.next() ** 1.5), doctoral ? 3 : 1, 35);

    const issues = chooseIssues(dice, primary);
    const specializations = chooseSpecializations(dice, issues);
    const modalities = chooseModalities(dice, license, issues);
    const languages = chooseLanguages(dice, group);
    const sessionTypes = chooseSessionTypes(dice);
    const licenseStates = chooseStates(dice, license, home);

    const rate = BASE_RATE[license] + years * 2.2 + (dice.next() - 0.5) * 60;
    const sessionRate = clamp(roundTo(rate, 5), 60, 250);

    const unrated = dice.chance(years <= 3 ? 0.16 : 0.06);
    const rating = unrated ? null : Math.round((5 - 1.4 * dice.next() ** 1.8) * 10) / 10;
    const reviewCount = unrated ? 0 : Math.min(400, 3 + Math.floor(dice.next() ** 2 * (40 + years * 12)));

    const acceptingNewClients = dice.chance(0.88);
    const nextAvailableInDays = acceptingNewClients ? Math.floor(46 * dice.next() ** 2.5) : dice.int(14, 45);

    therapists.push({
      _id: `T${String(i + 1).padStart(4, '0')}`,
      profile: { firstName, lastName },
      therapistProfile: {
        licenseType: license,
        licenseStates,
        rating,
        reviewCount,
        yearsOfExperience: years,
        sessionRate,
        bio: writeBio(dice, { license, years, specializations, modalities, languages, issues }),
        specializations,
        modalities,
        languages,
        sessionTypes,
        availability: {
          timezone: timezoneOfState(home) ?? 'EST',
          acceptingNewClients,
          nextAvailableInDays,
          hours: dice.weighted(HOURS),
        },
      },
    });
  }
  return therapists;
}

/** A short fingerprint of a directory: equal directories, equal versions. */
export function directoryVersion(therapists: Therapist[]): string {
  return createHash('sha256').update(JSON.stringify(therapists)).digest('hex').slice(0, 16);
}
