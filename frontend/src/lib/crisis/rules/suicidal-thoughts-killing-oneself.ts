/** Thoughts of suicide: killing oneself, ending it, suicide named, voices telling one to die (ideation). */
import { anyOf, anyWord, atEndOr, gap, loose, notFollowedBy, optional, rx, rxTest, seq, type Rule } from './rule';
import { FILLER, OTHER_PERSON, PHRASE_END } from './vocabulary';

/** Killing oneself, in the words people use for it. */
const KILL_SELF = anyOf(
  `${anyOf('kill', 'kills', 'killing', 'killed', 'murder', 'murdering', 'off', 'offing', 'top', 'topping')} myself`,
  `${anyOf('end', 'ends', 'ending')} ${anyOf(`my ${optional('own ')}${anyOf('life', 'existence')}`, 'myself')}`,
  `${anyOf('take', 'takes', 'taking')} my ${optional('own ')}life`,
  `${anyOf('do', 'doing')} myself in`,
  `${anyOf('take', 'taking')} myself out`,
);

export const SUICIDAL_THOUGHTS_KILLING_ONESELF_RULES: readonly Rule[] = [
  {
    id: 'ideation.kill-self', tier: 'ideation', subject: 'inherent', upgrade: 'decision', triggers: ['myself', 'life', 'existence'],
    pattern: rx(String.raw`\b${KILL_SELF}\b`),
    unless: rxTest(
      seq(
        String.raw`\b${anyOf('am', 'been', 'was', 'were', 'are', 'keep', 'kept')} killing myself `,
        anyOf(
          'at', 'over', 'with', 'for', 'trying',
          `to ${anyOf('get', 'finish', 'make', 'meet', 'keep', 'pay', 'hit', 'impress', 'please', 'catch', 'be ready', 'save', 'stay')}`,
          'studying', 'working', 'at work',
        ),
        String.raw`\b`,
      ),
      String.raw`\bkill${optional('ed', 'ing')} myself ${anyOf('laughing', 'at the gym', 'at work', 'working', 'studying')}\b`,
      String.raw`\bcould ${optional('just ')}kill myself for\b`,
      String.raw`\bend my life ${anyOf('story', 'insurance')}`,
      String.raw`\btak${anyOf('e', 'ing')} my life ${anyOf('back', 'into my own hands', 'seriously', 'in a new direction')}`,
      String.raw`\bend${optional('ing')} myself ${anyOf('up', 'in')}\b`,
    ),
    examples: { match: ['I want to kill myself.', 'I want to end my life.', 'i should just kms'],
      noMatch: ["I'd never take my own life.", "I'm killing myself at the gym this month.", 'You should kys'] },
  },
  {
    id: 'ideation.end-it', tier: 'ideation', subject: 'check', upgrade: 'decision', triggers: ['end', 'ending', 'ends'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('end', 'ends', 'ending')} `,
        anyOf(
          'it all',
          `everything${notFollowedBy(` ${anyOf('with', 'between', 'on', 'for', 'off', 'at', 'in', 'we')}`)}`,
          seq(
            'it',
            anyOf(
              PHRASE_END,
              ' once and for all', ' for real',
              seq(
                ` at ${anyOf(String.raw`\d{1,2}${optional(String.raw` \d\d`)}${optional(' ?[ap]m')}`, 'midnight', 'dawn', 'sunrise', 'sunset')}`,
                String.raw`\b`,
              ),
              ` ${optional('on ')}${anyOf('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday')}`,
              ` on ${anyOf('my birthday', 'the weekend')}`,
              ` ${anyOf('tomorrow', 'tonight', 'this evening', 'in the morning')}`,
              ` this ${anyOf('weekend', 'week', 'friday', 'saturday', 'sunday')}`,
              ` next ${anyOf('week', 'weekend')}`,
            ),
          ),
          seq(
            'things',
            notFollowedBy(
              seq(
                ' ',
                anyOf(
                  'with', 'between', 'on', 'for', 'off', 'at', 'in', 'here', 'there', 'properly', 'early', 'differently', 'well', 'badly', 'nicely',
                ),
                String.raw`\b`,
              ),
            ),
          ),
        ),
      ),
    ),
    unless: rxTest(
      seq(
        String.raw`\b${anyOf('end', 'ending')} it ${optional(`${anyOf('at', 'on', 'by', 'after')} [a-z0-9]+ ${optional('[ap]m ')}`)}`,
        String.raw`${anyOf('with', 'between')}\b`,
      ),
      seq(
        String.raw`\b`,
        anyOf(
          'movie', 'film', 'show', 'book', 'series', 'season', 'story', 'game', 'meeting', 'relationship', 'marriage', 'friendship', 'engagement',
          'contract', 'call', 'conversation', 'argument', 'fight', 'game', 'war', 'strike', 'lease', 'subscription',
        ),
        String.raw`\b(?: [a-z]+){0,3} ${anyOf('end', 'ends', 'ending')}\b`,
      ),
    ),
    examples: { match: ['I want to end it all.', 'Thinking of ending things.', "i'm going to end it thursday night"],
      noMatch: ['I have zero intention of ending it.', "The guy at work said he's thinking of ending it.", 'I want to end things with my boyfriend.'] },
  },
  {
    id: 'ideation.suicide', tier: 'ideation', subject: 'check', upgrade: 'decision', triggers: ['suicide', 'suicidal', 'ideation', 'si'],
    pattern: rx(
      String.raw`\bsuicidal\b${notFollowedBy(String.raw` ${OTHER_PERSON}\b`)}`,
      // Therapy's shorthand: "passive SI", "SI is back", "having SI again" (not SI units).
      String.raw`\b${anyOf('active', 'passive', 'having', 'had', 'my')} si\b${notFollowedBy(' units?', ' system')}`,
      String.raw`\bsi ${anyOf('is back', 'is bad', 'is worse', 'is getting worse', 'has been bad', 'has come back', 'again', 'thoughts')}\b`,
      // Therapy's word for it, said of oneself: "ideation back. strong.", "had ideation last night".
      seq(
        String.raw`\bideation\b`,
        notFollowedBy(` ${anyOf('in', 'among', 'rates?', 'screening', 'scales?', 'research', 'studies', 'study', 'items?', 'questions?', 'module')}\\b`),
      ),
      seq(
        String.raw`\b`,
        anyOf(
          'think', 'thinking', 'thought', 'thoughts', 'considering', 'considered', 'consider', 'contemplating', 'contemplated', 'contemplate',
          'planning', 'planned', 'plan', 'plans', 'fantasizing', 'fantasize', 'fantasising', 'fantasise', 'obsessing', 'dreaming', 'researching',
          'idea', 'ideas', 'urges?', 'tempted by', 'desire', 'researched', 'googling', 'googled', 'leaning towards', 'close to',
        ),
        String.raw` ${optional('about ', 'of ', 'on ', 'over ')}${optional('my ', 'committing ', 'attempting ', 'doing ', ``)}suicide\b`,
        notFollowedBy(
          seq(
            ' ',
            anyOf(
              'rates?', 'statistics', 'prevention', 'awareness', 'hotline', 'hotlines', 'lines?', 'squad', 'mission', 'survivors?', 'loss',
              'bereavement',
              `in ${anyOf('the', 'my', 'a')} ${anyOf('book', 'novel', 'movie', 'story', 'class', 'film', 'show', 'song')}`,
            ),
          ),
        ),
      ),
      seq(
        String.raw`\bsuicide `,
        anyOf(
          'is', 'feels', 'seems', 'looks', 'sounds', 'has been', 'keeps', 'is always', 'has always been', 'is becoming',
          `is starting to ${anyOf('feel', 'look', 'seem', 'sound')}`,
          'keeps being',
        ),
        ` ${FILLER}${optional('like ')}`,
        anyOf(
          'on my mind',
          `the ${anyOf('only', 'best', 'easiest', 'right', 'last')} ${anyOf('answer', 'option', 'way', 'choice', 'solution', 'thing')}`,
          `my ${anyOf('only', 'best', 'last')} ${anyOf('answer', 'option', 'way', 'choice', 'solution', 'hope')}`,
          'an option', 'the answer', 'the way out', 'my way out', 'appealing', 'tempting', 'better', 'easier', 'inviting',
          `calling ${anyOf('me', 'to me')}`,
          'crossing my mind', 'on the table', 'in my head', 'in my thoughts', 'attractive', 'peaceful', 'a relief', 'popping into my head',
          'coming back',
        ),
      ),
      String.raw`\b${anyOf('commit', 'committing', 'do', 'doing')} suicide\b`,
      String.raw`\b${anyOf('want', 'wants', 'wanna', 'going', 'gonna', 'about', 'plan', 'ready', 'need')} to ${optional('commit ')}suicide\b`,
      String.raw`\bsuicide ${anyOf('is', 'has been', 'was')} ${anyOf('on', 'in')} my ${anyOf('mind', 'head', 'thoughts')}\b`,
    ),
    // Work about suicide, and someone else the speaker worries about, are not the speaker's thoughts.
    unless: rxTest(
      String.raw`\bsuicide ${anyOf('risk', 'prevention', 'assessments?', 'screenings?', 'training', 'awareness')}\b`,
      seq(
        String.raw`\b`,
        anyOf(
          'friend', 'someone', 'somebody', 'person', 'brother', 'sister', 'son', 'daughter', 'partner', 'mum', 'mom', 'dad', 'student', 'patient',
          'client', 'he', 'she', 'they',
        ),
        `s? ${anyOf('who', 'that')} ${optional('i think ', 'i am worried ', 'i fear ')}${anyOf('might', 'may', 'could', 'is', 'are', 'seems?')} `,
        String.raw`${optional('be ')}suicidal\b`,
      ),
    ),
    examples: { match: ['ideation back. strong. 2am.', "I'm suicidal.", 'I think about suicide a lot.', "I've been feeling suicidal again."],
      noMatch: ['Our lecture covered ideation rates in teenagers.', "I'm not suicidal.", 'My friend is suicidal, what do I do?',
        'We did suicide prevention training at work.'] },
  },
  {
    id: 'ideation.suicide-noun', tier: 'ideation', subject: 'inherent', triggers: ['suicide'],
    pattern: rx(String.raw`\bmy ${optional('own ')}suicide\b${notFollowedBy(` ${anyOf('prevention', 'awareness', 'research', 'squad')}`)}`),
    examples: { match: ["I'm writing my suicide note.", 'I keep planning my own suicide.'],
      noMatch: ['My suicide attempt was 10 years ago. I speak at schools about it now.', "I'm reading about suicide prevention."] },
  },
  {
    id: 'ideation.fantasizing-death', tier: 'ideation', subject: 'check',
    triggers: [
      'fantasize', 'fantasizes', 'fantasizing', 'fantasized', 'fantasise', 'fantasises', 'fantasising', 'fantasised', 'daydream', 'daydreams',
      'daydreaming', 'daydreamed', 'dream', 'dreaming', 'imagine', 'imagining', 'picture', 'picturing', 'obsess', 'obsessing', 'romanticize',
      'romanticizing', 'romanticise', 'romanticising',
    ],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'fantasi[sz]e', 'fantasi[sz]es', 'fantasi[sz]ing', 'fantasi[sz]ed', 'daydream', 'daydreams', 'daydreaming', 'daydreamed', 'dream',
          'dreaming', 'imagine', 'imagining', 'picture', 'picturing', 'obsess', 'obsessing', 'romantici[sz]e', 'romantici[sz]ing',
        ),
        ` ${optional('about ', 'of ', 'over ')}`,
        anyOf(
          'dying', 'death', 'being dead',
          `my ${optional('own ')}${anyOf('death', 'funeral', 'suicide')}`,
          `not ${anyOf('existing', 'being here', 'being alive', 'waking up')}`,
          `ending ${anyOf('it', 'my life', 'things', 'everything')}`,
          'killing myself', 'suicide',
        ),
        String.raw`\b`,
      ),
    ),
    unless: rxTest(
      String.raw`\b${anyOf('had', 'have', 'having')} ${anyOf('a', 'this', 'the', 'another', 'weird', 'bad', 'scary')} ${anyOf('dream', 'nightmare')}`,
      String.raw`\bdream ${anyOf('job', 'house', 'wedding', 'death metal')}`,
    ),
    examples: { match: ['I keep fantasising about my own death.', 'I keep imagining ending my life.'],
      noMatch: ["I used to fantasize about dying, but that's over.", 'I had a dream about dying last night.'] },
  },
  {
    // "The voice that says kill yourself is getting louder": a voice telling the speaker to die.
    id: 'ideation.command-voices', tier: 'ideation', subject: 'check', triggers: ['voice', 'voices'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('voice', 'voices')}${gap(4)} `,
        anyOf('says?', 'saying', 'said', 'tells? me', 'telling me', 'told me', `keeps? ${anyOf('telling me', 'saying')}`, 'whispers?', 'whispering'),
        `${optional(' to', ' that i should', ' i should', ' i need to', ' i have to')} `,
        anyOf(
          `kill ${anyOf('myself', 'yourself')}`,
          'die', 'end it',
          `end ${anyOf('my', 'your')} life`,
          `hurt ${anyOf('myself', 'yourself')}`,
          `cut ${anyOf('myself', 'yourself')}`,
          'jump',
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ['The voice that says kill yourself is getting louder.', 'The voices keep telling me to end it.'],
      noMatch: ['The voice in my head tells me to eat more vegetables.', 'The voices in the movie told him to jump.'] },
  },
  {
    id: 'ideation.only-death-wanted', tier: 'ideation', subject: 'inherent', hyperbole: true, triggers: ['death', 'die', 'dying'],
    pattern: rx(
      loose(anyOf('only', 'just'), anyOf('death', 'to die', 'die', 'dying'), 'i', anyOf('want', 'wish', 'need', 'ask for', 'think about', 'pray for')),
      loose('i', anyOf('want', 'wish', 'need', 'ask for', 'pray for'), anyOf('only', 'just'), anyOf('death', 'to die', 'die', 'dying')),
    ),
    examples: { match: ['only death I want now', 'i want only death', 'Just to die I wish.'],
      noMatch: ['The only death I want to read about is in my crime novel.', 'only the death scene in the film made me cry'] },
  },
  {
    id: 'ideation.finish-my-life', tier: 'ideation', subject: 'check', upgrade: 'decision',
    triggers: ['finish', 'finishing', 'finished', 'stop', 'stopping', 'off', 'remove', 'removing', 'with', 'me'],
    // Learners' words for ending one's life: "I am thinking to finish my life".
    pattern: rx(
      // "I think many times to kill me": a learner's "me" for "myself", after the speaker's own verb.
      seq(
        String.raw`\bi ${gap(4)}${anyOf('think', 'thinking', 'want', 'wanna', 'wish', 'try', 'trying', 'tried', 'plan', 'planning', 'decide', 'decided')}`,
        String.raw`${gap(3)} to ${anyOf('kill', 'finish', 'end')} me\b`,
      ),
      seq(
        anyWord('finish', 'finishing', 'stop', 'stopping', 'end with', 'ending with', 'finish with', 'take off', 'remove'),
        ` ${anyOf('my life', 'my own life', 'myself', 'my existence', 'with my life')}\\b`,
      ),
    ),
    unless: rxTest(String.raw`\bmy life ${anyOf('story', 'insurance', 'savings', 'coach')}\b`),
    examples: { match: ['I am thinking to finish my life', 'tomorrow I finish with my life', 'I think many times to kill me'],
      noMatch: ['I finished my life insurance forms today', 'she wants to finish her life story'] },
  },
  {
    id: 'ideation.kill-me-request', tier: 'concern', subject: 'inherent', hyperbole: true, triggers: ['kill'],
    requires: ['me'],
    // Asking to be killed: often hyperbole ("someone kill me, this lecture"), so a check, not the card.
    pattern: rx(
      seq(
        anyWord(
          'please', 'pls', 'plz', 'can you', 'could you', 'would you', 'will you', 'somebody', 'someone', 'anyone', 'i want you to',
          'i need you to', 'i want someone to', 'i need someone to', 'i wish someone would', 'i beg you',
        ),
        ` ${optional('just ', 'please ')}kill me${optional(' please', ' now', ' already')}`,
        atEndOr('i', 'and', 'because', 'honestly', 'for real', 'seriously'),
      ),
    ),
    examples: { match: ['please kill me', 'can you kill me', 'I want someone to kill me'],
      noMatch: ['my mum would kill me if she found out', 'can you kill me in the game so I respawn'] },
  },
  {
    id: 'ideation.understands-those-who-did', tier: 'ideation', subject: 'inherent', scope: 'sentence', triggers: ['lives', 'themselves', 'suicide', 'life'],
    requires: ['get', 'understand', 'envy', 'jealous', 'sense'],
    // Taking the side of people who ended their lives: "i get it now", "i understand why".
    pattern: rx(
      seq(
        String.raw`\b${anyOf('people', 'those', 'someone', 'others', 'anyone', 'men', 'women')} who `,
        anyOf('ended their lives', 'end their lives', 'ended their own lives', 'take their own lives', 'took their own lives', 'kill themselves',
          'killed themselves', 'took their lives', 'commit suicide', 'committed suicide', 'died by suicide'),
        String.raw`(?: [a-z]+| ,){0,10}? ${anyOf('i get it', 'i get why', 'i understand', 'i envy', 'i am jealous', 'it makes sense', 'makes sense to me')}\b`,
      ),
      seq(
        String.raw`\bi ${optional('finally ', 'really ', 'totally ', 'now ')}${anyOf('get', 'understand', 'see')} ${optional('now ')}why `,
        anyOf('people kill themselves', 'people commit suicide', 'people end their lives', 'people end it', 'people take their own lives',
          'someone would kill themselves', 'someone would end it', 'he did it', 'she did it', 'they did it'),
        String.raw`\b`,
      ),
    ),
    examples: { match: ["i've been reading about people who ended their lives because of chronic pain and i get it now",
        'I finally understand why people kill themselves.'],
      noMatch: ['I volunteer with people who lost someone who died by suicide, and I understand grief better now', 'I get why people love this show'] },
  },
  {
    id: 'ideation.thinking-of-hanging', tier: 'ideation', subject: 'check', triggers: ['hanging', 'hang'],
    requires: ['think', 'thinking', 'thought', 'thoughts', 'fan', 'ceiling', 'beam'],
    // "daily I look at it and think of hanging" — not hanging out, or pictures.
    pattern: rx(
      seq(
        String.raw`\b${anyOf('think of', 'think about', 'thinking of', 'thinking about', 'thought of', 'thought about', 'thoughts of', 'thoughts about')} `,
        'hanging',
        notFollowedBy(` ${anyOf('out', 'up', 'around', 'the', 'a', 'some', 'my', 'pictures', 'photos', 'washing', 'laundry', 'with', 'on', 'in', 'onto')}\\b`),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('ceiling fan', 'beam', 'light fitting')} ${gap(4)} `,
        String.raw`${anyOf('think of', 'thinking of', 'think about')} hang${optional('ing')} myself\b`,
      ),
    ),
    examples: { match: ['Hostel room has a ceiling fan and daily I look at it and think of hanging.'],
      noMatch: ['thinking of hanging out with sam later', 'thinking about hanging the pictures in the hall'] },
  },
  {
    id: 'ideation.after-i-am-dead', tier: 'concern', subject: 'inherent', triggers: ['dead', 'gone'],
    requires: ['after', 'when', 'once'],
    // Arranging for "after I'm dead": "so my mum gets the money after im dead".
    pattern: rx(
      String.raw`\b${anyOf('after', 'once')} i am ${anyOf('dead', 'gone for good', 'no longer alive')}\b`,
    ),
    unless: rxTest(String.raw`\b${anyOf('will', 'inheritance', 'estate', 'solicitor', 'lawyer', 'funeral plan', 'years', 'old age', 'when i am old')}\b`),
    examples: { match: ['i put my ps5 up for sale so my mum gets the money after im dead'],
      noMatch: ['the house goes to the kids after i am dead as the will says', 'i hope they remember me after i am gone'] },
  },
  {
    id: 'ideation.gone-if-silent', tier: 'intent', subject: 'inherent', scope: 'sentence', presentDespitePast: true,
    triggers: ['post', 'reply', 'answer', 'text', 'message', 'online'],
    // "if i dont post tmrw its bc i did it": silence to come, explained in advance.
    pattern: rx(
      seq(
        String.raw`\bif i ${anyOf('do not', 'did not', 'never')} ${anyOf('post', 'reply', 'answer', 'text', 'message', 'come online', 'log on', 'show up')}`,
        String.raw`${gap(3)} ,? ?${anyOf('it is', 'its', 'that is')} because i `,
        anyOf('did it', 'went through with it', 'am gone', 'am dead', 'finally did it'),
        atEndOr('love', 'bye', 'goodbye', 'sorry', 'and', 'so', 'i'),
      ),
    ),
    examples: { match: ['yall if i dont post tmrw its bc i did it. love u'],
      noMatch: ['if the cake is gone it is because i did it, sorry', 'if i do not reply it is because i did it wrong and the app crashed'] },
  },
  {
    id: 'ideation.jokes-not-jokes', tier: 'ideation', subject: 'check', presentDespitePast: true, triggers: ['jokes', 'joke', 'joking'],
    requires: ['myself', 'suicide', 'suicidal', 'die'],
    // The dark joke that stopped being one: "the kms jokes stopped being jokes".
    pattern: rx(
      seq(
        String.raw`\b${anyOf('kill myself', 'suicide', 'suicidal', 'want to die', 'unalive myself')} ${anyOf('jokes', 'joke')}`,
        String.raw`${gap(2)} ${anyOf('stopped being', 'are not', 'is not', 'are no longer', 'is no longer', 'are not really', 'is not really', 'were never')} `,
        String.raw`${optional('a ', 'really ', 'just ')}${anyOf('jokes', 'joke', 'joking')}\b`,
      ),
    ),
    examples: { match: ['ngl the kms jokes stopped being jokes a while ago', 'my suicide jokes are not really jokes'],
      noMatch: ['his suicide jokes are not funny, told him to stop', 'my kms jokes are not funny, my sister says'] },
  },
  {
    id: 'ideation.denied-but-constant', tier: 'ideation', subject: 'check', negated: true, triggers: ['but'],
    requires: ['think', 'thinking', 'thought', 'thoughts'],
    // "i dont want to kill myself but i think about it constantly": the denial does not end the thoughts.
    pattern: rx(
      seq(
        String.raw`\bi ${anyOf('do not', 'do not really', 'do not actually')} want to ${anyOf('kill myself', 'die', 'end it', 'end my life', 'hurt myself')}`,
        ` ${optional(', ')}but ${optional('i ')}`,
        anyOf(
          'think about it', 'keep thinking about it', 'cannot stop thinking about it', 'still think about it', 'think about it all the time',
          'the thoughts', 'the thought',
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ['i dont want to kill myself but i think about it constantly', "I don't want to die but the thoughts won't stop"],
      noMatch: ["i don't want to die, but i think about death less now", "i don't want to hurt myself and i never think about it"] },
  },
];
