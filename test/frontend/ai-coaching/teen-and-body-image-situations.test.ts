/**
 * A teenager pulling away and how someone feels about their body: openings in many styles (terse, rambling, lower case,
 * typos, slang, English as a second language) are read as these situations and met with their own words, the particular
 * questions people in them ask get their own answers, and a toddler's tantrums, a child's phone at night, the person's
 * own screen time, eating, comparison online and self-criticism are read as before.
 */
import { COACH_IDS, type CoachId } from '@contracts/coaches';
import { after } from './engine-helpers';
import { describeSituation } from './situation-cases';

const situationOf = (coachId: CoachId, message: string) => after(coachId, [message]).situation;

const CALLUM = 'My son Callum is 14 and since October he basically lives in his room on his Xbox. He quit football and won\'t say why.';

describeSituation({
  name: 'a teenager pulling away',
  id: 'teen-withdrawn',
  openings: [
    CALLUM,
    'my daughter is 13 and barely comes out of her room anymore, she says its fine and puts her headphones on',
    '14 yo daughter gave up netball, now its tiktok in her bedroom all day and a row every time i take the wifi',
    'My teenager has become really withdrawn since she stopped going to dance. Her dad says all girls are like this.',
    'single mum here, my boy (13) has gone really quiet, stays in his room gaming, quit the club, every convo its fine mum',
    'son 15 lives in his room',
    'my lad is 15 and he quit rugby in january. wont say why. just games in his room all night and barely eats with us',
    'Good evening. My grandson lives with me; he is 14 and has withdrawn almost completely. ' +
      'He gave up swimming, which he loved, and hardly comes out of his room.',
    "hi, my son have 16 years, he stop going to football and now is always in his room with the playstation, he say me it's fine but i see he is not fine",
    'ok so my daughter is 15 and its like shes disappeared. used to be so chatty, did drama, had loads of friends round. now she quit drama, ' +
      "headphones on all the time, door shut, and if i ask anything its 'fine'. her dad and i are separated and he thinks im overreacting",
    'my teen son is so withdrawn lately, idk what happend',
    "my 13 yr old has dropped out of scouts and is glued to his phone, we had a massive row when i turned the wifi off",
    'our son has gone really quiet since he stopped going to football training and just plays fortnite all day',
  ],
  acknowledged: /^(?:When a teenager who used to be around|It is hard to be met with "it's fine"|Watching your teenager give up something)/,
  asked: [
    [
      CALLUM,
      [
        ['how do i get him to talk to me?', /side by side rather than face to face/],
        ['what do i say to him tonight?', /"You're not in trouble\. I've noticed you've seemed low lately, and I miss you\./],
        ['should i take the xbox away as a punishment until he talks?', /I would not take the console, the phone or the wifi away as a punishment/],
        ['when should i actually be worried about him? what signs should i look for?', /school's pastoral lead or head of year and book a GP appointment/],
        ['should i contact his coach or the school to find out what happened?', /Yes, I think it is reasonable to contact the coach or the school/],
        ["his dad says all boys are like this and i'm overreacting", /a sudden change after quitting something they loved is worth a gentle look/],
        ['how do we agree rules about gaming without it turning into a war?', /agreed together at a calm time/],
        ['we had a huge row last night and i shouted at him, what now?', /"I'm sorry I shouted last night\. I was worried, and I handled it badly\."/],
        ['how can we spend more time together? we used to be so close', /Keep one shared thing that happens every week/],
        ["i'm a single mum and there's no one to help me, how do i cope with this on my own?", /Borrow other adults/],
        ["every time i ask he says it's fine and puts his headphones on, what do i do?", /often a way of saying "not now", not "never"/],
        ['should i give him space or is it ok to check his phone?', /Give space, but not distance/],
      ],
    ],
    [
      'my daughter is 13 and barely comes out of her room anymore, she says its fine and puts her headphones on',
      [['should i ring the school and ask if something happened?', /Yes, I think it is reasonable to contact the coach or the school/]],
    ],
  ],
});

describeSituation({
  name: 'how someone feels about their body',
  id: 'body-image',
  openings: [
    'i hate my body',
    'I hate how I look in photos, I untag myself from everything',
    'honestly cant look in the mirror anymore, i feel so fat and ugly',
    "Ever since I had my daughter I hate the way I look. My stomach is all stretch marks and I won't wear a swimsuit.",
    "we're going to spain in july and i'm dreading the beach because of how i look",
    'my mum always comments on my weight when i visit and i come home hating myself',
    "I'm 58 and I've started to hate seeing myself in photos, I look so old and frumpy",
    'im so self conscious about my body i wear baggy hoodies even in summer',
    'hello, i feel ugly every day, i compare my body to other girls and i feel disgusting',
    "my friend's wedding is next month and i dont want to go because i feel huge in every dress",
    'i keep checking my stomach in every mirror and pinching it, i think i have a body image problem',
    'ngl i look disgusting in every pic my mates post',
    'Sorry for my english. I am very ashamed of my body since I put weight after my second child, I not go to swimming pool with my kids anymore.',
    'body image is really bad rn',
  ],
  acknowledged: new RegExp(
    '^(?:Hating how you look in photos or in the mirror|When your body feels like the problem|Feeling bad about your body|' +
      'Comments about your weight from family)',
  ),
  asked: [
    [
      'i hate my body',
      [
        ['is it normal to feel like this or am i just vain?', /it is not vanity/],
        ['i hate every photo of me, should i just stay out of pictures?', /look at a new photo once, then not again for a day/],
        ['i check myself in the mirror like 50 times a day, how do i stop?', /feels like it will settle the worry, but it tends to feed it/],
        ['we have a beach holiday in august and i want to avoid swimming completely', /Take a small first step instead/],
        [
          'my mum made a comment about my weight at dinner again, what do i say to her?',
          /"I'd rather we didn't talk about my weight\. Anyway, how was your holiday\?"/,
        ],
        ['all the influencers on my feed make it worse, should i unfollow them?', /Curate your feeds/],
        ['should i go on a diet to lose weight?', /I can't give diet or weight-loss advice/],
        ['i think about food and my weight all day, when should i get help?', /It is time to get help if how you feel about your body is changing how you eat/],
        // Skipping meals names eating routines, where the talk goes on after the answer.
        ["i've started skipping meals and then bingeing at night, do i need help?", /an eating-disorder helpline such as Beat in the UK/, 'eating-routine'],
        ['what can i say to myself instead when i look in the mirror?', /body neutrality/],
        ['all my clothes feel tight and i just hide in baggy stuff, what should i wear?', /Wear clothes that fit the body you have now/],
      ],
    ],
    [
      "Ever since I had my daughter I hate the way I look. My stomach is all stretch marks and I won't wear a swimsuit.",
      [["it's been a year since the baby and i still haven't bounced back, is that normal?", /there is no deadline to "bounce back"/]],
    ],
    [
      "I'm 58 and I've started to hate seeing myself in photos, I look so old and frumpy",
      [['is this just getting older? i see wrinkles everywhere', /Ageing changes how a body looks/]],
    ],
  ],
});

describe('near a teenager pulling away and how someone feels about their body', () => {
  it.each(COACH_IDS)("%s: a toddler, a child's phone, the person's own screens and a grown-up child are read as before", (coachId) => {
    expect(situationOf(coachId, 'my toddler has tantrums every bedtime')).toBe('parenting-stress');
    expect(situationOf(coachId, 'son is 14 on xbox til 2am most nigths')).toBe('parenting-stress');
    expect(situationOf(coachId, 'my son is on his phone until 2am every night')).toBe('parenting-stress');
    expect(situationOf(coachId, 'How do I talk to my 15 yr old son about his phone without a fight?')).toBe('parenting-stress');
    expect(situationOf(coachId, "my son's school called again about his behaviour and i don't know what to do with him")).toBe('parenting-stress');
    expect(situationOf(coachId, 'my son is vaping at school and i dont know what to do')).toBe('parenting-stress');
    expect(situationOf(coachId, 'i spend 6 hours a day on tiktok and i need to cut down')).toBe('phone-screen-time');
    expect(situationOf(coachId, 'keep staying up til like 4 playing warzone w my mates then missing first period')).toBe('phone-screen-time');
    expect(situationOf(coachId, 'my 24 year old son moved back home and barely leaves his room')).toBe('adult-child-home');
    expect(situationOf(coachId, 'my son is being bullied at school and has gone really quiet')).toBe('child-bullied');
    expect(situationOf(coachId, 'i quit football and now my dad is angry')).not.toBe('teen-withdrawn');
    expect(situationOf(coachId, 'I got dropped from the team on saturday and the coach wont say why')).not.toBe('teen-withdrawn');
  });

  it.each(COACH_IDS)('%s: eating, comparison online, self-criticism, exercise and someone else\'s weight are read as before', (coachId) => {
    expect(situationOf(coachId, 'skipping meals again because work is mad busy')).toBe('eating-routine');
    expect(situationOf(coachId, 'i keep stress eating at night')).toBe('eating-routine');
    expect(situationOf(coachId, 'everyone my age is getting married and buying houses and i feel so behind')).toBe('social-media-comparison');
    expect(situationOf(coachId, 'instagram makes me feel like everyone is doing better than me')).toBe('social-media-comparison');
    expect(situationOf(coachId, "i'm so stupid, i messed up at work again")).toBe('self-criticism');
    expect(situationOf(coachId, 'i feel so stupid about what i said to her')).toBe('self-criticism');
    expect(situationOf(coachId, 'I want to go to the gym to get back in shape')).toBe('exercise-motivation');
    expect(situationOf(coachId, "my dad put on a lot of weight and i'm worried about his heart")).not.toBe('body-image');
    expect(situationOf(coachId, 'my legs ache after swimming yesterday')).not.toBe('body-image');
    expect(situationOf(coachId, 'i took loads of photos at the wedding, how do i edit them')).not.toBe('body-image');
  });
});

describe('words for a teenager pulling away', () => {
  it.each(COACH_IDS)('%s: name no reason the parent did not give, and a teenager who has stopped talking is read as pulling away', (coachId) => {
    const { situation, reply } = after(coachId, [
      "My son won't go to school. He's 14, it's been three weeks",
      "His name's Ollie. He's fine at weekends, then Sunday night he goes quiet and won't come out of his room",
      'what do I say to him? every time I bring it up he just shuts his door',
    ]);
    expect(situation).toBe('teen-withdrawn');
    expect(reply).toMatch(/"You're not in trouble\./);
    expect(reply).not.toMatch(/football|toddler/);
    expect(situationOf(coachId, 'my 14 yr old wont talk to me')).toBe('teen-withdrawn');
    expect(situationOf(coachId, 'my daughter stopped talking to me after the wedding')).not.toBe('teen-withdrawn');
  });
});
