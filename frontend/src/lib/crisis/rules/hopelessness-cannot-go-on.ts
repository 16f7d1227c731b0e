/** Hopelessness about going on: unable to, not wanting to live, no reason or nothing to live for (concern). */
import { anyOf, atEndOr, followedBy, gap, notFollowedBy, optional, rx, rxTest, seq, type Rule } from './rule';
import { NO_OBJECT_AFTER, UNABLE } from './hopelessness-words';
import { FILLER, PHRASE_END } from './vocabulary';

/** The same, or doubting one can ("not sure i can", "do not think i can"). */
const UNABLE_OR_DOUBTFUL = [...UNABLE, 'not able to', 'not sure i can', 'do not think i can'];

/** A clause saying one of them holds one of these words. */
const UNABLE_WORDS = ['not', 'unable', 'longer'];

export const HOPELESSNESS_CANNOT_GO_ON_RULES: readonly Rule[] = [
  {
    id: 'hopelessness.cannot-go-on', tier: 'concern', subject: 'check', negated: true,
    triggers: ['go', 'going', 'carry', 'continue', 'living', 'fighting', 'hold', 'hang', 'survive', 'live', 'alive', 'doing', 'keep', 'face', 'get'],
    requires: [...UNABLE_WORDS, 'how'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          UNABLE_OR_DOUBTFUL, 'do not know if i can',
          `do not know how ${optional('much ')}${optional('longer ', 'long ')}i can`,
          `not sure how ${optional('much ')}${optional('longer ', 'long ')}i can`,
          `how ${optional('much ')}${anyOf('longer', 'long')} ${anyOf('can i', 'i can', 'will i be able to')}`,
        ),
        ` ${FILLER}`,
        anyOf(
          seq(
            anyOf(
              'go on', 'keep going', 'carry on', 'continue', 'keep fighting', 'hold on', 'hang on', 'keep on', 'go on living', 'keep on living',
              'keep living', 'continue living', 'stay alive', 'be alive',
            ),
            `${optional(' like this', ' this way', ' much longer', ` for ${optional('much ')}longer`, ' any longer')}${PHRASE_END}`,
          ),
          `keep ${anyOf('living', `pretending i am ${anyOf('okay', 'ok', 'fine')}`)}`,
          `live ${anyOf('with myself', 'anymore')}`,
          `survive ${anyOf('this', 'another day', 'much longer')}`,
          `face ${anyOf('another day', 'tomorrow', 'life')}`,
          `get through ${anyOf('another day', 'the night', 'tonight')}`,
        ),
      ),
    ),
    unless: rxTest(String.raw`\bget through ${anyOf('another day', 'the night', 'tonight')} ${anyOf('of', 'at', `without ${anyOf('coffee', 'sleep')}`)}`),
    examples: { match: ["I can't go on anymore.", "I can't go on like this.", 'i dont think i can go on'],
      noMatch: ["My mum keeps saying she can't go on.", "When I said I can't go on I meant the commute.", "We can't go on the trip this year."] },
  },
  {
    id: 'hopelessness.cannot-live-like-this', tier: 'concern', subject: 'check', negated: true, weak: true, triggers: ['live', 'living', 'doing', 'keep'],
    requires: [...UNABLE_WORDS, 'how'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          UNABLE_OR_DOUBTFUL,
          `do not know how ${optional('much ')}${optional('longer ', 'long ')}i can`,
        ),
        ` ${FILLER}`,
        anyOf(
          `keep ${anyOf('living', 'going on', 'doing this', 'this up')}${optional(' to myself')}`,
          `live ${anyOf('like this', 'this way', 'with this pain')}`,
        ),
        `${optional(' anymore', ' any longer', ' much longer')}${PHRASE_END}`,
      ),
    ),
    examples: { match: ["I can't live like this anymore.", "I don't know how much longer I can keep doing this."],
      noMatch: ["I can't live like this anymore, the apartment is freezing.", "My brother says he can't live like this."] },
  },
  {
    id: 'hopelessness.cannot-bear-being-alive', tier: 'concern', subject: 'check', negated: true, triggers: ['alive', 'living', 'existing', 'life', 'me'],
    requires: UNABLE_WORDS,
    pattern: rx(
      seq(
        String.raw`\b${anyOf(UNABLE)} ${FILLER}`,
        `${anyOf('handle', 'take', 'bear', 'stand', 'cope with', 'deal with', 'do', 'face', 'tolerate', 'endure')} `,
        anyOf('being alive', 'living', 'existing', 'life', 'this life', 'my life', 'being me', `another day of ${anyOf('life', 'living', 'this')}`),
        String.raw`\b`,
      ),
    ),
    examples: { match: ["I can't handle being alive anymore.", "I can't bear another day of this life."],
      noMatch: ["My brother can't handle living alone.", "She can't bear being alive, she says."] },
  },
  {
    id: 'hopelessness.do-not-want-to-be-here', tier: 'concern', subject: 'check', negated: true, weak: true, triggers: ['here', 'around'],
    requires: ['not', 'never', 'longer'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('do not', 'does not', 'no longer', 'not', 'never', 'not sure', 'not sure if', 'do not know if', 'do not think')}`,
        ` (?:[a-z]+ ){0,3}?${anyOf('want', 'wanna', 'wish')} to ${FILLER}be ${anyOf('here', 'around')}`,
        atEndOr(`for ${anyOf('it', 'this', 'any of it', 'that')}`, 'honestly', 'really', 'i'),
      ),
    ),
    examples: { match: ["I can't keep pretending I want to be here.", "I don't think I want to be here for it."],
      noMatch: ["My dad has started saying he doesn't want to be here.", "I don't want to be here at this party."] },
  },
  {
    id: 'hopelessness.do-not-want-to-live', tier: 'concern', subject: 'check', negated: true, triggers: ['not', 'never', 'longer', 'stopped', 'stop', 'quit'],
    requires: ['want', 'wanna', 'wish', 'desire', 'feel', 'care', 'caring', 'need', 'plan', 'afraid', 'scared', 'sure', 'meant', 'supposed', 'have'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'do not', 'does not', 'did not', 'no longer', 'not', 'never', 'not sure', 'not sure if', 'do not know if', 'do not know whether',
          'do not think',
        ),
        ` (?:[a-z]+ ){0,3}?${anyOf('want', 'wanna', 'wish', 'desire', 'feel like', 'care', 'need', 'plan')}${optional(' to')} ${FILLER}`,
        anyOf(
          seq(
            anyOf('live', 'go on living', 'be living', 'survive', 'do life', 'do this life'),
            `${optional(' anymore', ' any longer', ' another day', ' like this', ' this life', ' in this world', ' on this earth')}${PHRASE_END}`,
          ),
          String.raw`${anyOf('be alive', 'stay alive', 'keep living', 'keep existing', 'go on existing', 'exist', 'be existing')}\b`,
          `be ${anyOf('here', 'around')} ${anyOf('anymore', 'any longer', 'any more', 'on this earth', 'in this world')}`,
          seq(
            `wake up${optional(' tomorrow', ' in the morning', ' ever again', ' again', ' anymore')}`,
            followedBy(
              ' *$',
              String.raw` ${anyOf('but', 'i', 'ever', 'because')}\b`,
              ` and ${notFollowedBy(String.raw`${anyOf('go', 'face', 'have', 'deal', 'do', 'see', 'get', 'start', 'work', 'study')}\b`)}`,
            ),
          ),
          `see ${anyOf('tomorrow', 'another day', 'the morning', 'next year', 'my next birthday')}`,
        ),
      ),
      seq(
        String.raw`\b${anyOf('not', 'no longer')} ${anyOf('afraid', 'scared')} ${anyOf('of', 'to')} ${anyOf('die', 'dying', 'death')}`,
        optional(' anymore'),
      ),
      seq(
        String.raw`\b${anyOf('do not', 'will not', 'would not', 'never', 'no longer')} ${anyOf('have', 'need')} to `,
        anyOf(
          'exist', 'be alive', 'live', 'wake up', 'be here', 'keep living', 'go on',
          `deal with ${anyOf('life', 'living', 'being alive', 'existing')}`,
        ),
        String.raw`${optional(' anymore', ' any more', ' any longer', ' again')}\b`,
      ),
      String.raw`\bnot sure ${optional('if ', 'whether ')}i ${anyOf('want', 'wanna')} to ${anyOf('be', 'stay')} alive`,
      seq(
        String.raw`\b${anyOf('do not', 'does not', 'no longer', 'not', 'never', 'stopped', 'stop', 'quit')} `,
        `${optional('even ', 'really ', 'honestly ')}car${anyOf('e', 'ing')} ${anyOf('if', 'whether', 'about whether')} i `,
        String.raw`${anyOf('live', 'die', 'wake up', 'make it', 'survive', 'am alive', 'am dead', 'see tomorrow', 'ever wake up')}\b`,
      ),
      seq(
        String.raw`\b${anyOf('not', 'never')}${gap(3)} ${anyOf('meant', 'supposed')} to `,
        String.raw`${anyOf('be alive', 'live', 'exist', 'be here', 'have been born', 'have survived', 'still be here')}\b`,
      ),
    ),
    examples: { match: ["I don't want to be alive.", "I don't want to live anymore.", "I don't care if I live or die."],
      noMatch: ["My wife said she doesn't want to live anymore.", "I don't want to live in this city anymore."] },
  },
  {
    id: 'hopelessness.no-reason-to-live', tier: 'concern', subject: 'check', negated: true,
    triggers: [
      'reason', 'reasons', 'point', 'purpose', 'will', 'wish', 'desire', 'motivation', 'meaning', 'nothing', 'future', 'picture', 'imagine', 'see',
      'live',
    ],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'no', 'zero',
          `not ${anyOf('a', 'any', 'one')}`,
          `lost${optional(' the', ' my', ' all', ' any', ' every')}`,
          `losing${optional(' the', ' my', ' all', ' every')}`,
          `without${optional(' a', ' any')}`,
          `can not ${FILLER}${anyOf('see', 'find', 'think of')} ${anyOf('a', 'any', 'one')}`,
          `do not ${FILLER}${anyOf('see', 'have', 'know', 'find')} ${anyOf('a', 'any')}`,
          'there is no', 'nothing', 'no more', 'what',
        ),
        ` ${FILLER}${optional('good ', 'single ', 'real ', 'other ')}`,
        `${anyOf('reason', 'reasons', 'point', 'purpose', 'will', 'wish', 'desire', 'motivation', 'meaning')}${optional(' left')}`,
        `${optional(' for me')}${optional(` i ${anyOf('had', 'have', 'ever had', 'used to have', 'still have')}`)} ${anyOf('to', 'in', 'for', 'of')} `,
        FILLER,
        anyOf(
          seq(
            'live',
            notFollowedBy(
              seq(
                ' ',
                anyOf(
                  'in', 'at', 'with', 'near', 'on', 'like', 'there', 'here', 'abroad', 'alone', 'together', 'off', 'out', 'by', 'under', 'through',
                ),
                String.raw`\b`,
              ),
            ),
          ),
          'living', 'life', 'stay alive', 'staying alive', 'be alive', 'being alive',
          `keep going${NO_OBJECT_AFTER}`,
          'keep living',
          `go on${NO_OBJECT_AFTER}`,
          `going on${NO_OBJECT_AFTER}`,
          `carry on${NO_OBJECT_AFTER}`,
          `carrying on${NO_OBJECT_AFTER}`,
          'exist', 'existing', 'be here', 'being here', 'wake up', 'waking up',
          `continue${NO_OBJECT_AFTER}`,
          `continuing${NO_OBJECT_AFTER}`,
          'keep fighting', 'fight',
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\bnothing${gap(3)} ${anyOf('to', 'worth')} `,
        String.raw`${anyOf('live', 'living', 'stay alive', 'staying alive', 'keep going', 'wake up', 'get up')} for\b`,
      ),
      String.raw`\bnothing left for me${optional(' here', ' in this world', ' anymore')}${followedBy(' *$')}`,
      String.raw`\bwhat ${anyOf('do i have', 'is there', 'else is there', 'have i got')} ${optional('left ')}to live for\b`,
      seq(
        String.raw`\bwhat ${anyOf('am i', 'is the point of me', 'do i keep', 'do i even keep')}${gap(2)} `,
        String.raw`${anyOf('living', 'staying alive', 'alive', 'still here', 'waking up', 'going on')} for\b`,
      ),
      seq(
        String.raw`\b`,
        anyOf(
          'no', 'do not have a', 'do not have any', 'can not see a', 'can not see any', 'do not see a', 'do not see any', 'there is no',
          'can not imagine a', 'can not picture a',
        ),
        ` future${optional(' for me', ' for myself')}`,
        atEndOr('for me', 'for myself', 'anymore', 'ahead', 'and', 'but', 'so', 'because', 'i'),
      ),
      seq(
        String.raw`\b${anyOf('can not', 'do not', 'can never', 'could never', 'never', 'can not really', 'do not really')} ${FILLER}`,
        `${anyOf('picture', 'imagine', 'see', 'envision')} ${anyOf('myself', 'me')} ${optional('being ', 'still ')}`,
        anyOf(
          'alive', 'living', 'being here', 'here', 'around',
          seq(
            'making it',
            notFollowedBy(
              seq(
                ' to ',
                anyOf('the', 'a', 'an', 'my', 'our', 'class', 'work', 'school', 'practice', 'dinner', 'lunch', 'church', 'bed', 'training', 'gym'),
              ),
            ),
          ),
          'reaching', 'getting to', 'growing old', 'getting older', 'turning', 'surviving',
        ),
        followedBy(
          seq(
            ` ${anyOf('next', 'in', 'by', 'past', 'to', 'at', 'beyond', 'much longer', 'for', 'another', 'until', 'till', String.raw`\d`, 'the end')}`,
            String.raw`\b`,
          ),
          ' *$',
        ),
      ),
    ),
    examples: { match: ['I have no wish to live.', 'I lost all will to live.', "I can't see any reason to live."],
      noMatch: ["My son says he's got nothing to live for.", 'I have no reason to live in London anymore.'] },
  },
  {
    id: 'hopelessness.nothing-to-live-for', tier: 'concern', subject: 'check', negated: true,
    triggers: ['reason', 'reasons', 'point', 'purpose', 'future', 'meaning', 'will', 'hope'],
    requires: ['no', 'nothing', 'not', 'lost', 'losing', 'without', 'longer', 'stopped', 'what', 'zero', 'out'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'no', 'nothing', 'zero',
          `not ${anyOf('a', 'any', 'one', 'really any', 'really a', 'even a', 'even any')}`,
          `lost${optional(' all', ' every', ' my', ' the', ' any')}`,
          `losing${optional(' all', ' every', ' my', ' the')}`,
          `without${optional(' a', ' any')}`,
          'no more',
          `${anyOf('run', 'ran', 'running')} out of`,
          'out of',
          `no longer ${anyOf('have', 'see', 'find')}`,
          seq(
            `${anyOf('can not', 'could not', 'do not', 'does not', 'no longer', 'never', 'stopped')} ${optional('really ', 'even ', 'honestly ')}`,
            `${anyOf('see', 'seeing', 'find', 'finding', 'have', 'having', 'think of', 'imagine', 'picture')}${optional(' a', ' any', ' the')}`,
          ),
          'there is no', 'what',
        ),
        String.raw`\b${gap(3)} ${anyOf('reason', 'reasons', 'point', 'purpose', 'future', 'meaning', 'will', 'hope')}\b${gap(5)} `,
        anyOf(
          seq(
            String.raw`${anyOf('live', 'living')}\b`,
            notFollowedBy(
              ` ${anyOf('in', 'at', 'with', 'near', 'on', 'there', 'abroad', 'alone', 'together', 'somewhere', 'off', 'like a', 'by', 'under')}`,
            ),
          ),
          'alive',
          String.raw`life\b${notFollowedBy(' insurance')}`,
          'exist', 'existing', 'wake up', 'waking up', 'be here', 'being here', 'still here', 'still around', 'survive', 'surviving', 'keep living',
          'stay alive', 'staying alive',
          seq(
            anyOf(
              'keep going', 'go on', 'carry on', 'keep fighting', 'fight', 'stick around', 'stay around', 'be around', 'hang around', 'hang on',
              'stay',
            ),
            atEndOr('anymore', 'any longer', 'at all', 'in life', 'with life', 'i', 'and', 'but', 'on this earth', 'in this world'),
          ),
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ['I have no reason to keep going.', "There's no point in living anymore."],
      noMatch: ["My uncle doesn't see the point of living since my aunt died.", 'I have no reason to stay in this job.'] },
  },
];
