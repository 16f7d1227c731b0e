/**
 * A parent's hoarding, a parent's new partner and a pet's illness: openings in many styles (a teenager's shorthand, English
 * as a second language, a formal older writer, a long paragraph) are read as these situations and met with their own words,
 * the particular questions people in them ask get their own answers, and the person's own diagnosis, a pet's death, caring
 * for a parent, the person's own dating and other near misses are read as before.
 */
import { COACH_IDS, type CoachId } from '@contracts/coaches';
import { after } from './engine-helpers';
import { describeSituation } from './situation-cases';

const situationOf = (coachId: CoachId, message: string) => after(coachId, [message]).situation;

describeSituation({
  name: "a parent's hoarding",
  id: 'parent-hoarding',
  openings: [
    'my mum is a hoarder and i dont know what to do anymore',
    "my dad won't throw anything away and the stairs are blocked with boxes and bags",
    'mums house is stacked to the ceiling w newspapers n she goes mad if i touch anything',
    'My mother, who is 79, has been hoarding for years. The spare rooms are full and now the landing is going the same way.',
    "hello my father keep everything, old newspaper, plastic bag, boxes. he can't throw anything out and house is dangerous now",
    "I am worried about my mother's house. She has always kept things, but now she can't throw anything away and I can barely get into the kitchen.",
    'visited my mum at the weekend and honestly i think shes a hoarder, you cant see the floor in the front room and theres piles of carrier ' +
      "bags on the stairs. when i tried to move one she went mental. i'm scared she'll fall or there'll be a fire and nobody would get to her",
    'my nan hoards everything, her bathroom is full of bags',
    "My parents' house is full of junk and my dad refuses to throw anything away. My brother says leave them to it.",
    'i think my dad has a hoarding problem',
  ],
  acknowledged: /^(?:When a parent's home fills up with things|Hoarding is hard on the whole family|Seeing the stairs, the doorways or the kitchen disappear)/,
  asked: [
    [
      'my mum is a hoarder and i dont know what to do anymore',
      [
        ['how do i bring it up with her without it turning into a row?', /"I love you, and I'm worried about you getting hurt on the stairs\./],
        ['she gets so defensive and angry whenever i touch any of her things, what do i do?', /Never move, bin or even touch things without asking first/],
        ["i'm really worried about a fire, is it a fire risk? how do i make it safer?", /most fire services offer a free home fire safety visit/],
        ["there's so much stuff in there. which room should we clear first?", /Start with the smallest area that makes the biggest difference to safety/],
        ["should i just hire a skip and clear it all while she's out at the shops?", /No, it is usually best not to.*most homes fill up again within months/],
        ['who can actually help with this? like the council or her gp?', /Adult social care at your local council.*A hoarding support group or charity/],
        ['is this a mental health thing? is something wrong with her?', /recognised by doctors as a mental health difficulty.*Only a doctor can say/],
        ["my brother and sister won't help at all, how do i get them to do something?", /Ask for specific, small things rather than help in general/],
        ["i'm going over on saturday, what should i actually do on the visit?", /A visit works best with one small goal and plenty of ordinary time/],
        ['is it normal to feel this guilty and ashamed about it?', /You did not cause this, and you cannot fix it on your own/],
        ['the kitchen smells and there is out of date food everywhere', /food is often easier to let go of than objects/],
      ],
    ],
    [
      "My parents' house is full of junk and my dad refuses to throw anything away. My brother says leave them to it.",
      [["the stairs are blocked and he's 82, i'm scared he'll fall. how do i make it safe?", /clear path to the front and back doors and all the way up the stairs/]],
    ],
  ],
});

describeSituation({
  name: "a parent's new partner",
  id: 'parent-new-partner',
  openings: [
    'my mum has a boyfriend and i hate it',
    'so my dad has a girlfriend now and i have to meet her on sunday',
    'mums new boyfriend is coming for sunday dinner and i feel sick lol',
    'My father, who was widowed three years ago, has begun seeing a lady from his church, and I find myself unsettled by it.',
    'hello, my mother have new partner since two month and he come to our house every weekend. i feel strange',
    'my parents split up last year and now mum is dating again and my little sister already loves him',
    "dad's girlfriend is moving in next month and nobody asked me",
    "I'm 34 and it's silly but my mum's new partner is moving in with her and I feel weird about it",
    'my mom is dating someone from work and my dad keeps asking me about him',
    'idk how to feel my dads dating again',
  ],
  acknowledged: /^(?:A parent with a new partner can stir up a lot|Meeting your mum's or dad's new partner|When a parent starts seeing someone new)/,
  asked: [
    [
      'so my dad has a girlfriend now and i have to meet her on sunday',
      [
        ['is it normal to feel this weird and annoyed about it?', /feeling weird, annoyed or a bit sick about your mum or dad dating is really common/],
        ["what do i even talk about with her at dinner? i dont want it to be awkward", /so it does not feel like a job interview\. A few easy openers: "How was the drive over\?"/],
        ['should i tell my dad how i feel about it?', /"I'm glad you're happy, and I'm not trying to spoil it\./],
        ["my mum keeps asking me what she's like, what do i say?", /You do not have to be the messenger between your parents.*"She's nice enough\. I'd rather not get into Dad's stuff\./],
        ["my little sister already loves her and it's so annoying", /liking the new partner does not mean they love your other parent any less/],
        ["she's moving in with us in march, what do i do?", /Your room stays yours, and people knock/],
        ['what am i supposed to call her?', /Their first name is usually best/],
        ["i feel like i'm betraying my mum if i'm nice to her, is that bad?", /getting on with someone is not taking sides.*"Nobody's replacing you\."/],
        ["they keep kissing in front of me and it's gross, how do i get them to stop?", /"Can you two save the kissing for when I'm not around\?/],
        ["i don't like her, she's so bossy and tells me what to do", /"I'd rather the rules came from you for now\."/],
      ],
    ],
  ],
});

describeSituation({
  name: "a pet's illness",
  id: 'pet-illness',
  openings: [
    'the vet said my cat has kidney disease',
    'my cat was diagnosed with diabetes last week',
    'my dog has arthritis and the vet says there isnt much more they can do apart from pain relief',
    'Our 12 year old cat was diagnosed with diabetes last week and I have to give her insulin injections twice a day. I am terrified of getting it wrong.',
    'my rabbit is really ill and the vet bills are already £600',
    'Good evening. Our spaniel, Molly, has been diagnosed with a heart condition. The vet says she may have a year or two. I find I cannot stop crying.',
    'hi my cat have diabetes now, the vet show me how to inject but my hands shake',
    "the vet found a lump on my dog's leg and we are waiting for the biopsy results, i keep crying at work",
    'my dog is poorly and not eating and i keep thinking its my fault for not noticing sooner',
    'our old dog has cancer and i dont know how long he has left',
  ],
  acknowledged: /^(?:Finding out your pet is sick or seriously ill|Learning a new routine of medicines|Worrying about losing them, about the cost)/,
  asked: [
    [
      'Our 12 year old cat was diagnosed with diabetes last week and I have to give her insulin injections twice a day. I am terrified of getting it wrong.',
      [
        ["i'm so scared of hurting her with the needle, how do i do the injections?", /exactly as your vet showed you.*If you are not sure it went in, do not give another one/],
        ['how do i fit her injections around work? i do long shifts', /Most care routines can be fitted around work/],
        ["the vet bills are huge, how do we manage the cost? we don't have insurance", /animal charities such as the PDSA or Blue Cross/],
        ["is it my fault? she was drinking loads for months and i didn't notice", /Animals are very good at hiding illness/],
        ['how long will she live now? will she still have a good life?', /your vet is the best person to ask.*whether the good days outnumber the bad/],
        ['we have a check-up next week, what questions should i ask the vet?', /Going in with a short list helps.*Which signs mean I should call you straight away/],
        ["i keep crying at work about her, is that normal? my colleagues must think i'm mad", /Crying about a poorly pet is normal, and it happens to plenty of people at work/],
        ['what if she has a hypo? what are the signs of an emergency?', /treat it as an emergency\. Call your vet now, or the emergency out-of-hours vet/],
        ["she's stopped eating her food today, what do i do?", /A pet who is off their food is worth taking seriously/],
        ['how do i explain it to the kids?', /"Bramble is poorly\. The vet is helping/],
      ],
    ],
    [
      'my dog has arthritis and the vet says there isnt much more they can do apart from pain relief',
      [
        ["how do i keep him comfortable at home? he's so stiff on the stairs", /Put rugs or mats on slippery floors/],
        ["how will i know when it's time?", /"What signs would tell us they are no longer enjoying life\?"/],
      ],
    ],
  ],
});

describe('near the three situations', () => {
  it.each(COACH_IDS)("%s: the person's own diagnosis and a pet's death are read as before", (coachId) => {
    expect(situationOf(coachId, 'I got diagnosed with type 2 diabetes last week')).toBe('new-diagnosis');
    expect(situationOf(coachId, 'I was diagnosed with diabetes last week and I am scared')).toBe('new-diagnosis');
    expect(situationOf(coachId, 'my dog died on tuesday')).toBe('pet-loss');
    expect(situationOf(coachId, 'the vet said there was nothing more they could do and we had her put to sleep yesterday')).toBe('pet-loss');
    expect(situationOf(coachId, 'my cat died last night, she had kidney disease for two years')).toBe('pet-loss');
    expect(situationOf(coachId, 'we had to put our dog down and now the kids want a new puppy')).toBe('pet-loss');
    // Someone else's illness or a lump of the person's own is no pet's.
    expect(situationOf(coachId, "I found a lump in my breast and I'm waiting for the biopsy")).toBe('health-worry');
    expect(situationOf(coachId, 'my dad has kidney disease and needs dialysis')).not.toBe('pet-illness');
    expect(situationOf(coachId, 'my son was diagnosed with type 1 diabetes and i have to do his injections')).not.toBe('pet-illness');
    // A pet that dies after its illness is a loss from then on.
    expect(after(coachId, ['the vet said my cat has kidney disease', "we had her put to sleep this morning, i can't stop crying"]).situation).toBe('pet-loss');
  });

  it.each(COACH_IDS)("%s: caring for a parent, the person's own dating and a family's things are read as before", (coachId) => {
    expect(situationOf(coachId, 'my mum went into a care home in june and i visit every day')).toBe('caring-for-parent');
    expect(situationOf(coachId, 'my dad has dementia and keeps losing things')).toBe('caring-for-parent');
    expect(situationOf(coachId, "i'm dating again after my divorce")).toBe('divorce-separation');
    expect(situationOf(coachId, 'i have a first date on friday with a guy from hinge')).toBe('dating-anxiety');
    expect(situationOf(coachId, "my mum keeps asking when i'll get a girlfriend")).not.toBe('parent-new-partner');
    expect(situationOf(coachId, "my mum and my boyfriend don't get along")).not.toBe('parent-new-partner');
    expect(situationOf(coachId, "my stepdaughter is 11 and acts like I'm not there")).toBe('step-family');
    expect(situationOf(coachId, "we're moving house and there are boxes everywhere")).toBe('moving-house');
    expect(situationOf(coachId, "i need to clear out mum's things after the funeral")).toBe('family-inheritance');
    expect(situationOf(coachId, 'my flatmate never throws anything away and the kitchen is full of his junk')).toBe('flatmate-conflict');
  });
});

describe.each(COACH_IDS)('%s: a trip booked while a pet is ill', (coachId) => {
  it('answers a bare "Should I cancel?" in a long message by the sentence before it, with a view', () => {
    const { reply } = after(coachId, [
      'our dog Pepper was diagnosed with kidney disease last week and she needs tablets three times a day',
      "We've got Cornwall booked for half term, cottage and everything, can't get the money back. Should I cancel? My husband says we'll find someone.",
    ]);
    expect(reply).toMatch(/^You do not have to cancel, as long as someone reliable can take over the care while you are away/);
  });
});
