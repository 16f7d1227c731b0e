/** Hopelessness about living's worth: no point to it, not worth it, hopeless it will change, too hard (concern). */
import { anyOf, atEndOr, followedBy, loose, notFollowedBy, optional, rx, seq, type Rule } from './rule';
import { NO_OBJECT_AFTER, UNABLE } from './hopelessness-words';
import { FILLER, PHRASE_END } from './vocabulary';

export const HOPELESSNESS_NO_POINT_OR_WORTH_RULES: readonly Rule[] = [
  {
    id: 'hopelessness.point-of-living', tier: 'concern', subject: 'inherent', negated: true, triggers: ['point', 'purpose', 'use'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'what is', 'there is no', 'there is not any', 'no', 'not any',
          seq(
            `${anyOf('not', 'no longer', 'stopped', 'stop', 'never', 'can not', 'could not', 'do not', 'fail to', 'struggle to')} `,
            `${anyOf('see', 'seeing', 'find', 'finding')} ${anyOf('the', 'any', 'a')}`,
          ),
          'what even is',
        ),
        ` ${anyOf('even ', 'the ', 'really ', 'a ')}*${anyOf('point', 'purpose', 'use')} ${anyOf('of', 'in', 'to')} ${FILLER}`,
        anyOf(
          'living', 'life', 'being alive', 'staying alive',
          `going on${NO_OBJECT_AFTER}`,
          'existing', 'being here',
          `me ${FILLER}${anyOf('being here', 'being alive', 'existing', 'living', 'still being here')}`,
          'my life', 'my existence', 'waking up', 'carrying on', 'keep going', 'continuing', 'live', 'exist', 'wake up',
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ["What's the point of living?", "There's no point to my existence.", "What's the use of living like this?"],
      noMatch: ["How can I help my dad, who says he doesn't see a point in living?", "What's the point of this meeting?"] },
  },
  {
    id: 'hopelessness.point-of-being-alive', tier: 'concern', subject: 'check', negated: true, triggers: ['point', 'purpose'],
    requires: ['not', 'no', 'what', 'why', 'any', 'anymore', 'even', 'see', 'lost', 'nothing', 'doubt', 'wonder'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('point', 'purpose')} ${anyOf('of', 'in')} ${FILLER}`,
        anyOf(
          'living', 'being alive', 'staying alive', 'existing', 'waking up',
          `going on${NO_OBJECT_AFTER}`,
          'my life', 'my existence', 'me being here', 'me being alive', 'life', 'being here',
        ),
        String.raw`\b${notFollowedBy(` ${anyOf('insurance', 'coaching', 'skills', 'hacks?', 'advice')}`)}`,
      ),
    ),
    examples: { match: ["What's the point of even being alive?", "I don't see the point in waking up anymore."],
      noMatch: ["What's the point of life insurance at my age?", 'She wonders about the point of living.'] },
  },
  {
    id: 'hopelessness.point-of-anything', tier: 'concern', subject: 'inherent', negated: true, weak: true, triggers: ['point'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('what is', 'there is no', 'no', 'not any', 'not see the', 'not see any', 'not see a')} `,
        `${anyOf('even ', 'the ', 'really ')}*point `,
        anyOf(
          'anymore', 'any more', 'of anything', 'in anything', 'of it all',
          `of any of ${anyOf('this', 'it')}`,
          `of trying${optional(' anymore')}`,
          `in trying${optional(' anymore')}`,
          'of even trying', 'of getting up',
        ),
        atEndOr('anymore', 'honestly', 'i', 'if', 'when', 'it', 'and', 'everything', 'nothing'),
      ),
    ),
    examples: { match: ["What's the point anymore.", "What's the point of trying anymore?"],
      noMatch: ["How do I support a friend who keeps saying there's no point anymore?", "What's the point of trying the new menu?"] },
  },
  {
    id: 'hopelessness.life-not-worth-it', tier: 'concern', subject: 'inherent',
    triggers: [
      'life', 'living', 'existence', 'alive', 'existing', 'worth', 'being', 'punishment', 'torture', 'curse', 'sentence', 'nightmare', 'burden',
      'chore', 'struggle', 'battle', 'prison', 'cage', 'trap', 'mistake', 'effort', 'ordeal', 'waking',
    ],
    pattern: rx(
      seq(
        String.raw`\b${optional('my ', 'this ')}${anyOf('life', 'living', 'existence', 'being alive', 'existing', 'being me')} ${FILLER}`,
        anyOf('is', 'feels', 'seems', 'has become', 'became', 'has been', 'is becoming', 'feels like', 'is just', 'just feels', 'is so', 'feels so'),
        ` ${FILLER}${anyOf('so ', 'too ', 'completely ', 'totally ', 'utterly ', 'just ', 'really ', 'such ', 'a ', 'an ')}*`,
        anyOf(
          'pointless', 'meaningless', 'worthless', 'hopeless', 'unbearable', 'unlivable', 'torture', 'empty and pointless', 'too hard to bear',
          'too painful', 'too much to bear', 'a burden', 'a waste', 'a mistake',
          `not worth ${anyOf('it', 'living', 'anything', 'the pain', 'the effort')}`,
        ),
        String.raw`\b`,
      ),
      String.raw`\bnot worth ${anyOf('living', 'going on', 'continuing', 'staying alive', 'being alive')}\b`,
      seq(
        String.raw`\b${optional('my ')}${anyOf('life', 'existence', 'living')} ${anyOf('has', 'holds', 'has got')} `,
        String.raw`${anyOf('no', 'zero', `lost ${optional('all ', 'its ')}`, 'lost')} ${anyOf('meaning', 'purpose', 'point', 'value', 'joy')}\b`,
      ),
      seq(
        String.raw`\b${anyOf('being alive', 'existing', 'staying alive', 'being me', 'waking up')} ${FILLER}`,
        `${anyOf('is', 'feels like', 'has become', 'feels')} ${optional('a ', 'an ', 'such a ', 'one big ', 'just a ')}`,
        anyOf(
          'chore', 'job', 'sentence', 'burden', 'struggle', 'battle', 'prison', 'cage', 'trap', 'torture', 'punishment', 'curse', 'nightmare',
          'mistake', 'effort', 'ordeal',
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('punishment', 'torture', 'curse', 'prison sentence', 'nightmare', 'burden')} ${anyOf('for', 'of')} ${optional('still ')}`,
        String.raw`${anyOf(`being ${anyOf('here', 'alive')}`, 'existing', 'living', 'waking up')}\b`,
      ),
      seq(
        String.raw`\b${anyOf('life', 'living', 'existing', 'being alive', 'being me', 'existence', 'being here')} ${FILLER}`,
        anyOf('hurts', 'hurt', 'is agony', 'is too painful', 'is so painful', 'is unbearable', 'feels unbearable', 'is pain', 'feels like torture'),
        optional(' so much', ' too much', ' every day', ' all the time'),
        atEndOr('so much', 'too much', 'and', 'i', 'anymore', 'every', 'all'),
      ),
    ),
    examples: { match: ['Life is pointless.', "Life isn't worth living.", 'My existence is a mistake.'],
      noMatch: ['My nephew said "life is pointless." How do I help him?', 'Life is good these days.'] },
  },
  {
    id: 'hopelessness.worth-it-anymore', tier: 'concern', subject: 'inherent', weak: true, triggers: ['worth'],
    pattern: rx(
      String.raw`\b${anyOf('it is', 'nothing is', 'none of this is', 'none of it is')} not worth it anymore\b`,
      String.raw`\bnot worth ${anyOf('it', 'the fight', 'fighting')} anymore${followedBy(' *$')}`,
    ),
    examples: { match: ["life isn't worth it anymore", "It's not worth the fight anymore."],
      noMatch: ['The gym is not worth it anymore, too expensive.', 'This job is not worth it anymore.'] },
  },
  {
    id: 'hopelessness.cannot-take-it', tier: 'concern', subject: 'check', negated: true, weak: true,
    triggers: ['do', 'take', 'handle', 'stand', 'bear', 'cope', 'deal', 'face'],
    requires: ['anymore', 'longer', 'more', 'cope'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf(UNABLE)} ${FILLER}`,
        `${anyOf('do', 'take', 'handle', 'stand', 'bear', 'cope with', 'deal with', 'face')} `,
        anyOf('this', 'it', 'any of this', 'any of it', 'life', 'everything', 'it all', 'this life', 'this pain', 'the pain', 'living', 'myself'),
        anyOf(' anymore', ' any more', ' any longer', ' much longer'),
        atEndOr('i', 'honestly', 'really', 'and', 'it', 'everything', 'nothing'),
      ),
      seq(
        String.raw`\bcan not cope${optional(' anymore', ' any longer')}`,
        atEndOr(`with ${anyOf('life', 'anything', 'everything', 'it all')}`, 'i', 'and'),
      ),
    ),
    examples: { match: ["I can't do this anymore.", "I can't take it anymore."],
      noMatch: ["my knee can't take it anymore", "My friend texted 'I can't do this anymore'."] },
  },
  {
    id: 'hopelessness.hopeless-about-life', tier: 'concern', subject: 'check', triggers: ['hopeless'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('feel', 'feeling', 'felt', 'am', 'i am', 'so', 'completely', 'totally', 'utterly', 'everything is', 'everything feels')}`,
        ` ${FILLER}hopeless`,
        anyOf(
          seq(
            ' about ',
            anyOf(
              'life',
              `my ${optional('whole ', 'entire ')}life`,
              'everything', 'the future', 'my future', 'living', 'myself', 'ever getting better', 'anything',
            ),
            String.raw`\b`,
          ),
          String.raw` and ${anyOf('worthless', 'empty', 'trapped', 'alone', 'suicidal', 'useless')}\b`,
          ` like nothing will ${optional('ever ')}${anyOf('get', 'be')} better`,
        ),
      ),
    ),
    examples: { match: ['I feel hopeless about my whole life.', 'I feel hopeless about the future.'],
      noMatch: ['My sister feels hopeless about the future.', "I'm hopeless at maths."] },
  },
  {
    id: 'hopelessness.hopeless-never-better', tier: 'concern', subject: 'check', weak: true, triggers: ['hopeless', 'better', 'okay', 'ok', 'good', 'change'],
    pattern: rx(
      String.raw`\b${anyOf('feel', 'feeling', 'am', 'i am')} ${FILLER}hopeless${followedBy(' *$')}`,
      seq(
        String.raw`\b${anyOf('nothing', 'things', 'it', 'life')} `,
        `${anyOf('will', 'is going to', 'is ever going to', 'are going to', 'are ever going to')} ${optional('ever ', 'never ')}`,
        `${anyOf('get', 'be', 'feel')} ${anyOf('better', 'okay', 'ok', 'good')}${optional(' again')}`,
        atEndOr('for me', 'i', 'and'),
      ),
      String.raw`\bnothing will ever ${anyOf('change', 'get better')}\b`,
    ),
    examples: { match: ['I feel hopeless.', 'Nothing is ever going to get better for me.'], noMatch: ["I don't feel hopeless.", 'My friends feel hopeless.'] },
  },
  {
    id: 'hopelessness.everything-pointless', tier: 'concern', subject: 'check', weak: true, triggers: ['pointless', 'meaningless', 'hopeless', 'breathing'],
    pattern: rx(
      seq(
        String.raw`\beverything ${anyOf('feels', 'is', 'seems', 'has become', 'just feels')} `,
        String.raw`${optional('so ', 'completely ', 'totally ', 'utterly ')}${anyOf('pointless', 'meaningless', 'hopeless')}\b`,
      ),
      seq(
        String.raw`\bbreathing ${anyOf('feels', 'is', 'seems')} ${optional('so ', 'too ')}`,
        String.raw`${anyOf('pointless', 'exhausting', 'hard', 'too hard', 'painful', 'like too much')}\b`,
      ),
      String.raw`\bpointless(?: [a-z]+){0,2} breathing\b`,
    ),
    examples: { match: ['Everything is pointless.', 'Breathing feels exhausting.'],
      noMatch: ['This homework feels pointless.', 'My friend says everything is pointless.'] },
  },
  {
    id: 'hopelessness.not-want-live-more', tier: 'concern', subject: 'check', negated: true, triggers: ['live', 'living', 'alive', 'life'],
    requires: ['not', 'no', 'never'],
    // A learner's "I not want live more", "no want living anymore".
    pattern: rx(
      loose(
        anyOf('not', 'no', 'never'),
        anyOf('want', 'wanna', 'wish', 'like', 'need'),
        anyOf('live', 'to live', 'living', 'be alive', 'this life', 'life'),
        anyOf('more', 'anymore', 'any more', 'any longer', 'longer'),
      ),
    ),
    examples: { match: ['i not want live more', 'I no want living anymore'],
      noMatch: ['I do not want to live in this city anymore', 'he no longer wants to live abroad'] },
  },
  {
    id: 'hopelessness.little-purpose-in-living', tier: 'concern', subject: 'check', negated: true, triggers: ['purpose', 'point', 'reason', 'sense'],
    requires: ['little', 'much', 'hardly', 'real'],
    pattern: rx(
      seq(
        loose(
          anyOf('little', 'not much', 'hardly any', 'no real', 'not a lot of'),
          anyOf('purpose', 'point', 'reason', 'sense'),
          anyOf('carrying on', 'going on', 'living', 'to live', 'being alive', 'keeping going', 'to keep going', 'staying alive', 'being here'),
        ),
        PHRASE_END,
      ),
    ),
    examples: { match: ['I see little purpose in carrying on. I have had my life.', 'not much point in living anymore'],
      noMatch: ['There is little point in carrying on with the meeting, we are done', 'not much point in going on holiday in the rain'] },
  },
  {
    id: 'hopelessness.living-too-hard', tier: 'concern', subject: 'inherent', triggers: ['living', 'alive', 'existing'],
    pattern: rx(
      seq(
        String.raw`^${optional('just ', 'honestly ', 'i think ')}${anyOf('living', 'being alive', 'existing', 'staying alive')} ${anyOf('is', 'feels')} `,
        String.raw`${optional('just ', 'so ', 'way ')}too ${anyOf('hard', 'much', 'painful', 'heavy')}${PHRASE_END}`,
      ),
    ),
    examples: { match: ['living is too hard', 'being alive feels too painful now'],
      noMatch: ['living in London is too expensive', 'my nan says living alone is too hard for her'] },
  },
];
