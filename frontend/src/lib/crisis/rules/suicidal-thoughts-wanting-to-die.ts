/** Thoughts of dying: wanting or wishing to die, dwelling on it, death as a relief (ideation). */
import { anyOf, atEndOr, followedBy, gap, notFollowedBy, optional, rx, rxTest, seq, words, type Rule } from './rule';
import { FILLER, LONGING, NOT_ABOUT_THE_HOUR, WANT, WISH_GAP, WISHING, WISHING_REQUIRED } from './vocabulary';

export const SUICIDAL_THOUGHTS_WANTING_TO_DIE_RULES: readonly Rule[] = [
  {
    id: 'ideation.want-to-die', tier: 'ideation', subject: 'check', hyperbole: true, upgrade: 'timing',
    triggers: [
      'die', 'dead', 'death', 'dying', 'living', 'alive', 'exist', 'hope', 'hoping', 'pray', 'praying', 'wish', 'wishing', 'wishes', 'wished',
      'hopes', 'hoped', 'prays', 'prayed', 'wants', 'desire', 'urge', 'longing', 'yearning', 'impulse', 'need',
    ],
    pattern: rx(
      // The noun: "the desire to die is constant".
      seq(
        String.raw`\b${anyOf('the', 'my', 'this', 'that')} ${anyOf('desire', 'urge', 'wish', 'need', 'longing', 'yearning', 'impulse')} `,
        String.raw`to ${anyOf('die', 'be dead', 'not be alive', 'stop living')}\b`,
      ),
      seq(
        String.raw`\b${WANT} ${FILLER}${optional('to ')}${FILLER}`,
        String.raw`${anyOf('die', 'be dead', 'drop dead', 'stop living', 'not be alive anymore', 'be dead already')}\b`,
        notFollowedBy(
          seq(
            ' ',
            anyOf(
              'of', 'from', 'laughing', 'inside', 'a little', 'happy', 'old', 'peacefully at',
              `at ${anyOf(String.raw`\d+`, 'a ripe')}`,
              'surrounded',
              `in ${anyOf('my', 'a')} ${optional('sleep ')}${anyOf('at', 'when i am old')}`,
              seq(
                'than ',
                notFollowedBy(
                  seq(
                    anyOf(
                      'live', 'living', 'go on', 'going on', 'keep', 'keeping', 'continue', 'continuing', 'feel', 'feeling', 'face', 'facing',
                      'spend', 'spending', 'wake up', 'waking up', 'be alive', 'be here', 'stay', 'staying', 'suffer', 'suffering', 'deal', 'dealing',
                      'go back', 'going back', 'be like this', 'be me', 'be this', 'exist',
                    ),
                    String.raw`\b`,
                  ),
                ),
              ),
            ),
          ),
        ),
      ),
      seq(
        String.raw`\b`,
        anyOf(
          'want', 'wish for', 'wishing for', 'pray for', 'praying for', 'long for', 'longing for', 'beg for', 'begging for', 'crave', 'craving',
          'welcome', 'welcoming', 'ready for', 'look forward to',
        ),
        String.raw` ${anyOf('death', 'my death', 'my own death', 'to be dead')}\b`,
      ),
      String.raw`\blet me ${optional('just ')}${anyOf('die', 'be dead', 'not wake up')}\b`,
      String.raw`\bcan not wait ${anyOf('to die', 'until i die', `for ${anyOf('death', 'the day i die')}`)}\b`,
      seq(
        String.raw`\bfeel like ${anyOf('dying', 'i want to die', 'i should die', 'i should be dead')}\b`,
        notFollowedBy(` ${anyOf('my', 'your', 'her', 'his')} ${anyOf('hair', 'clothes', 'shirt', 'shoes')}`),
      ),
      String.raw`\bwhy ${anyOf('can not', 'could not', 'will not', 'do not', 'did not', 'can')} i ${FILLER}${anyOf('die', 'be dead', 'just die')}\b`,
      seq(
        String.raw`\bwish${optional('ed', 'ing', 'es')} ${optional('that ')}i ${anyOf('was', 'were', 'had been', 'could be', 'would be')} `,
        String.raw`${anyOf('dead', 'killed')}\b`,
      ),
      seq(
        String.raw`\bwish${optional('ed', 'ing', 'es')} ${optional('that ')}i ${anyOf('could', 'would', 'can', 'might')} ${FILLER}`,
        String.raw`${anyOf('die', 'be dead', 'drop dead')}\b${notFollowedBy(` ${anyOf('of', 'from', 'laughing', 'inside')}`)}`,
      ),
      String.raw`\bi ${anyOf('should', 'deserve to', 'ought to')} ${optional('just ')}${anyOf('be dead', 'die')}\b`,
      seq(
        String.raw`\b${anyOf('hope', 'hopes', 'hoped', 'hoping', 'pray', 'prays', 'prayed', 'praying', 'wish', 'wishes', 'wished', 'wishing')} `,
        `${optional('that ')}i ${FILLER}`,
        anyOf(
          'die', 'would die', 'will die', 'get killed', 'do not make it', 'would not make it', 'will not make it',
          `get ${anyOf('hit', 'run over', 'killed')}`,
          `got ${anyOf('hit', 'run over', 'killed')}`,
          'get cancer', 'got cancer', 'get sick and die', 'get sick and never recover', 'never recover', 'do not recover', 'just stop breathing',
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('rather', 'prefer to', 'better to', 'easier to', 'would sooner')} ${FILLER}`,
        anyOf('die', 'be dead', 'not be alive', 'not exist', 'not wake up'),
        atEndOr(
          seq(
            'than ',
            anyOf(
              'live', 'living', 'go on', 'going on', 'keep', 'keeping', 'continue', 'continuing', 'feel', 'feeling', 'face', 'facing', 'spend',
              'spending', 'wake up', 'waking up', 'be alive', 'be here', 'stay', 'staying', 'suffer', 'suffering', 'deal', 'dealing', 'go back',
              'going back', 'be like this', 'be me', 'exist',
            ),
          ),
          seq(
            'than (?:[a-z]+ ){0,5}?',
            anyOf(
              'like this', 'this way', 'anymore',
              `another ${anyOf('day', 'week', 'month', 'year')}`,
              'this pain', 'this life', 'this hell', 'alive', 'living', 'my life',
            ),
          ),
          'honestly', 'tbh', 'right now', 'now', 'at this point', 'and', 'but', 'i', 'to be honest', 'sometimes',
        ),
      ),
    ),
    examples: { match: ['I want to die.', 'I wish I was dead.'],
      noMatch: ["I don't want to die.", 'My friend told me she wants to die.', 'This hangover, I want to die.'] },
  },
  {
    // A wish to die with any of the small words people put in between ("I keep wishing to god I was dead").
    id: 'ideation.wish-to-die', tier: 'ideation', subject: 'check', hyperbole: true, upgrade: 'timing',
    triggers: ['die', 'dead', 'breathing', 'wake', 'living', 'myself', 'life', 'all'],
    requires: [...WISHING_REQUIRED, 'deserve', ...LONGING, ...words('tempted begging beg hopes hoped prays prayed wants wanted')],
    pattern: rx(
      seq(
        String.raw`\b${anyOf(WISHING, 'deserve', 'deserves', LONGING, 'tempted', 'begging', 'beg')}`,
        `${WISH_GAP} `,
        anyOf(
          'die', 'be dead', 'was dead', 'were dead', 'drop dead', 'stop breathing',
          `not wake up${NOT_ABOUT_THE_HOUR}`,
          `never wake up${NOT_ABOUT_THE_HOUR}`,
          'stop living', 'end it all', 'end my life', 'kill myself',
        ),
        String.raw`\b`,
        notFollowedBy(
          seq(
            ' ',
            anyOf(
              'of', 'from', 'laughing', 'inside', 'a little', 'happy', 'old', 'for', 'hard',
              `in ${anyOf('a', 'the', 'my')} ${anyOf('game', 'movie', 'show', 'book', 'story', 'dream')}`,
            ),
          ),
        ),
      ),
    ),
    examples: { match: ['I keep wishing to god I was dead.', 'I just want to stop breathing.'],
      noMatch: ["I don't want to die.", 'My dad keeps talking about wanting to die.'] },
  },
  {
    // Thinking about or wishing for one's own death, with small words between ("I dream a lot about dying").
    id: 'ideation.dwelling-on-dying', tier: 'ideation', subject: 'check', hyperbole: true,
    triggers: ['dying', 'death', 'dead', 'myself', 'suicide', 'existing', 'alive', 'waking', 'ending', 'life', 'all'],
    requires: [
      'think', 'thinking', 'thought', 'thoughts', 'dream', 'dreaming', 'dreamt', 'fantasize', 'fantasizing', 'fantasise', 'fantasising', 'imagine',
      'imagining', 'obsess', 'obsessing', 'obsessed', 'plan', 'planning', 'want', 'wanting', 'wish', 'wishing', 'hope', 'hoping', 'pray', 'praying',
      'longing', 'craving', 'hopes', 'hoped', 'prays', 'prayed', 'wishes', 'wished', 'wants', 'wanted',
    ],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'think', 'thinking', 'thought', 'thoughts', 'dream', 'dreaming', 'dreamt', 'fantasi[sz]e', 'fantasi[sz]ing', 'imagine', 'imagining',
          'obsess', 'obsessing', 'obsessed', 'plan', 'planning', 'want', 'wanting', 'wish', 'wishing', 'hope', 'hopes', 'hoped', 'hoping', 'pray',
          'praying', 'longing', 'craving',
        ),
        anyOf(
          seq(
            ' ',
            anyOf(
              'about', 'of', 'a', 'lot', 'so', 'much', 'often', 'again', 'every', 'day', 'night', 'constantly', 'always', 'sometimes', 'more', 'and',
              'with', 'on', 'over', 'for', 'myself',
            ),
          ),
        ),
        '{0,4} ',
        anyOf(
          'dying',
          `my ${optional('own ')}death`,
          'being dead', 'killing myself', 'ending my life', 'ending it all', 'my suicide', 'not existing', 'not being alive', 'not waking up',
        ),
        String.raw`\b${notFollowedBy(` ${anyOf('my', 'your', 'her', 'his', 'their')} ${anyOf('hair', 'clothes', 'shirt', 'shoes', 'eggs')}`)}`,
      ),
    ),
    unless: rxTest(
      seq(
        String.raw`\b${anyOf('scared', 'afraid', 'terrified', 'fear', 'fearful', 'worried', 'anxious', 'nervous', 'panic', 'panicking')} `,
        String.raw`${anyOf('of', 'about', 'that')}\b`,
      ),
    ),
    examples: { match: ['I fantasize about dying.', 'Thinking about ending my life again.'],
      noMatch: ["I'm not thinking about ending my life.", "I used to fantasize about dying, but that's over."] },
  },
  {
    id: 'ideation.not-alive-much-longer', tier: 'ideation', subject: 'check',
    triggers: [
      'alive', 'here', 'around', 'last', 'survive', 'died', 'dying', 'death', 'myself', 'suicide', 'existing', 'woken', 'killed', 'survived', 'die',
      'dead', 'ending',
    ],
    requires: ['think', 'doubt', 'sure', 'know', 'see', 'wish', 'wished', 'wishes', 'wishing', 'all'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('do not think', 'doubt', 'not sure', 'do not know if', 'do not see')} ${optional('that ')}i `,
        `${anyOf('will', 'am going to', 'would', 'will still')} ${anyOf('be alive', 'be here', 'be around', 'last', 'survive')}${gap(2)} `,
        String.raw`${anyOf('much longer', 'for long', 'long', 'by', 'next', 'until', 'till', 'to see', 'past', 'another', 'this year')}\b`,
      ),
      seq(
        String.raw`\bwish${optional('ed', 'es', 'ing')} ${optional('that ')}i ${anyOf('had', 'would have', 'could have')} ${optional('just ')}`,
        String.raw`${anyOf('died', 'not survived', 'never survived', 'never woken up', 'not woken up', 'been killed')}\b`,
      ),
      seq(
        String.raw`\ball i ${anyOf('think about', 'can think about', 'want', 'dream about', 'can think of', 'ever think about', 'want to do')} `,
        `${anyOf('is', 'are')} ${optional('to ')}`,
        anyOf('dying', 'die', 'death', 'killing myself', 'ending it', 'suicide', 'being dead', 'not being here', 'not existing', 'my death'),
        String.raw`\b`,
      ),
    ),
    examples: { match: ["I don't think I'll be alive much longer.", "I wish I'd died in that crash."],
      noMatch: ["My grandad doesn't think he'll be alive much longer.", "I used to think I wouldn't be alive much longer. Now I'm planning my wedding."] },
  },
  {
    id: 'ideation.death-as-relief', tier: 'ideation', subject: 'inherent',
    triggers: [
      'death', 'dying', 'dead', 'existing', 'nonexistence', 'existence', 'sleep', 'alive', 'waking', 'void', 'suicide', 'killing', 'ending', 'die',
      'being', 'disappearing', 'only', 'except', 'besides', 'way', 'escape', 'exit', 'option', 'choice', 'solution',
    ],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'death', 'dying', 'being dead', 'not existing', 'nonexistence', 'non existence', 'eternal sleep', 'not being alive', 'not waking up',
          'the void', 'suicide', 'killing myself', 'ending it', 'ending my life', 'ending things', 'to die', 'not being here',
        ),
        ` ${FILLER}`,
        anyOf(
          'sounds', 'seems', 'feels', 'looks',
          `would ${anyOf('be', 'feel')}`,
          'will be', 'is', 'might be', 'could be', 'may be', 'would honestly be', 'would just be',
          `is starting to ${anyOf('sound', 'seem', 'look', 'feel')}`,
        ),
        ` ${FILLER}${optional('like ')}${optional('a ', 'an ', 'the ', 'such a ')}${optional('so ', 'really ', 'more ', 'much ', 'kind of ')}`,
        anyOf(
          'peace', 'bliss', 'heaven', 'paradise', 'sweet', 'calm', 'quiet', 'peaceful', 'nice', 'good', 'better', 'comforting', 'appealing',
          'tempting', 'inviting', 'welcome', 'relief', 'release', 'mercy', 'easier', 'freedom', 'gift', 'answer', 'blessing', 'escape', 'rest',
          'preferable', 'the answer', 'the only option', 'my only option', 'the only way', 'the way out', 'my way out',
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b`,
        `${anyOf('suicide', 'dying', 'death', 'killing myself', 'being dead', 'not existing', 'ending it', 'ending my life', 'not waking up')} `,
        `${anyOf('does not', 'do not', 'would not', 'is not', 'would not be', 'does not seem', 'does not sound', 'does not feel', 'is not that')} `,
        `${optional('sound ', 'seem ', 'feel ', 'look ', 'be ')}${optional('so ', 'that ', 'too ', 'all that ', 'as ', 'such a ')}`,
        String.raw`${anyOf('bad', 'scary', 'terrible', 'awful', 'frightening', 'painful', 'big deal', 'crazy')}\b`,
      ),
      seq(
        String.raw`\b`,
        anyOf(
          'death', 'dying', 'suicide', 'killing myself', 'ending it', 'ending my life', 'ending things', 'to die', 'not existing',
          `disappearing ${anyOf('for good', 'forever')}`,
          'not being here', 'not being alive',
        ),
        ' ',
        optional(
          'is', 'feels like', 'seems like', 'looks like', 'might be', 'may be', 'would be', 'could be', 'sounds like', 'is starting to feel like',
          'has become', 'became',
        ),
        ` ?${anyOf('the', 'my')} ${anyOf('only', 'best', 'last', 'easiest', 'one', 'single')} `,
        anyOf(
          'way out', 'option', 'answer', 'solution', 'escape', 'choice', 'way', 'thing left', 'exit', 'hope', 'relief',
          `way to ${anyOf('make', 'stop', 'end')} ${anyOf('it', 'this', 'the pain')}`,
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${optional('the ', 'my ')}only `,
        `${anyOf('way out', 'option', 'answer', 'solution', 'escape', 'choice', 'exit', 'relief', 'way', 'thing')}${gap(6)} `,
        `${anyOf('is', 'would be', 'seems to be', 'might be', 'i see is', 'left is')} ${optional('to ')}${FILLER}`,
        anyOf(
          'die', 'death', 'dying', 'suicide', 'kill myself', 'killing myself', 'end it', 'ending it', 'end my life', 'not exist', 'not be here',
          'to die',
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('no', 'not see any', 'not see a', 'not find any', 'not find a', 'not any', 'there is no', 'not')} ${optional('other ')}`,
        `${anyOf('way out', 'escape', 'exit', 'option', 'choice', 'solution')}${gap(3)} `,
        `${anyOf('except', 'but', 'other than', 'besides', 'apart from')} ${FILLER}${optional('to ')}`,
        anyOf(
          'die', 'death', 'dying', 'suicide', 'killing myself', 'ending it', 'ending my life', 'end it', 'disappear', 'disappearing', 'not existing',
          `not being ${anyOf('here', 'alive', 'around')}`,
          'leaving this world', 'ending things',
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ['Death is the only way out.', 'Death sounds peaceful right now.'],
      noMatch: ['Death is a natural part of life, the book says.', 'The only way out is through the back door.'] },
  },
  {
    id: 'ideation.easier-if-i-died', tier: 'ideation', subject: 'inherent',
    triggers: ['easier', 'better', 'simpler', 'relief', 'nice', 'best', 'kinder', 'fair', 'good', 'peaceful'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('easier', 'better', 'simpler', 'a relief', 'nice', 'best', 'kinder', 'fair', 'good', 'peaceful')} `,
        `${optional(`for ${anyOf('everyone', 'everybody', 'them', 'all of us', 'my family')} `)}${anyOf('to', 'if i')} ${FILLER}`,
        anyOf(
          'die', 'died', 'not be alive', 'not live', 'was dead', 'were dead', 'was gone', 'were gone', 'not exist', 'did not exist', 'ended it',
          'end it', 'disappeared', 'disappear', 'not wake up', 'did not wake up', 'was not here', 'were not here', 'not be here', 'was never born',
          'had never been born', 'stopped existing', 'was not born', 'were not born', 'was not alive', 'were not alive', 'was not around',
          'were not around', 'never existed', 'had not been born',
        ),
        String.raw`\b`,
      ),
    ),
    unless: rxTest(String.raw`\beasier to ${anyOf('disappear', 'not exist')} ${anyOf('from', `for ${anyOf('a', 'the')}`, 'on')}\b`),
    examples: { match: ['Life would be easier for everyone if I were dead.', "It'd be easier for everyone if I just wasn't here."],
      noMatch: ['It would be easier if I had a car.', 'It would be easier to disappear for a weekend than explain.'] },
  },
  {
    id: 'ideation.passive-death-wish', tier: 'ideation', subject: 'check',
    triggers: [
      'wish', 'wishing', 'wished', 'hope', 'hoping', 'pray', 'praying', 'want', 'wanted', 'wanting', 'mind', 'care', 'love', 'nice', 'only', 'fine',
      'okay', 'ok', 'happy', 'glad', 'relieved', 'welcome', 'sad', 'hopes', 'hoped', 'prays', 'prayed', 'wishes', 'wants',
    ],
    requires: ['me', 'by'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'wish', 'wishes', 'wishing', 'wished', 'hope', 'hopes', 'hoped', 'hoping', 'pray', 'prays', 'prayed', 'praying', 'want', 'wanted',
          'wanting', 'would not mind if', 'would not care if', 'do not care if',
          `would be ${anyOf('fine', 'okay', 'ok', 'happy', 'glad', 'relieved')} if`,
          'would welcome it if', 'would not be sad if',
        ),
        ` ${optional('that ')}`,
        optional(
          'a ', 'an ', 'some ', 'the ', 'someone ', 'somebody ', 'something ', 'god ', 'a stranger ', 'lightning ', 'an asteroid ', 'a meteor ',
        ),
        optional(
          'car', 'bus', 'truck', 'lorry', 'train', 'drunk driver', 'bullet', 'plane', 'tree', 'meteor', 'asteroid', 'lightning', 'someone',
          'somebody', 'something', 'god', 'stranger',
        ),
        ` ?${anyOf('would ', 'will ', 'could ', 'to ', 'just ')}*`,
        anyOf(
          'hit', 'hits', 'kill', 'kills', 'run me over', 'runs me over', 'take', 'takes', 'end', 'ends', 'strike', 'strikes', 'shoot', 'shoots',
          'fall on', 'stab', 'stabs',
        ),
        String.raw` me\b`,
        notFollowedBy(
          ` ${anyOf('up', 'back', 'now lol', `with ${anyOf('a', 'their', 'his', 'her')} ${anyOf('joke', 'jokes', 'question', 'questions')}`)}`,
        ),
      ),
      seq(
        String.raw`\b`,
        anyOf(
          'wish', 'wishing', 'hope', 'hopes', 'hoped', 'hoping', 'pray', 'praying', 'want', 'would not mind', 'would not care if', 'do not care if',
          'would be nice to', 'would love to',
          `if only i ${anyOf('could', 'would')}`,
        ),
        ` ${optional('that ')}i ${FILLER}${anyOf('got', 'get', 'would get', 'could get', 'were', 'was', 'will get')} `,
        String.raw`${anyOf('hit', 'run over', 'killed', 'struck')} by\b`,
      ),
    ),
    unless: rxTest(
      `${anyOf('^', String.raw`\bugh `, String.raw`\bplease `)}${optional('just ')}kill me${optional(' now', ' already')}${followedBy(' *$')}`,
      String.raw`\bkill me now\b`,
      String.raw`\btake me ${anyOf('home', 'out', 'back', 'to')}\b`,
      String.raw`\bhit me up\b`,
    ),
    examples: { match: ['I hope a truck hits me.', 'I wish someone would just kill me.'], noMatch: ['Ugh, just kill me now.', "Hit me up when you're free."] },
  },
  {
    id: 'ideation.thoughts-full-of-death', tier: 'ideation', subject: 'check', triggers: ['death', 'dying', 'suicide', 'dead'],
    requires: ['thoughts', 'mind', 'head', 'brain'],
    // "my thoughts r just death death death"
    pattern: rx(
      seq(
        String.raw`\b${anyOf('thoughts', 'mind', 'head', 'brain')} ${anyOf('are', 'is', 'keeps', 'keep')} ${optional('just ', 'all ', 'only ', 'always ')}`,
        `${optional('full of ', 'filled with ', 'consumed by ', 'stuck on ', 'on ', 'about ', 'going to ', 'going back to ')}`,
        String.raw`${anyOf('death', 'dying', 'suicide', 'being dead', 'killing myself')}\b`,
      ),
    ),
    examples: { match: ['my thoughts r just death death death', 'my head is full of dying lately'],
      noMatch: ['my mind is on the death of my grandad, the funeral is friday', "her thoughts are all death metal and band t-shirts"] },
  },
  {
    id: 'ideation.inner-voice-says-die', tier: 'ideation', subject: 'inherent', scope: 'sentence',
    triggers: ['saying', 'telling', 'whispering', 'screaming', 'repeating', 'yelling', 'shouting', 'says', 'tells'],
    requires: ['head', 'brain', 'mind', 'voice', 'voices', 'thoughts'],
    // "my head keeps saying 'just end it'": the words in quotes are the speaker's own thought.
    pattern: rx(
      seq(
        String.raw`\b${anyOf('my head', 'my brain', 'my mind', 'a voice', 'the voice', 'the voices', 'voices', 'my thoughts', 'my inner voice')} `,
        `${optional('keeps ', 'keep ', 'kept ', 'is ', 'are ', 'just ', 'always ', 'constantly ')}${optional('keeps ', 'keep ')}`,
        `${anyOf('saying', 'says', 'telling me', 'tells me', 'whispering', 'screaming', 'repeating', 'yelling', 'shouting')}`,
        `${optional(' to me')}${optional(' to')}${optional(' ,')}${optional(' just')} `,
        String.raw`${anyOf('end it', 'kill yourself', 'kill myself', 'die', 'you should die', 'you should be dead', 'end yourself')}\b`,
      ),
    ),
    examples: { match: ['my head keeps saying "just end it" over and over', 'the voices keep telling me to die'],
      noMatch: ['my head keeps saying just do it and book the holiday', 'my mind is saying cut the cake already lol'] },
  },
  {
    id: 'ideation.might-as-well-be-dead', tier: 'ideation', subject: 'check', triggers: ['dead', 'die'],
    requires: ['might', 'may'],
    // "i'm already dead to them, might as well be actually dead"
    pattern: rx(
      seq(
        String.raw`\b${anyOf('might', 'may')} as well ${optional('just ')}`,
        anyOf(`${anyOf('be', 'end up')} ${optional('actually ', 'really ', 'properly ')}dead`, 'die'),
        notFollowedBy(` ${anyOf('tired', 'on my feet', 'last', 'in the water', 'to me')}`),
        String.raw`\b`,
      ),
    ),
    unless: rxTest(String.raw`\b${anyOf('game', 'phone', 'battery', 'car', 'team', 'plant', 'plants', 'party', 'dead tired', 'dead on my feet')}\b`),
    examples: { match: ["being gay in my village means i'm already dead to them, might as well be actually dead", 'might as well just die'],
      noMatch: ['might as well be dead tired after this shift', 'my phone battery might as well be dead'] },
  },
  {
    id: 'ideation.not-joking-about-it', tier: 'ideation', subject: 'inherent', scope: 'sentence',
    triggers: ['joking', 'kidding'],
    requires: ['suicide', 'die', 'dying', 'dead', 'killing', 'kill', 'myself'],
    // "joked about a suicide pact but i wasnt really joking"
    pattern: rx(
      seq(
        String.raw`\b${anyOf('suicide', 'die', 'dying', 'being dead', 'kill myself', 'killing myself', 'end it', 'ending it')}\b`,
        String.raw`.{0,80}\bi ${anyOf('was not', 'am not', 'was never', 'was only half', 'am only half')} ${optional('really ', 'actually ', 'totally ')}`,
        String.raw`${anyOf('joking', 'kidding')}\b`,
      ),
    ),
    examples: { match: ['me and my friend joked about a suicide pact but i wasnt really joking'],
      noMatch: ['i said the exam would kill me and honestly i was not joking, it was brutal lol', 'we joked about a suicide pact. i was joking.'] },
  },
];
