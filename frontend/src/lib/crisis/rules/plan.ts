/** A plan: how and when decided, a method researched, a lethal dose (intent, and knowing how: concern). */
import { anyOf, atEndOr, gap, notFollowedBy, optional, rx, rxTest, seq, type Rule } from './rule';
import { FILLER, PILLS } from './vocabulary';

export const PLAN_RULES: readonly Rule[] = [
  {
    id: 'preparation.know-how', tier: 'concern', subject: 'inherent', weak: true, upgrade: 'timing', triggers: ['how', 'when', 'where'],
    requires: ['it'],
    pattern: rx(
      seq(
        String.raw`\bi `,
        anyOf(
          'know', 'have figured out', 'figured out', 'have worked out', 'worked out', 'have decided', 'decided', 'have chosen', 'chose',
          'have picked', 'picked',
        ),
        ` ${optional('exactly ')}${anyOf('how', 'when', 'where')} i ${anyOf('am going to', 'am gonna', 'will', 'would', 'want to', 'plan to', 'can')}`,
        String.raw` ${FILLER}do it\b`,
      ),
    ),
    examples: { match: ["I know exactly how I'm going to do it.", "I know where I'm going to do it."],
      noMatch: ['I know how I can do it, the homework is easy.', "She knows how she's going to do it."] },
  },
  {
    id: 'preparation.lethal-dose', tier: 'intent', subject: 'check', triggers: ['lethal', 'fatal', 'deadly', 'many', 'much', 'dose', 'kill', 'enough'],
    pattern: rx(
      seq(
        String.raw`\bhow ${anyOf('many', 'much')} ${optional('of ')}${optional('my ', 'the ', 'these ', 'those ')}${optional('[a-z]+ ')}`,
        `${anyOf(PILLS, 'mg', 'milligrams', 'grams')}${gap(6)} `,
        anyOf(
          'kill', 'die', 'lethal', 'fatal', 'deadly', 'overdose', 'od', 'end it', 'not wake up', 'stop my heart', 'kill me', 'kill a person',
          'kill someone', 'to be lethal',
        ),
        String.raw`\b`,
      ),
      String.raw`\b${anyOf('lethal', 'fatal', 'deadly')} ${anyOf('dose', 'amount', 'dosage', 'quantity')}\b`,
      // "will 20 advil kill me", "would 10 xanax be enough".
      seq(
        String.raw`\b${anyOf('will', 'would', 'can', 'could', 'does', 'do')} ${optional('like ', 'about ')}`,
        `${anyOf(String.raw`\d+`, 'a bottle of', 'a pack of', 'all my')} `,
        `${optional('of ', 'my ', 'the ')}${anyOf(PILLS, 'mg', 'milligrams', 'grams')} `,
        String.raw`${anyOf('kill me', 'be enough', 'be lethal', 'be fatal', 'do it', 'end it', 'make me die', 'stop my heart')}\b`,
      ),
      String.raw`\bdose ${anyOf('that', 'to', 'would', 'will')} ${anyOf('kill', 'be lethal', 'be fatal')}\b`,
      seq(
        String.raw`\bhow ${anyOf('many', 'much')} ${optional('of ')}${optional('my ', 'the ', 'these ', 'those ')}${optional('[a-z]+ ')}${PILLS} `,
        String.raw`${optional('it ', 'would it ', 'will it ', 'does it ')}${optional('would ', 'will ')}${anyOf('take', 'takes')}\b`,
        notFollowedBy(
          seq(
            ' ',
            anyOf(
              `to ${anyOf('feel', 'work', 'kick', 'help', 'get', 'treat', 'fall', 'sleep', 'start', 'notice', 'see')}`,
              'a day', 'per day', 'each day', 'daily', 'with',
              `for ${anyOf('my', 'the', 'a')} ${anyOf('pain', 'headache', 'cold', 'flu', 'back')}`,
            ),
          ),
        ),
      ),
    ),
    examples: { match: ['will 20 advil kill me', "What's the lethal dose of paracetamol?", 'I looked up how much Tylenol would kill me.'],
      noMatch: ['How many ibuprofen does it take to work on a headache?', 'My son searched how many pills to overdose. How do I bring it up?'] },
  },
  {
    id: 'preparation.method-research', tier: 'intent', subject: 'check', triggers: ['suicide', 'way', 'ways', 'method', 'methods', 'how', 'means', 'long'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('painless', 'quick', 'quickest', 'easiest', 'easy', 'peaceful', 'best', 'surest')} suicide\b`,
        notFollowedBy(` ${anyOf('prevention', 'rates?', 'statistics', 'hotline', 'awareness')}`),
      ),
      seq(
        String.raw`\b`,
        anyOf(
          'painless', 'quick', 'quickest', 'easiest', 'fastest', 'peaceful', 'best', 'surest', 'most effective', 'least painful', 'easy', 'pain free',
          'quiet', 'quietest', 'cleanest',
        ),
        ` ${anyOf('way', 'ways', 'method', 'methods', 'means')} ${anyOf('to', 'of')} `,
        anyOf(
          'die', 'dying', 'kill myself', 'killing myself', 'end it', 'end my life', 'ending my life', 'commit suicide', 'suicide', 'go', 'do it',
          // The general "you" of a method question ("best way to hang yourself") asks the same.
          `${anyOf('kill', 'hang', 'drown', 'overdose', 'poison', 'suffocate')} ${anyOf('myself', 'yourself', 'oneself', 'urself')}`,
          'overdose', 'od',
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\bhow long `,
        `${anyOf('it takes', 'does it take', 'would it take', 'will it take', 'until you', 'before you', 'it would take', 'to', 'for someone')} `,
        String.raw`${optional('to ')}${anyOf('bleed out', 'die', 'suffocate', 'drown', 'overdose', 'pass out and die', 'lose consciousness')}\b`,
      ),
      seq(
        String.raw`\b`,
        anyOf(
          'research', 'researching', 'researched', 'googl[a-z]*',
          `look${optional('ed', 'ing')} up`,
          `search${optional('ed', 'ing')} ${optional('for', 'up')}`,
          `read${optional('ing')} about`,
          `watching videos ${anyOf('on', 'about')}`,
          `think${optional('ing')} ${anyOf('about', 'of', 'up')}`,
          `thought ${anyOf('about', 'of', 'up')}`,
          'come up with', 'came up with', 'list of',
          `plan${optional('ning')}`,
          `figur${anyOf('e', 'ing', 'ed')} out`,
          `work${optional('ing', 'ed')} out`,
        ),
        ` ${FILLER}`,
        anyOf(
          'ways', 'how', 'methods', 'the best way', 'the easiest way', 'the quickest way', 'the most painless way', 'a painless way', 'painless ways',
        ),
        `${gap(2)} ${optional('to ')}`,
        String.raw`${anyOf('die', 'kill myself', `end ${anyOf('it', 'my life')}`, 'commit suicide', 'overdose', 'hang myself', 'do it', 'jump')}\b`,
      ),
    ),
    examples: { match: ["I've been researching painless ways to die.", 'I looked up how long it takes to bleed out.',
        'wats the best way to hang urself without it hurting'],
      noMatch: ['Years ago I researched ways to die every night. Now I research sourdough.', "My sister told me she's been researching ways to die."] },
  },
  {
    id: 'plan.decided-how', tier: 'intent', subject: 'check', triggers: ['die', 'myself', 'end', 'life'],
    requires: ['how', 'when', 'where', 'day', 'date', 'time', 'place', 'way', 'method', 'night', 'week'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('decided', 'know', 'planned', 'figured out', 'worked out', 'chosen', 'picked', 'chose', 'settled on', 'set')}`,
        `${optional(' on')}${optional(' exactly')} `,
        anyOf(
          'when', 'how', 'where',
          `the ${anyOf('day', 'date', 'time', 'place', 'way', 'method', 'night', 'week')}`,
          `a ${anyOf('day', 'date', 'time', 'place', 'way', 'method')}`,
        ),
        `${optional(` and ${anyOf('when', 'how', 'where')}`)} ${optional('that ')}`,
        `${anyOf('i am going to', 'i will', 'i would', 'i want to', 'i plan to', 'i am gonna', 'to')} `,
        String.raw`${anyOf('die', 'kill myself', 'end it', 'end my life', 'end things', 'take my life')}\b`,
      ),
    ),
    examples: { match: ["I've planned how I'm going to kill myself.", "I've decided when and how I'm going to die."],
      noMatch: ["I've decided how I'm going to tell my boss.", 'My character has decided how she will end her life.'] },
  },
  {
    id: 'preparation.method-question', tier: 'intent', subject: 'check',
    triggers: [
      'high', 'tall', 'painful', 'painless', 'vein', 'veins', 'artery', 'arteries', 'die', 'happens', 'happen', 'weight', 'enough', 'gauge',
    ],
    // Questions about how a method works: heights, pain, veins, doses, what holds a weight.
    pattern: rx(
      seq(
        String.raw`\bhow ${anyOf('high', 'tall')}${gap(12)} `,
        String.raw`${anyOf('fatal', 'lethal', 'to die', 'to kill', 'kill you', 'kill me', 'kill someone', 'be deadly')}\b`,
      ),
      seq(
        String.raw`\bis ${anyOf('hanging', 'drowning', 'overdosing', 'an overdose', 'cutting', 'jumping', 'bleeding out', 'suffocating', 'dying')} `,
        String.raw`${optional('very ', 'really ', 'more ', 'less ')}${anyOf('painful', 'painless', 'quick', 'fast', 'peaceful', 'slow', 'hard')}\b`,
      ),
      seq(
        String.raw`\bwhich ${anyOf('vein', 'veins', 'artery', 'arteries')} `,
        String.raw`${optional('to ', 'should i ', 'do i ', 'do you ')}${anyOf('cut', 'slit', 'hit', 'open')}\b`,
      ),
      seq(
        String.raw`\b${anyOf('can', 'could', 'is it possible to', 'do people', 'would i', 'will i')} ${optional('you ', 'i ', 'someone ', 'a person ')}die `,
        String.raw`from ${anyOf('cutting', 'an overdose', 'overdosing', 'taking', 'hanging', 'drowning', 'bleeding', 'swallowing', 'jumping')}\b`,
      ),
      seq(
        String.raw`\bwhat ${anyOf('happens', 'would happen', 'will happen')} if i ${anyOf('take', 'took', 'swallow', 'swallowed', 'drink', 'drank')} `,
        String.raw`${anyOf(String.raw`\d{2,}`, 'a whole bottle', 'the whole bottle', 'all my', 'all of my', 'a whole pack')}\b`,
      ),
      seq(
        String.raw`\b${anyOf('rod', 'rail', 'railing', 'beam', 'hook', 'pipe', 'bar', 'door', 'shelf', 'branch', 'ceiling fan', 'bannister', 'banister')}`,
        String.raw`${gap(4)} ${anyOf('hold', 'take', 'support', 'carry')} my weight\b`,
      ),
      String.raw`\b${anyOf(String.raw`\d+ gauge`, 'shotgun', 'pistol', 'revolver', 'rifle', 'handgun')}${gap(4)} ${anyOf('enough', 'fatal', 'lethal')}\b`,
    ),
    unless: rxTest(
      String.raw`\b${anyOf('stand', 'standing', 'climb', 'climbing', 'step', 'sit', 'sitting', 'ladder', 'paint', 'reach', 'pull ups?', 'hang from')}\b`,
    ),
    examples: { match: ['how high does a bridge need to be for a fall to be fatal', 'is hanging painful', 'which vein to cut',
        'will the rod in my closet hold my weight', 'what happens if i take 50 ibuprofen'],
      noMatch: ['how high is the bridge on the hiking trail', 'will this shelf hold my weight if I stand on it to paint', 'is dying hair hard'] },
  },
  {
    id: 'plan.my-last-day', tier: 'intent', subject: 'inherent', triggers: ['last'],
    // "Tomorrow morning is my last." — the day named as one's last, with nothing after it.
    pattern: rx(
      seq(
        String.raw`\b${anyOf('today', 'tonight', 'tomorrow', 'this weekend', 'this week')}${optional(' morning', ' night', ' evening')} `,
        `${anyOf('is', 'will be')} my last${optional(' day', ' night', ' morning')}`,
        atEndOr('on earth', 'alive', 'here', 'so', 'and', 'i'),
      ),
      seq(
        String.raw`\blast ${anyOf('selfie', 'photo', 'picture', 'post', 'message', 'video', 'song')} ${anyOf('ever', 'of me ever')}\b`,
        notFollowedBy(` ${anyOf('taken', 'made', 'recorded', 'written', 'of the', 'about', 'from')}\\b`),
      ),
    ),
    examples: { match: ['Tomorrow morning is my last. I clean the house and cook food for my children for two days.', 'Last selfie ever, kinda cute tho.'],
      noMatch: ['Tomorrow is my last day at work, so excited', 'the last photo ever taken of the old pier'] },
  },
  {
    id: 'plan.picked-when', tier: 'intent', subject: 'check', triggers: ['when'],
    requires: ['picked', 'chosen', 'decided', 'set', 'chose'],
    // "i've already picked when. the week after the wedding" — a time chosen for something unsaid.
    pattern: rx(
      seq(
        String.raw`\bi ${optional('have ')}${optional('already ', 'finally ')}${anyOf('picked', 'chosen', 'chose', 'decided', 'set')} when`,
        atEndOr('it', 'i', 'and', 'so'),
      ),
    ),
    unless: rxTest(String.raw`\b${anyOf('holiday', 'trip', 'party', 'wedding date', 'move', 'moving', 'leave', 'quit', 'visit', 'interview', 'tell')}\b`),
    examples: { match: ["i've already picked when. the week after the wedding, so i don't ruin her day."],
      noMatch: ['i have already picked when to book the holiday', 'i decided when to tell my boss'] },
  },
  {
    id: 'plan.not-making-it-past', tier: 'concern', subject: 'check', triggers: ['past', 'beyond'],
    requires: ['making', 'make', 'living', 'getting'],
    // "set a date. my 18th birthday. i'm not making it past that" — a life given an end, not a round lost.
    pattern: rx(
      seq(
        String.raw`\bi ${anyOf('am not', 'will not', 'do not plan on', 'am not planning on')} `,
        `${anyOf('making it', 'make it', 'going to make it', 'living', 'getting')} ${anyOf('past', 'beyond')} `,
        anyOf('that', 'then', 'my birthday', `my ${anyOf('18th', '30th', '21st', '16th', '40th', '50th')}`, 'this year', 'christmas', 'new year'),
        String.raw`\b`,
      ),
    ),
    unless: rxTest(
      String.raw`\b${anyOf('round', 'rounds', 'interview', 'audition', 'level', 'stage', 'trials', 'the cut', 'qualif[a-z]*', 'exam', 'tournament')}\b`,
    ),
    examples: { match: ["set a date. my 18th birthday. i'm not making it past that", "honestly i'm not living past christmas"],
      noMatch: ["i'm not making it past that level, the boss is impossible", 'i will not get past that interview stage'] },
  },
  {
    id: 'plan.last-day-unknown', tier: 'concern', subject: 'check', triggers: ['last', 'final'],
    requires: ['know', 'knows', 'realise', 'realize'],
    // "they just dont know it's my last day": a last day kept secret.
    pattern: rx(
      seq(
        String.raw`\b${anyOf('they', 'nobody', 'no one', 'he', 'she', 'my family', 'my parents', 'mum', 'mom')} ${optional('just ')}`,
        `${anyOf('do not', 'does not', 'did not')} ${anyOf('know', 'realise', 'realize')} ${optional('that ')}`,
        String.raw`${anyOf('it is', 'this is', 'today is', 'tonight is')} ${optional('my ')}${anyOf('last', 'final')} ${anyOf('day', 'night')}\b`,
      ),
    ),
    unless: rxTest(String.raw`\b${anyOf('surprise', 'leaving do', 'leaving party', 'new job', 'notice', 'resign[a-z]*', 'moving', 'farewell party')}\b`),
    examples: { match: ["today was my last day at school. they just dont know it's my last day"],
      noMatch: ["they don't know it's my last day before my new job starts", 'they did not know it was my last night in paris'] },
  },
];
