/** Preparations: notes and goodbyes, giving things away, the last entry, what happens after (intent). */
import { anyOf, anyWord, atEndOr, followedBy, gap, notFollowedBy, optional, rx, rxTest, seq, type Rule } from './rule';
import { EVERYDAY_ABSENCE, PHRASE_END } from './vocabulary';

export const PREPARATION_RULES: readonly Rule[] = [
  {
    id: 'preparation.explaining-letters', tier: 'intent', subject: 'check', triggers: ['letter', 'letters', 'note', 'notes', 'message', 'messages'],
    requires: ['why'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('letters?', 'notes?', 'messages?')}${gap(6)} `,
        String.raw`${anyOf('explaining', 'to explain', 'that explain', 'telling them', 'to tell them')} why\b`,
      ),
    ),
    unless: rxTest(
      anyWord(
        'quit', 'quitting', 'resign', 'resigning', 'resignation',
        `leaving the ${anyOf('company', 'team', 'job')}`,
        'late', 'absence', 'absent', 'cover letter', 'apolog[a-z]*',
      ),
    ),
    examples: { match: ['I wrote letters to my mom and my sister explaining why.', "I've written notes to my kids explaining why."],
      noMatch: ['He left notes explaining why the project was late.', "I wrote a letter to my boss explaining why I'm resigning."] },
  },
  {
    id: 'preparation.will-be-gone', tier: 'intent', subject: 'inherent', triggers: ['gone'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'tomorrow', 'tonight', 'soon', 'by morning', 'by tomorrow', 'by the weekend', 'by friday', 'by monday', 'next week', 'after tonight',
          'in the morning', 'tomorrow morning',
        ),
        `${optional(' morning', ' night')} i will ${anyOf('be gone', 'not be here', 'no longer be here')}`,
        followedBy(' *$', ' forever', ' for good', ` and ${anyOf('no one', 'nobody', 'you', 'everyone', 'it')}`, ' please'),
      ),
      seq(
        String.raw`\bi will ${anyOf('be gone', 'not be here')} `,
        anyOf('forever', 'for good', `by ${anyOf('morning', 'tomorrow', 'then')}`, `before ${anyOf('you', 'anyone', 'they', 'morning', 'sunrise')}`),
        String.raw`\b`,
      ),
    ),
    unless: EVERYDAY_ABSENCE,
    examples: { match: ["I'll be gone by morning.", "Tomorrow I'll be gone. Please don't try to stop me."],
      noMatch: ['I will not be gone by morning.', 'My sister will be gone by morning.'] },
  },
  {
    id: 'preparation.when-i-am-gone', tier: 'intent', subject: 'inherent', scope: 'sentence', triggers: ['gone', 'dead'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('when', 'after', 'once')} i am ${anyOf('gone', 'dead', 'not here', 'no longer here')}\b`,
        `${notFollowedBy(` ${anyOf('on', 'for', 'to', 'at', 'from', 'with', 'until', 'till', 'away')}`)}${optional(' ,')}${gap(4)} `,
        String.raw`${anyOf('take care of', 'look after', 'feed', 'give', 'tell', 'please', 'make sure', 'look out for', 'keep')}\b`,
      ),
    ),
    unless: EVERYDAY_ABSENCE,
    examples: { match: ["When I'm gone, please take care of my dog.", "After I'm gone, make sure mum gets my savings."],
      noMatch: ["When I'm gone for the weekend, please feed the cat.", 'When he is gone, take care of the garden.'] },
  },
  {
    id: 'preparation.goodbye', tier: 'intent', subject: 'check', everyday: true, triggers: ['goodbye', 'goodbyes', 'farewell', 'suicide'],
    pattern: rx(
      String.raw`\b${anyOf('goodbye', 'suicide', 'farewell')} ${anyOf('letters?', 'notes?', 'messages?', 'texts?', 'videos?', 'emails?', 'posts?')}\b`,
      String.raw`\b${anyOf('final', 'last')} ${anyOf('goodbyes?', 'farewell')}\b`,
      seq(
        String.raw`\b${anyOf('this is', 'it is', 'consider this', 'here is')} ${optional('my ')}${optional('final ', 'last ')}goodbye`,
        atEndOr('forever', 'everyone', 'world', 'all', 'for good', 'i', 'and', 'thank', 'sorry', 'i love', 'then'),
      ),
      String.raw`\b${anyOf('said', 'saying', 'say', 'to say')} ${optional('my ')}${optional('final ', 'last ')}goodbyes\b`,
      String.raw`\bgoodbye ${anyOf('forever', 'world', 'cruel world')}\b`,
      seq(
        String.raw`\b${anyOf('said', 'saying', 'say')} goodbye to `,
        anyOf('everyone', 'everybody', `all my ${anyOf('friends', 'family')}`, `my ${anyOf('family', 'friends', 'loved ones')}`),
        optional(` i ${anyOf('love', 'care about')}`),
        atEndOr('i love', 'i care', 'for good', 'forever', 'for the last time', 'one last time', 'already', 'and i', 'in my own way'),
      ),
    ),
    unless: rxTest(
      anyWord(
        'party', 'graduation', 'leaving do', 'farewell party', 'moving', 'move', 'new job', 'last day at work', 'semester', 'vacation', 'holiday',
        'trip', 'airport', 'apartment', 'house', 'flat', 'city', 'town', 'school', 'office', 'old job', 'team', 'class', 'dorm', 'neighbou?rhood',
        'summer',
      ),
    ),
    examples: { match: ['This is my final goodbye.', 'I wrote my goodbye letters.'],
      noMatch: ['I said my goodbyes to my old apartment today.', "My daughter wrote a goodbye letter and I'm terrified."] },
  },
  {
    id: 'preparation.before-nerve-goes', tier: 'intent', subject: 'inherent', triggers: ['nerve'],
    // "Saying goodbye now before I lose the nerve."
    pattern: rx(
      seq(
        String.raw`\b${anyOf('goodbye', 'goodbyes', 'farewell', 'end it', 'end my life', 'do it', 'go through with it', 'kill myself')}${gap(3)}`,
        String.raw` before i lose ${optional('my ', 'the ')}nerve\b`,
      ),
    ),
    unless: rxTest(anyWord('ask', 'asking', 'jump', 'bungee', 'skydiv', 'quit', 'resign', 'confess', 'propose', `tell ${anyOf('her', 'him', 'them')}`)),
    examples: { match: ['Saying my goodbyes tonight before I lose my nerve.', "I'm going to do it before I lose the nerve."],
      noMatch: ["I'm going to ask her out before I lose my nerve.", 'I want to do the bungee jump before I lose my nerve.'] },
  },
  {
    id: 'preparation.suicide-note', tier: 'intent', subject: 'check', triggers: ['note', 'notes', 'letter', 'letters', 'suicide'],
    pattern: rx(
      String.raw`\bsuicide ${anyOf('note', 'notes', 'letter', 'letters')}\b`,
      seq(
        String.raw`\b`,
        anyOf(
          'wrote', 'written', 'writing', 'write', 'left', 'leave', 'leaving', 'drafted', 'drafting', 'recorded', 'recording', 'finished', 'typed',
          'typing', 'prepared', 'preparing',
        ),
        ` ${optional('a ', 'my ', 'the ', 'some ', 'all the ', 'all my ', ``)}${optional('last ', 'final ', 'goodbye ')}`,
        `${anyOf('letters?', 'notes?', 'messages?', 'videos?')}${gap(4)} `,
        anyOf(
          'explaining why', 'saying goodbye', 'to say goodbye',
          `for ${anyOf('when', 'after')} i am gone`,
          'for after i am gone', 'in case i do not',
          `so they ${anyOf('know', 'understand')} why`,
          `apologi[sz]ing for ${anyOf('everything', 'leaving', 'what i am about to do')}`,
          `telling them ${anyOf('it is not their fault', 'i am sorry', 'why')}`,
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ["I've written a suicide note.", 'I left letters for my kids saying goodbye.'],
      noMatch: ['The character in my screenplay writes a suicide note.', 'He left notes explaining why the project was late.'] },
  },
  {
    id: 'preparation.last-entry', tier: 'intent', subject: 'check', triggers: ['last', 'final'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('this is', 'this will be', 'it is', 'here is', 'writing')} ${optional('my ', 'the ')}${anyOf('last', 'final')} `,
        String.raw`${optional('journal ')}${anyOf('entry', 'message', 'post', 'note', 'words', 'night', 'day')}\b`,
        notFollowedBy(
          seq(
            ' ',
            anyOf(
              `of ${anyOf('the', 'this')} ${anyOf('year', 'month', 'week', 'trip', 'holiday', 'vacation', 'semester', 'term')}`,
              seq(
                'at ',
                anyOf(
                  'work', 'school', 'my job', 'the office',
                  `the ${notFollowedBy('edge', 'bridge', 'cliff', 'tracks')}[a-z]+`,
                  `this ${anyOf('job', 'place', 'company', 'school')}`,
                  `my ${anyOf('job', 'school', 'work', 'old job', 'internship', 'placement')}`,
                ),
              ),
              `before ${anyOf('i', 'my')} ${anyOf('trip', 'vacation', 'holiday', 'move', 'exam', 'flight', 'break')}`,
              `for ${anyOf('today', 'tonight', 'now', 'this week', 'a while')}`,
            ),
          ),
        ),
      ),
      seq(
        String.raw`\b${optional('my ')}last ${anyOf('night', 'day', 'week', 'hours?')} `,
        String.raw`${anyOf(`on ${optional('this ')}earth`, 'alive', 'of my life', 'in this world', 'breathing')}\b`,
      ),
      seq(
        String.raw`\blast time ${anyOf('you will', 'anyone will', 'you are going to', 'anyone is going to')} ${anyOf('hear', 'see')} `,
        String.raw`${optional('from ')}me\b`,
      ),
      seq(
        String.raw`\b${anyOf('this is', 'this will be', 'it is')} ${anyOf('the', 'my')} last time ${anyOf('i will', 'i am going to', 'i ever', 'i')} `,
        anyOf('write', 'post', 'talk', 'message', 'text', 'speak', 'journal'),
        String.raw`${notFollowedBy(` ${anyOf('about', `to ${anyOf('him', 'her', 'them', 'my ex')}`)}`)}\b`,
      ),
    ),
    unless: rxTest(
      anyWord(
        `for ${anyOf('the', 'this')} ${anyOf('week', 'day', 'month', 'weekend', 'while', 'year', 'semester', 'trip')}`,
        'for now', 'for today', 'for tonight', 'until', 'till', 'camping', 'trip', 'vacation', 'holiday', 'travel', 'travelling', 'traveling',
        `of the ${anyOf('year', 'month', 'week', 'day')}`,
        `${anyOf('this', 'the', 'my', 'old')} notebook`,
      ),
    ),
    examples: { match: ['This is my last journal entry.', "This is the last time I'll write in this journal."],
      noMatch: ['This will be my last entry for the week, going camping.', 'This is my last entry in this notebook, starting a fresh one tomorrow.'] },
  },
  {
    id: 'preparation.concealment-funeral', tier: 'intent', subject: 'check', triggers: ['accident', 'funeral'],
    pattern: rx(
      String.raw`\bmake ${anyOf('it', 'my death', 'this')} ${anyOf('look', 'seem')} like an accident\b`,
      seq(
        String.raw`\bso ${optional('that ')}${anyOf('it', 'my death')} ${anyOf('looks', 'seems', 'would look', 'will look', 'looked')}`,
        String.raw` like an accident\b`,
      ),
      seq(
        String.raw`\b`,
        anyOf(
          'plan', 'planned', 'planning', 'picked', 'picking', 'chose', 'choosing', 'chosen', 'decided', 'organi[sz]ed', 'organi[sz]ing', 'arranged',
          'arranging', 'wrote', 'writing',
        ),
        String.raw`${optional(' out')} (?:[a-z]+ ){0,5}?${anyOf('at', 'for')} my ${optional('own ')}funeral\b`,
      ),
      seq(
        String.raw`\b${anyOf('plan', 'planned', 'planning', 'organi[sz]ing', 'arranging', 'arranged', 'paid for', 'paying for')} my `,
        String.raw`${optional('own ')}funeral\b`,
      ),
    ),
    examples: { match: ["I'm going to make it look like an accident.", "I've been planning my own funeral."],
      noMatch: ['My nan has been planning her own funeral.', "I'm not going to make it look like an accident."] },
  },
  {
    id: 'preparation.giving-away-belongings', tier: 'intent', subject: 'check', everyday: true,
    triggers: ['away', 'gets', 'get', 'give', 'given', 'gave', 'giving', 'affairs', 'inherits', 'giving', 'handing', 'handed'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('gave', 'give', 'giving', 'given', 'handed', 'handing')} away ${optional('all ', 'most ', 'some ')}${optional('of ')}`,
        anyOf('my', 'all my', 'most of my', 'everything i own', 'my stuff', 'my things'),
        optional(
          seq(
            ' ',
            anyOf(
              'things', 'stuff', 'belongings', 'possessions', 'pets?', 'cat', 'dog', 'plants', 'games', 'clothes', 'books', 'art', 'guitar',
              'jewelry', 'prized [a-z]+', 'favorite [a-z]+', 'favourite [a-z]+', 'collection', 'records', 'console', '[a-z]+ collection',
            ),
          ),
        ),
        String.raw`\b`,
        notFollowedBy(
          seq(
            ' ',
            anyOf(
              seq(
                'to ',
                anyOf('charity', 'goodwill', 'a charity', `the ${anyOf('shelter', 'thrift', 'charity', 'church', 'food bank', 'library', 'school')}`),
              ),
              'because i am moving',
              `before ${anyOf('the', 'my', 'i')} ${anyOf('move', 'moving')}`,
              'since i am moving', 'old', 'clothes i do not wear',
            ),
          ),
        ),
      ),
      seq(
        String.raw`\b${anyOf('gave', 'give', 'giving', 'given', 'handed', 'handing', 'left', 'leaving')} ${optional('away ')}`,
        `${anyOf('my', 'all my', 'most of my')} [a-z]+${gap(5)} ${anyOf('because', 'since', 'as', 'cause')} i `,
        `${anyOf('will not', 'am not going to', 'do not', 'will never')} ${anyOf('need', 'be needing', 'be using', 'use', 'have a use for')} `,
        anyOf('it', 'them', 'anything', 'any of it'),
        String.raw`${optional(' anymore', ' any more', ' where i am going', ' soon', ` after ${anyOf('tonight', 'tomorrow')}`)}\b`,
      ),
      seq(
        String.raw`\b${anyOf('gave', 'give', 'giving', 'given', 'handing', 'handed')} ${optional('all ')}${optional('of ')}my `,
        String.raw`${anyOf('things', 'stuff', 'belongings', 'possessions', 'prized [a-z]+', 'favou?rite [a-z]+')} away\b`,
      ),
      seq(
        String.raw`\b`,
        anyOf(
          `who ${anyOf('gets', 'will get', 'should get', 'can have', 'will have', 'inherits')}`,
          'decided who gets', 'sorted out who gets', 'who to give',
        ),
        ` ${optional('all ')}${optional('of ')}my `,
        anyOf(
          'things', 'stuff', 'belongings', 'possessions', 'money', 'savings', 'pets?', 'cat', 'dog', 'plants', 'games', 'clothes', 'books', 'art',
          'guitar', 'jewelry', 'room', 'car',
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('put', 'putting', 'get', 'getting', 'got', 'have', 'had', 'sorted', 'sorting', 'set', 'setting')} ${optional('all ')}`,
        String.raw`${optional('of ')}${optional('my ')}affairs ${anyOf('in order', 'sorted', 'settled')}\b`,
      ),
      String.raw`\baffairs ${anyOf('are', 'is')} ${anyOf('in order', 'sorted', 'settled')}\b`,
    ),
    unless: rxTest(
      String.raw`\b${anyOf('old', 'outgrown', 'unused', 'spare', 'extra')} ${anyOf('clothes', 'toys', 'books', 'stuff', 'things')}`,
      String.raw`\bto ${anyOf('charity', 'goodwill', 'the thrift')}`,
      seq(
        String.raw`\b`,
        anyOf('moving', 'move', 'moved', 'relocat', 'emigrat', 'decluttering', 'declutter', 'spring cleaning', 'marie kondo', 'minimalis'),
      ),
      anyWord('tax', 'taxes', 'paperwork', 'adulting', 'passport', 'registration', 'pension', 'mortgage'),
    ),
    examples: { match: ['I gave away my things.', "My affairs are in order and I'm ready."],
      noMatch: ["Giving away all my furniture because I'm moving abroad.", 'I gave away my old clothes to charity.'] },
  },
  {
    // "Told my cousin I don't need them where I'm going."
    id: 'preparation.giving-away-not-needed', tier: 'intent', subject: 'inherent', everyday: true, triggers: ['need', 'needing'],
    pattern: rx(
      seq(
        String.raw`\bi ${anyOf('do not', 'will not', 'am not going to', 'would not')} ${anyOf('need', 'be needing')} `,
        anyOf('it', 'them', `any of ${anyOf('it', 'this', 'that', 'them')}`, 'anything', 'these', 'those', 'my [a-z]+', 'money', 'a thing'),
        String.raw` where i am going\b`,
      ),
    ),
    unless: rxTest(
      anyWord(
        'holiday', 'vacation', 'trip', 'travel', 'travelling', 'traveling', 'beach', 'abroad', 'flight', 'moving', 'move', 'summer', 'winter', 'coat',
        'sunscreen', 'jumper', 'sweater', 'camp', 'uni', 'university', 'college', 'army', 'boot camp', 'mission',
      ),
    ),
    examples: { match: ["Giving my things away. I won't need them where I'm going.", "I gave away my bike because I won't need it where I'm going."],
      noMatch: ["I won't need my coat where I'm going, it's a beach holiday.", "She won't need them where she's going."] },
  },
  {
    id: 'preparation.after-i-am-gone', tier: 'intent', subject: 'inherent', triggers: ['gone', 'dead', 'here', 'around'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'looked after', 'taken care of', 'take care of', 'look after', 'cared for', 'looking after', 'gets my', 'get my', 'have my', 'feed', 'fed',
          'a home for', 'new home for', 'new owner for',
        ),
        ` (?:[a-z]+ ){0,5}${anyOf('when', 'after', 'once', 'for when')} i am ${anyOf('gone', 'dead', 'not here', 'no longer here', 'not around')}`,
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('when', 'after', 'once', 'for when')} i am ${anyOf('gone', 'dead', 'no longer here')}${gap(5)} `,
        anyOf(
          'looked after', 'taken care of', 'take care of', 'look after', 'cared for', 'gets my', 'have my',
          `my ${anyOf('cat', 'dog', 'pets?', 'things', 'stuff', 'kids', 'plants')}`,
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ["Please look after my dog when I'm gone.", "Make sure my cat is looked after when I'm dead."],
      noMatch: ["Please look after my dog while I'm away on holiday.", "Who will look after my dog when I'm at work?"] },
  },
  {
    // The pattern names the speaker ("before i ..."), whoever else the sentence is about.
    id: 'preparation.last-time-before', tier: 'intent', subject: 'inherent', triggers: ['before'],
    requires: ['through', 'it', 'myself', 'die', 'go', 'end', 'life'],
    // The last contact before an act: "to hear her voice one more time before I go through with it".
    pattern: rx(
      seq(
        String.raw`\b${anyOf('one', '1')} ${anyOf('more', 'last', 'final')} time before i `,
        anyOf('go through with it', 'do it', 'end it', 'end it all', 'die', 'kill myself', 'end my life', 'leave this world'),
        String.raw`\b`,
      ),
      seq(
        String.raw`\bbefore i ${optional('finally ')}`,
        anyOf('go through with it', 'end it all', 'end my life', 'kill myself', 'take my life', 'leave this world'),
        String.raw`\b`,
      ),
    ),
    examples: { match: ['called my mum to hear her voice one more time before i go through with it', 'I want to see the sea before I end it all'],
      noMatch: ['one more time before I go to bed, I checked the locks', 'I had a coffee before I went through with the interview'] },
  },
  {
    id: 'preparation.if-you-do-not-hear', tier: 'intent', subject: 'inherent', scope: 'sentence', triggers: ['hear', 'did'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('if', 'when')} ${anyOf('you', 'u', 'anyone', 'nobody')} ${anyOf('do not', 'does not', 'never')} hear from me`,
        // Read across the sentence's clauses: "if you don't hear from me tonight, I went through with it".
        String.raw`(?: [a-z]+| ,){0,8}? ${anyOf('i did it', 'i have done it', 'i am gone', 'i am dead', 'i went through with it', 'it is over')}\b`,
      ),
      seq(String.raw`\b${anyOf('it is', 'that is', 'it was')} because i ${anyOf('did it', 'went through with it', 'killed myself', 'ended it')}`, PHRASE_END),
    ),
    examples: { match: ['if u dont hear from me by tomorrow its because i did it', "If you don't hear from me tonight, I went through with it."],
      noMatch: ["if you don't hear from me by friday the wifi on the boat is bad", "it is because i did it wrong the first time, the cake sank"] },
  },
];
