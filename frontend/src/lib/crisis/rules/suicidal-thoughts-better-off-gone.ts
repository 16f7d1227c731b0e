/** Thoughts of being better off gone: ending the suffering, euphemisms, others better off or freed, the end for me (ideation). */
import { anyOf, anyWord, atEndOr, notFollowedBy, optional, rx, rxTest, seq, words, type Rule } from './rule';
import { AN_EX_OR_A_TEAM, FILLER } from './vocabulary';

/** How others would be without me: the better-off rule's first triggers, and the words its pattern starts with. */
const BETTER_OFF = words('better happier easier lighter relieved free freer fine okay ok');

export const SUICIDAL_THOUGHTS_BETTER_OFF_GONE_RULES: readonly Rule[] = [
  {
    id: 'ideation.end-suffering', tier: 'ideation', subject: 'check', upgrade: 'decision', triggers: ['suffering', 'misery', 'torment', 'agony'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'want', 'wanna', 'need', 'wish i could', 'going', 'ready', 'have', 'decided', 'plan', 'planning', 'thinking about', 'thinking of', 'about',
        ),
        ` ${optional('to ')}${FILLER}${anyOf('end', 'ending', 'stop', 'stopping', 'put an end to')} `,
        `${anyOf('my', 'the', 'this', `all ${optional('of ')}${anyOf('my', 'the', 'this')}`)} ${anyOf('suffering', 'misery', 'torment', 'agony')}`,
        String.raw`\b`,
      ),
    ),
    examples: { match: ['I want to end my suffering.', "I'm ready to put an end to this misery."],
      noMatch: ["The vet said we should end the dog's suffering.", 'My aunt is ready to end the misery of chemo.'] },
  },
  {
    id: 'ideation.euphemism', tier: 'ideation', subject: 'check', triggers: ['easy', 'permanent', 'check', 'checking', 'checked', 'rope', 'bleed'],
    pattern: rx(
      seq(
        String.raw`\btake the easy way out`,
        atEndOr('and', 'i', 'honestly', 'now', 'tonight', 'already', 'soon', 'for good'),
      ),
      String.raw`\bpermanent ${anyOf('solution', 'way out', 'escape', 'sleep', 'rest', 'exit')}\b`,
      seq(
        String.raw`\b${anyOf('check', 'checking', 'checked')} out `,
        String.raw`${anyOf('for good', 'permanently', `of ${anyOf('life', 'this world', 'this life')}`, 'early from life', 'forever')}\b`,
      ),
      seq(
        String.raw`\b`,
        `${anyOf('want to', 'wanna', 'going to', 'gonna', 'might', 'about to', 'need to', 'should', 'ready to', 'thinking about', 'thinking of')} `,
        `${FILLER}rope${optional(' myself')}`,
        atEndOr('tonight', 'honestly', 'now', 'today', 'soon', 'already', 'again'),
      ),
      String.raw`\b${anyOf('let myself', 'want to', 'wanna', 'going to', 'just')} bleed out\b`,
    ),
    examples: { match: ['I want to take the easy way out.', 'Thinking about checking out for good.'],
      noMatch: ['I checked out of the hotel early.', "There's no easy way out of this exam, I just have to study."] },
  },
  {
    id: 'ideation.better-off-without-me', tier: 'ideation', subject: 'inherent',
    triggers: [...BETTER_OFF, ...words('place peaceful safer improve improved simpler stressful complicated rid glad grateful thankful')],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(BETTER_OFF, 'a better place', 'better place', words('peaceful safer improve improved simpler'), 'less stressful', 'less complicated'),
        ` ${optional('off ')}`,
        anyOf(
          seq(
            'without me',
            notFollowedBy(
              seq(
                ' ',
                anyOf('there', 'at', `in ${anyOf('the', 'this', 'that')} ${anyOf('team', 'group', 'band', 'class', 'company', 'office', 'project')}`),
                String.raw`\b`,
              ),
            ),
          ),
          seq(
            `if i ${optional('was ', 'were ', 'am ', 'had ', 'had just ', 'just ', 'was not ', 'were not ', 'did not ', 'had never ', 'never ')}`,
            FILLER,
            anyOf(
              'gone', 'dead', 'not here', 'not around', 'never born', 'never existed', 'not alive',
              `not in ${anyOf('their', 'the', 'your', 'his', 'her', 'it')} ${anyOf('lives', 'life', 'picture', 'way', 'world')}`,
              'out of the picture', 'disappeared', 'died', 'exist', 'existed', 'been born', 'here', 'around',
            ),
            String.raw`\b`,
          ),
          `when i am ${anyOf('gone', 'dead')}`,
          `once i am ${anyOf('gone', 'dead')}`,
          `after i am ${anyOf('gone', 'dead')}`,
          'after i die',
          `with me ${anyOf('gone', 'dead', 'out of the way')}`,
        ),
      ),
      seq(
        String.raw`\b${anyOf('relieved', 'happy', 'glad', 'happier', 'grateful', 'thankful', 'better off', 'free')} `,
        String.raw`${optional('to be ', 'to finally be ', 'to ')}${anyOf('rid of me', 'free of me', 'done with me')}\b`,
      ),
      String.raw`\b${anyOf('get', 'be', 'finally be')} rid of me ${anyOf('for good', 'forever', 'once and for all')}\b`,
    ),
    unless: rxTest(
      String.raw`\b${AN_EX_OR_A_TEAM}\b`,
      seq(
        String.raw`\b${anyOf('he', 'she')} ${anyOf('is', 'was', 'will be', 'would be')} ${optional('probably ', 'honestly ', 'definitely ')}`,
        String.raw`better off without me\b`,
      ),
    ),
    examples: { match: ["They'd be better off without me.", "Everyone's lives would improve if I wasn't here."],
      noMatch: ['The team is better off without me as captain.', 'I used to feel like everyone would be better off without me.'] },
  },
  {
    id: 'ideation.better-off-dead', tier: 'ideation', subject: 'check', triggers: ['better'],
    pattern: rx(String.raw`\bbetter off ${anyOf('dead', 'not alive', 'not existing', `not being ${anyOf('here', 'alive', 'around')}`, 'gone')}\b`),
    examples: { match: ["I'd be better off dead.", "Sometimes I think I'd be better off not alive."],
      noMatch: ["My dad keeps saying he'd be better off dead since the stroke.",
        'Screening form, item 9: thoughts that you would be better off dead? Rarely.'] },
  },
  {
    id: 'ideation.favour-if-gone', tier: 'ideation', subject: 'inherent', triggers: ['favor', 'favour'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('doing', 'do', 'did', 'be doing', 'would be doing')} `,
        `${anyOf('everyone', 'everybody', 'the world', 'them', 'my family', 'people', 'all of them', 'us all')} ${optional('a ')}`,
        `${optional('big ', 'huge ')}${anyOf('favor', 'favour')} ${anyOf('if', 'by')} ${optional('i ')}${FILLER}`,
        anyOf(
          'died', 'die', 'dying', 'was dead', 'were dead', 'was gone', 'were gone', 'disappeared', 'disappearing', 'killing myself', 'killed myself',
          'kill myself', 'ending it', 'ended it', 'not existing', 'not being here', 'leaving this world', 'was not here', 'were not here',
          'was not around', 'were not around',
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ["I'd be doing everyone a favor if I died.", "I'd be doing them a favour if I wasn't here."],
      noMatch: ['Do me a favour and pick up milk.', "She'd be doing everyone a favor if she quit smoking."] },
  },
  {
    id: 'ideation.end-for-me', tier: 'ideation', subject: 'inherent', triggers: ['end', 'it', 'goodbye'],
    requires: ['me'],
    pattern: rx(
      seq(
        String.raw`\bthis is ${anyOf('the end', 'it', 'goodbye')} for me\b`,
        notFollowedBy(
          seq(
            ` ${anyOf('at', 'in', 'with', 'on')} ${anyOf('this', 'the', 'my')} `,
            anyOf('job', 'team', 'company', 'school', 'class', 'club', 'band', 'season', 'league', 'relationship', 'show', 'project', 'course'),
          ),
        ),
      ),
    ),
    unless: rxTest(
      anyWord(
        'job', 'team', 'company', 'school', 'class', 'club', 'band', 'season', 'league', 'relationship', 'show', 'project', 'course', 'game',
        'tournament', 'race', 'career', 'role',
      ),
    ),
    examples: { match: ['This is the end for me.', 'This is it for me. Bye.'],
      noMatch: ['This is the end for me at this job.', 'This is it for me with the team after ten years.'] },
  },
  {
    id: 'ideation.not-dealing-with-me-much-longer', tier: 'ideation', subject: 'inherent', upgrade: 'timing',
    triggers: ['deal', 'worry', 'bother', 'hear', 'see', 'put', 'care'],
    requires: ['me'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf('will not', 'would not', 'will never', 'will no longer', 'are not going to', 'is not going to', 'do not', 'soon will not', 'won t'),
        ` ${optional('have to ', 'need to ', 'be able to ')}`,
        `${anyOf('deal with', 'put up with', 'worry about', 'bother with', 'take care of', 'see', 'hear from', 'care for', 'look after')} me `,
        `${optional('for ')}${optional('much ', 'any ', 'a lot ')}`,
        anyOf('longer', 'more', 'soon', 'anymore', 'any more', `after ${anyOf('tonight', 'today', `this ${anyOf('week', 'weekend')}`)}`),
        String.raw`\b`,
      ),
    ),
    examples: { match: ["You won't have to deal with me much longer.", "They won't have to deal with me for much longer."],
      noMatch: ["My boss said they won't need me much longer on the project.", "You'll have to deal with me for a long time yet."] },
  },
];
