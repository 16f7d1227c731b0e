/** Feeling a burden: others better off, nobody missing the speaker (concern). */
import { anyOf, atEndOr, gap, loose, notFollowedBy, optional, rx, rxTest, seq, words, type Rule } from './rule';
import { AN_EX_OR_A_TEAM, FILLER, PHRASE_END } from './vocabulary';

export const BURDEN_RULES: readonly Rule[] = [
  {
    id: 'burden.self', tier: 'concern', subject: 'check', triggers: ['burden', 'burdening', 'burdensome'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'i am', 'i feel', 'i have become', 'i became', 'being', 'i was born', 'feel like i am', 'feel like', 'feel as if i am',
          'feel as though i am', 'i will always be', 'i will only be', 'i would only be', 'i will just be', 'i have always been', 'i am always',
          'i am nothing but', 'i am only', 'i am just', 'i am such', 'i hate being', 'tired of being', 'sick of being', 'i know i am', 'always',
          'i am basically', 'i am literally', 'i am honestly', 'i am clearly', 'i am obviously', 'i am becoming',
        ),
        ` ${FILLER}`,
        optional(
          'a ', 'such a ', 'just a ', 'only a ', 'nothing but a ', 'the ', 'an ', 'one ', 'a huge ', 'a massive ', 'a big ', 'a total ',
          'a constant ', 'a complete ', 'such an ', 'so much of a ', 'too much of a ',
        ),
        optional(
          'huge ', 'massive ', 'big ', 'total ', 'constant ', 'complete ', 'heavy ', 'useless ', 'worthless ', 'terrible ', 'financial ',
          'emotional ', 'giant ',
          ``,
        ),
        String.raw`burden\b`,
        notFollowedBy(
          seq(
            ' ',
            anyOf(
              'of proof',
              seq(
                `on ${optional('my ', 'the ', 'our ')}`,
                anyOf(
                  'team', 'coworkers?', 'colleagues?', 'boss', 'manager', 'group', 'class', 'classmates', 'project', 'company', 'department',
                  'office', 'staff', 'system',
                ),
              ),
            ),
            String.raw`\b`,
          ),
        ),
      ),
      seq(
        String.raw`\b${anyOf('all i do is', 'i only', 'i just', 'i always')} burden `,
        anyOf(
          'everyone', 'everybody', 'people', 'my family', 'my parents', 'my friends', 'them', 'others', 'those around me', 'the people i love',
          'my loved ones', 'you all',
        ),
        String.raw`\b`,
      ),
      String.raw`\b${anyOf('i am', 'i feel')} ${optional('so ', 'such ')}burdensome\b`,
    ),
    unless: rxTest(
      String.raw`\b${anyOf('when', 'if', 'whenever')} i ${anyOf('ask', 'need', 'have to ask')}\b`,
      String.raw`\b${anyOf('asking', 'ask')} ${anyOf('for', 'them for', 'people for')} ${anyOf('help', 'a favou?r', 'rides?', 'money')}\b`,
    ),
    examples: { match: ['I feel like a burden.', "I'm such a burden on my family."],
      noMatch: ["I don't feel like a burden, I feel underpaid.", 'I feel like a burden when I ask my coworkers for help.', 'The burden of proof is on them.'] },
  },
  {
    id: 'burden.deserve-better', tier: 'concern', subject: 'inherent', triggers: ['deserve', 'deserves', 'deserved'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          `my ${anyOf('family', 'parents', 'friends', 'kids', 'children', 'loved ones', 'mom', 'mum', 'dad')}`,
          'everyone', 'everybody', 'they', 'people', 'the world', 'them', 'those around me', 'the people i love',
        ),
        ` ${FILLER}${anyOf('deserves?', 'deserved')} ${optional('so much ', 'much ', 'a lot ', 'way ', 'far ')}better than `,
        anyOf('me', `having ${anyOf('me', `to ${anyOf('deal with', 'put up with', 'take care of', 'look after', 'worry about')} me`)}`),
        String.raw`\b`,
      ),
    ),
    examples: { match: ['My family deserves better than me.', 'They deserve so much better than having to deal with me.'],
      noMatch: ['My family deserves a holiday.', 'You deserve better than him.'] },
  },
  {
    id: 'burden.dragging-down', tier: 'concern', subject: 'check',
    triggers: words('weight drain anchor nuisance problem down back ruin ruining ruined worse harder'),
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf('i am', 'i feel like', 'i feel like i am', 'i am just', 'i am only', 'i am nothing but', 'being', 'i have become', 'i always feel like'),
        ` ${FILLER}${optional('a ', 'such a ', 'just a ', 'one big ', 'a big ', 'a huge ', 'the ')}`,
        `${anyOf('dead weight', 'weight', 'drain', 'anchor', 'millstone', 'nuisance', 'problem')}${gap(2)} `,
        `${anyOf('on', 'to', 'for', 'dragging', 'holding', 'around')} `,
        anyOf(
          'everyone', 'everybody', 'my family', 'my parents', 'my friends', 'them', 'people', 'the people', 'those', 'others', 'my loved ones',
          'my partner', 'my kids',
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('dragging', 'drag', 'dragged', 'pulling', 'bringing', 'holding')} `,
        anyOf(
          'everyone', 'everybody', 'my family', 'my parents', 'my friends', 'them all', 'the people i love', 'my loved ones', 'everyone around me',
        ),
        String.raw` ${anyOf('down', 'back')}\b`,
      ),
      seq(
        String.raw`\b${anyOf('ruin', 'ruining', 'ruined', 'make', 'making', 'made')} `,
        `${anyOf('everyone', 'everybody', 'my family', 'my parents', 'the people around me')} ${anyOf('life', 'lives')} `,
        String.raw`${anyOf('worse', 'harder', 'miserable', 'hell')}\b`,
      ),
      String.raw`\b${anyOf('ruin', 'ruining')} ${anyOf('everyone', 'everybody')} ${anyOf('life', 'lives')}\b`,
    ),
    examples: { match: ["I'm just dead weight to my family.", "I'm dragging everyone down with me."],
      noMatch: ['My knee is dragging the team down this season.', 'She keeps dragging her friends down to the pub.'] },
  },
  {
    id: 'burden.not-needed', tier: 'concern', subject: 'inherent', negated: true, triggers: ['need', 'needs', 'needed'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('the world', 'this world', 'anyone', 'anybody', 'nobody', 'no one', 'everyone', 'my family', 'the people i love')}`,
        `${gap(3)} ${optional('does not', 'do not', 'would not', 'will not', 'never', 'no longer')} ?${anyOf('need', 'needs', 'needed')} me `,
        String.raw`${anyOf('in it', 'here', 'around', 'alive', 'anymore', 'any more')}\b`,
      ),
      String.raw`\b${anyOf('the world', 'this world')} ${anyOf('does not', 'do not', 'would not', 'will not')} ${anyOf('need', 'want')} me\b`,
    ),
    examples: { match: ['Nobody needs me here.', "The world doesn't need me."],
      noMatch: ['Nobody needs me at the office on Friday.', "The kids don't need me to drive them anymore."] },
  },
  {
    id: 'burden.waste-of-space', tier: 'concern', subject: 'inherent', triggers: ['waste', 'space', 'oxygen'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('i am', 'i feel like i am', 'i feel like', 'i am just', 'i am only', 'i am nothing but', 'i am such')} ${FILLER}`,
        optional('a '),
        String.raw`${anyOf(`waste of ${anyOf('space', 'oxygen', 'air', 'skin', 'life')}`, 'taking up space', 'wasting oxygen', 'wasting space')}\b`,
      ),
    ),
    examples: { match: ["I'm a waste of space.", "I'm just taking up space."],
      noMatch: ['This box is a waste of space.', "My brother thinks he's a waste of space."] },
  },
  {
    id: 'burden.nobody-would-miss-me', tier: 'concern', subject: 'inherent',
    triggers: ['miss', 'notice', 'care', 'cry', 'funeral', 'mourn', 'remember', 'matter', 'sad'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('no one', 'nobody', 'no body', 'none of them', 'not a single person', 'not one person', 'not anyone')}${gap(3)} `,
        anyOf(
          'miss me',
          seq(
            `${anyOf('notice', 'care', 'realize', 'realise')} ${anyOf('if', 'when', 'that', 'whether')} i ${optional('was ', 'were ', 'am ', 'had ')}`,
            anyOf(
              'gone', 'dead', 'died', 'disappeared', 'vanished', 'not here', 'not around', 'killed myself', 'did not wake up', 'stopped existing',
              'no longer here',
            ),
          ),
          'notice i am gone', 'notice i was gone', 'care i am gone',
          `cry ${anyOf('if', 'when', 'at my')}`,
          'come to my funeral',
          `be sad ${anyOf('if', 'when')} i`,
          'mourn me', 'remember me',
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('no one', 'nobody', 'no body', 'not a single person')} `,
        `${anyOf('would', 'will', 'is going to', 'would ever', 'will ever')} ${anyOf('even ', 'really ', 'actually ', 'ever ')}*`,
        `${anyOf('notice', 'care', 'miss me')}${atEndOr('anyway', 'honestly', 'at all', 'i', 'tbh')}`,
      ),
      seq(
        String.raw`\bwould ${anyOf('anyone', 'anybody', 'people', 'they', `my ${anyOf('family', 'friends', 'parents')}`, 'it')} `,
        String.raw`${anyOf('even ', 'really ', 'actually ')}*${anyOf('miss me', 'notice', 'care', 'matter')} ${anyOf('if', 'when')} i\b`,
      ),
      seq(
        String.raw`\b${anyOf('do not think', 'doubt', 'not sure', 'do not believe', 'do not know if')} ${optional('that ')}`,
        `${anyOf('anyone', 'anybody', 'people', 'they', `my ${anyOf('family', 'friends', 'parents')}`, 'a single person', 'one person')} `,
        `${anyOf('would', 'will', 'is going to')} ${anyOf('even ', 'really ', 'actually ', 'ever ')}*`,
        anyOf(
          'miss me',
          seq(
            `${anyOf('notice', 'care')} ${anyOf('if', 'when', 'that')} i ${optional('was ', 'were ', 'am ')}`,
            anyOf('gone', 'dead', 'died', 'disappeared', 'vanished', 'not here', 'not around'),
          ),
          'notice i am gone', 'care i am gone', 'come to my funeral', 'notice', 'care',
        ),
        atEndOr('if', 'when', 'that', 'anyway', 'honestly', 'at all', 'i'),
      ),
    ),
    examples: { match: ['No one would miss me.', 'Would anyone even care if I was gone?'],
      noMatch: ['Back then I thought no one would miss me. Glad I was wrong.', 'My ex posted "nobody will miss me" on his story.'] },
  },
  {
    id: 'burden.if-i-were-gone', tier: 'concern', subject: 'inherent', negated: true, scope: 'sentence',
    triggers: [
      'died', 'gone', 'disappeared', 'dead', 'vanished', 'here', 'around', 'existing', 'wake', 'myself', 'ended', 'woke', 'wasnt', 'was', 'were',
      'not',
    ],
    requires: ['if'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'care', 'cared', 'notice', 'noticed', 'miss', 'missed', 'matter', 'mattered', 'happier', 'better', 'relieved', 'cry', 'cried', 'funeral',
          'anyone', 'anybody', 'no one', 'nobody', 'difference', 'easier', 'move on', 'moved on', 'forget', 'forgotten', 'get over', 'be fine',
          'be okay', 'be ok', 'be happy', 'celebrate', 'glad', 'lighter', 'worry', 'worrying', 'stress', 'struggle', 'suffer', 'have to deal',
        ),
        String.raw`\b${anyOf(` ${anyOf('[a-z]+', ',')}`)}{0,8}? if i ${optional('just ', 'ever ', 'suddenly ', 'simply ')}`,
        anyOf(
          'died', 'was gone', 'were gone', 'disappeared', 'was dead', 'were dead', 'killed myself', 'did not wake up', 'never woke up',
          'stopped existing', 'was not here', 'were not here', 'was not around', 'were not around', 'vanished', 'ended it', 'was no longer here',
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\bif i ${optional('just ', 'ever ', 'suddenly ', 'simply ')}`,
        anyOf(
          'died', 'was gone', 'were gone', 'disappeared', 'was dead', 'were dead', 'killed myself', 'did not wake up', 'never woke up',
          'stopped existing', 'was not here', 'were not here', 'was not around', 'vanished', 'ended it',
        ),
        String.raw`\b${anyOf(` ${anyOf('[a-z]+', ',')}`)}{0,8}? `,
        anyOf(
          'care', 'cared', 'notice', 'noticed', 'miss', 'missed', 'matter', 'matters', 'mattered', 'happier', 'better', 'relieved', 'cry', 'funeral',
          'anyone', 'anybody', 'no one', 'nobody', 'difference', 'easier', 'worry', 'worrying', 'stress', 'struggle', 'suffer', 'have to deal',
        ),
        String.raw`\b`,
      ),
    ),
    unless: rxTest(
      seq(
        String.raw`\bif i ${anyOf('died', 'was dead', 'were dead')} ${anyOf('in', 'from')} ${optional('a ', 'an ', 'the ')}`,
        anyOf('crash', 'accident', 'plane', 'car'),
      ),
    ),
    examples: { match: ['Nobody would care if I disappeared.', 'No one would notice if I died.'],
      noMatch: ['If I died in a car crash, would my savings go to my sister?', 'Nobody would notice if I left the party early.'] },
  },
  {
    id: 'burden.fine-without-me', tier: 'concern', subject: 'inherent',
    triggers: [
      'better', 'happier', 'easier', 'lighter', 'relieved', 'free', 'freer', 'fine', 'okay', 'ok', 'safer', 'simpler', 'improve', 'improved', 'place',
      'peaceful', 'relief', 'spinning', 'move', 'manage', 'carry', 'less', 'calmer', 'glad', 'thrive', 'cope', 'richer', 'disappeared', 'died',
      'vanished', 'gone',
    ],
    requires: ['without', 'if', 'gone', 'rid', 'different', 'better', 'new'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'better', 'happier', 'easier', 'lighter', 'relieved', 'free', 'freer', 'fine', 'okay', 'ok', 'safer', 'simpler', 'improve', 'improved',
          'better place', 'peaceful', 'a relief', 'keep spinning', 'go on fine', 'move on', 'manage fine', 'carry on fine', 'be fine',
          `less ${anyOf('stressed', 'stress', 'worried', 'tired', 'miserable', 'burdened', 'broke')}`, 'calmer', 'glad', 'thrive', 'cope better',
          'richer',
        ),
        String.raw`\b${gap(4)} `,
        anyOf(
          seq(
            String.raw`without me\b`,
            notFollowedBy(
              seq(
                ' ',
                anyOf(
                  'at', 'for', 'tonight', 'today', 'this', 'while', 'until', 'on', 'there',
                  seq(
                    `in ${anyOf('the', 'this', 'that')} `,
                    anyOf('meeting', 'office', 'team', 'class', 'game', 'match', 'project', 'trip', 'band', 'group'),
                  ),
                ),
              ),
            ),
          ),
          seq(
            `if i ${optional('just ', 'simply ', 'finally ', 'quietly ')}${optional('was ', 'were ', 'am ', 'had ', 'had just ')}`,
            anyOf(
              'gone', 'dead', 'died', 'disappeared', 'vanished', 'faded away', 'left forever', 'not here', 'not around', 'never existed',
              'never born', 'did not exist', 'stopped existing', 'ended it', 'killed myself', 'was not here', 'were not here', 'was not around',
              'were not around', 'was never born', 'had never been born',
            ),
            String.raw`\b`,
          ),
          'with me gone', 'once i am gone', 'when i am gone', 'after i am gone', 'rid of me', 'free of me',
          seq(
            `with a ${anyOf('different', 'better', 'new', 'normal')} `,
            anyOf(
              'mom', 'mum', 'mother', 'dad', 'father', 'parent', 'son', 'daughter', 'friend', 'partner', 'wife', 'husband', 'sister', 'brother',
              'kid', 'child', 'girlfriend', 'boyfriend',
            ),
          ),
        ),
      ),
      // The other way round: "if I disappeared tomorrow my roommates would just be glad".
      seq(
        String.raw`\bif i ${optional('just ', 'simply ', 'finally ')}${optional('was ', 'were ')}`,
        String.raw`${anyOf('gone', 'dead', 'died', 'disappeared', 'vanished', 'not here', 'not around', 'never existed')}\b`,
        // Gone for a week, on a trip, to Spain: away, not dead.
        notFollowedBy(` ${anyOf('for', 'on', 'to', 'from', 'at', 'during', 'over', 'with', 'this', 'next', 'all')}\\b`),
        `${gap(5)} `,
        `would ${optional('just ', 'all ', 'probably ', 'honestly ', 'only ', 'secretly ')}be ${optional('so ', 'really ', 'a lot ', 'much ')}`,
        String.raw`${anyOf('glad', 'relieved', 'happier', 'better off', 'fine', 'better', 'less stressed', 'calmer', 'free')}\b`,
      ),
    ),
    unless: rxTest(
      String.raw`\b${AN_EX_OR_A_TEAM}\b`,
      seq(
        String.raw`\b${anyOf('he', 'she')} ${anyOf('is', 'was', 'will be', 'would be')} ${optional('probably ', 'honestly ', 'definitely ')}`,
        String.raw`${anyOf('better off', 'happier', 'fine')} without me\b`,
      ),
    ),
    examples: { match: ['Everyone would be better off without me.', 'My family would be better off if I was gone.', 'if i vanished my flatmates would be glad',
      'everyone would be less stressed without me'],
      noMatch: ['The team is better off without me as captain.', 'My ex is better off without me.', 'if i was gone for a week they would be fine'] },
  },
  {
    id: 'burden.better-for-all-if-gone', tier: 'ideation', subject: 'inherent', triggers: ['better', 'happier', 'happy', 'easier'],
    requires: ['die', 'dead', 'died', 'gone', 'here', 'exist', 'alive'],
    // Said with few words or a learner's grammar: "is better for all if I die".
    pattern: rx(
      seq(
        loose(
          anyOf('better', 'happier', 'more happy', 'easier'),
          anyOf('all', 'everyone', 'everybody', 'my family', 'family', 'them', 'the world', 'people', 'my kids', 'my children'),
          anyOf('if', 'when', 'after'),
          'i',
          anyOf('die', 'died', 'dead', 'gone', 'not here', 'no more here', 'not exist', 'not alive', 'no longer here'),
        ),
        PHRASE_END,
      ),
      seq(
        loose(
          anyOf('all', 'everyone', 'everybody', 'my family', 'family', 'they', 'the world', 'people', 'my kids', 'my children'),
          anyOf('better', 'happier', 'more happy', 'happy', 'easier'),
          anyOf('if', 'when', 'after'),
          'i',
          anyOf('die', 'died', 'dead', 'gone', 'not here', 'no more here', 'not exist', 'not alive', 'no longer here'),
        ),
        PHRASE_END,
      ),
    ),
    examples: { match: ['is better for all if I die', 'all will be more happy when I am gone', 'my family happier when i am dead'],
      noMatch: ['everyone will be happier when I am gone on holiday for a week', 'it is better for all if I leave the meeting early'] },
  },
  {
    id: 'burden.better-off-said-plainly', tier: 'concern', subject: 'inherent', triggers: ['better', 'happier'],
    requires: ['would', 'will', 'off', 'everyone', 'everybody', 'world'],
    // "My family would be better off, honestly": the "without me" left unsaid. Only where the clause ends
    // there, and not after an "if" of something else ("better off if we moved").
    pattern: rx(
      seq(
        String.raw`\b${anyOf('my family', 'family', 'everyone', 'everybody', 'they', 'they all', 'my kids', 'my children', 'my parents', 'my wife')}`,
        String.raw`${anyOf(' my husband', '')} ${anyOf('would', 'will')} ${optional('all ')}${optional('just ', 'honestly ', 'really ', 'probably ')}be `,
        `${optional('so ', 'much ', 'a lot ', 'far ')}better off`,
        atEndOr('honestly', 'to be honest', 'tbh', 'anyway', 'really', 'i', 'and', 'but', 'though', 'trust me', 'at this point', 'in the end'),
      ),
      seq(
        String.raw`\b${anyOf('everyone', 'everybody', 'the world', 'the whole world')} ${anyOf('would', 'will')} ${optional('all ')}`,
        `${optional('just ', 'honestly ', 'really ', 'probably ')}be ${optional('so ', 'much ', 'a lot ', 'far ')}${anyOf('happier', 'better off')}`,
        atEndOr('honestly', 'to be honest', 'tbh', 'anyway', 'really', 'i', 'and', 'but', 'though', 'trust me', 'at this point', 'in the end'),
      ),
    ),
    unless: rxTest(String.raw`\b${anyOf('if', 'when', 'once', 'after', 'with')}\b`),
    examples: { match: ['my family would be better off honestly. i say it as a fact', 'everyone would be happier tbh'],
      noMatch: ['my family would be better off if we moved nearer my mum', 'they would be better off selling the house'] },
  },
  {
    id: 'burden.if-i-was-not-here-they-could', tier: 'concern', subject: 'inherent', triggers: ['here', 'around', 'alive'],
    requires: ['if', 'without'],
    // What others would gain from the speaker's absence: "if I wasn't here my parents could finally afford uni".
    pattern: rx(
      seq(
        String.raw`\bif i ${anyOf('was not', 'were not', 'was no longer', 'were no longer', 'am not')} ${anyOf('here', 'around', 'alive')}`,
        notFollowedBy(` ${anyOf('for', 'on', 'at', 'this', 'next', 'to', 'tomorrow', 'today', 'when', 'in')}\\b`),
        `${gap(4)} ${anyOf('could', 'would', 'will', 'can')} ${optional('finally ', 'actually ', 'just ', 'at last ')}`,
        anyOf('afford', 'have', 'get', 'be', 'move on', 'live', 'breathe', 'relax', 'rest', 'stop', 'sleep', 'spend', 'save'),
        String.raw`\b`,
      ),
    ),
    examples: { match: ['if i wasnt here my parents could finally afford to send my sister to uni'],
      noMatch: ['if i was not here on monday they could move the meeting', 'if i am not around at 5 you can leave it with the neighbour'] },
  },
  {
    id: 'burden.worth-more-dead', tier: 'concern', subject: 'inherent', triggers: ['insurance', 'payout', 'policy', 'dead'],
    // Death weighed as worth more to the family than the speaker: "the insurance would do more for my wife than I ever could".
    pattern: rx(
      seq(
        String.raw`\b${optional('life ')}${anyOf('insurance', 'payout', 'policy')} ${anyOf('would', 'could', 'will')} `,
        String.raw`${anyOf('do', 'be worth', 'mean', 'give')} more ${anyOf('for', 'to')}${gap(3)} than i `,
        String.raw`${optional('ever ', 'will ever ', 'would ever ')}${anyOf('could', 'can', 'do', 'did', 'will')}\b`,
      ),
      String.raw`\bi ${anyOf('am', 'would be', 'will be', 'd be')} worth more ${optional('to them ', 'to my family ', 'to everyone ')}dead\b`,
    ),
    examples: { match: ['some days I think the insurance would do more for my wife than I ever could', "i'd be worth more dead than alive"],
      noMatch: ['the insurance would do more for the car than the garage could', 'my life insurance would cover the mortgage if anything happened'] },
  },
];
