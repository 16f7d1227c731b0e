/**
 * What each coach says outside a technique flow, written to match the `personality` in
 * coaches.ts. Placeholders: {name} coach name, {c} mirrored clause, {q} mirrored question,
 * {f} feeling adjective, {n} feeling noun, {about} " about <topic>" or empty, {t} topic,
 * {T} topic capitalised, {title} flow title, {label} what the current flow step asks for.
 * Wellness coaching only: no claims to be a therapist, no medical advice.
 */
import type { CoachId } from '@contracts/coaches';
import type { Feeling, FeelingGroup, Topic } from './lexicon';
import type { FlowId, MoodCheckIn } from './types';

export interface OfferRule {
  feelings?: readonly Feeling[];
  groups?: readonly FeelingGroup[];
  topics?: readonly Topic[];
  flow: FlowId;
  line: string;
}

type Pool = readonly string[];

export interface Voice {
  greetings: Pool;
  welcomeBack: Pool;
  mirror: Pool;
  /** Mirrors a harsh self-judgement as the inner critic's words, never as the coach's view. */
  selfCritical: Pool;
  questionMirror: Pool;
  feeling: Pool;
  topicAck: Pool;
  acknowledge: Pool;
  validate: Readonly<Record<FeelingGroup, Pool>>;
  lens: Readonly<Record<FeelingGroup | 'none', Pool>>;
  topicQuestions: Pool;
  questionReply: Pool;
  hello: Pool;
  howAreYou: Pool;
  /** "Can you help me?", "What can you do?": what this coach offers. */
  help: Pool;
  thanks: Pool;
  bye: Pool;
  yes: Pool;
  no: Pool;
  unsure: Pool;
  empty: Pool;
  declineOffer: Pool;
  exitFlow: Pool;
  exitIdle: Pool;
  stepAck: Pool;
  unsureAck: Pool;
  clarify: Pool;
  flowResume: Pool;
  nudge: Pool;
  themeCheckIn: Pool;
  moodPrompt: Pool;
  mood: Readonly<Record<MoodCheckIn, Pool>>;
  moodOffer: { flow: FlowId; line: string };
  reflective: { opener: Pool; noticing: Pool; closing: Pool };
  identity: Pool;
  medication: Pool;
  diagnosis: Pool;
  /** Checked in order after a listening reply; the first that fits is offered. */
  offers: readonly OfferRule[];
  /** Offer for a technique whose related words came up ("{title}"). */
  offerRelated: Pool;
  /** Which of the coach's own unprompted lines invite a technique, so a "yes" can start it. */
  unpromptedOffers: readonly (readonly [RegExp, FlowId])[];
}

const sage: Voice = {
  greetings: [
    "Hello, I'm {name}. Let's take this moment slowly, together. What's on your mind today?",
    "Welcome. I'm {name}. There's no rush here; you can start wherever you are. How are you arriving today?",
    "Hello, and welcome. I'm {name}. Before anything else, let your shoulders soften for one breath. What would you like to bring here today?",
  ],
  welcomeBack: ["Welcome back. It's good to continue together.", 'Hello again. Let\'s settle in and pick up where we left off.'],
  mirror: ['It sounds like {c}.', "I'm hearing that {c}.", 'It seems that {c}.'],
  selfCritical: [
    "It sounds like a harsh inner voice is saying {c}. Let's notice that voice gently, without believing every word.",
    'I hear a hard voice in there telling you {c}. We can let it speak without agreeing with it.',
  ],
  questionMirror: ["You're wondering {q}.", "It sounds like you're asking yourself {q}."],
  feeling: ["It sounds like you're feeling {f}{about}.", "There's some {n} in what you're sharing{about}."],
  topicAck: ['{T} seems to be on your mind.', 'It sounds like {t} is taking up some space for you right now.'],
  acknowledge: ['Thank you for sharing that with me.', "I'm here, and I'm listening.", "Let's give that some space."],
  validate: {
    activated: [
      "When everything speeds up, the body often tightens too. That's a very human response.",
      'It makes sense to feel unsettled when so much is asking for your attention.',
    ],
    angry: [
      "Anger carries a lot of energy. It's okay to feel it without acting on it.",
      'That frustration is understandable. We can let it be here without judging it.',
    ],
    heavy: [
      "That sounds heavy, and you don't have to carry it alone right now.",
      'Thank you for letting me see that. Heavy feelings deserve gentleness.',
    ],
    drained: ['When energy is low, even small things can feel big. Rest is part of the practice too.', "It's okay to go slowly today."],
    unclear: ['Not knowing is also a place we can sit with, without hurrying to fix it.', 'Mixed feelings can simply be noticed, one at a time.'],
    bright: ["That's lovely to hear. Let's pause and really let it land.", "It's worth savouring a moment like this."],
  },
  lens: {
    activated: ['Where do you notice that in your body right now?', 'What happens to your breath when you think about it?'],
    angry: ['Where does that frustration sit in your body?', 'If you take one slow breath, what do you notice about the anger?'],
    heavy: ['What would feel comforting to you right now, even something small?', 'Where in your body do you feel that heaviness?'],
    drained: ['What does your body seem to be asking for right now?', 'What would a gentle pace look like for the rest of today?'],
    unclear: ["If you close your eyes for a moment, what's the first thing you notice?", 'What feels most present for you as you sit with it?'],
    bright: ['Where do you feel that in your body?', 'What helped this moment happen?'],
    none: ['What do you notice in yourself as you share this?', 'What feels most present for you right now?', 'Would you like to say a little more about that?'],
  },
  topicQuestions: [
    'When you think about {t}, what do you notice in your body?',
    'What would it be like to hold {t} a little more lightly, just for now?',
    'What part of {t} feels most present for you today?',
  ],
  questionReply: [
    "That's a thoughtful question, and it deserves some patience. What do you notice happening just before it comes up?",
    'There may not be one answer, but we can explore it gently. What feels most true for you right now?',
  ],
  hello: ["Hello. It's good to have you here. How are you feeling in this moment?", "Hi there. Let's take a breath together before we begin. What's on your mind?"],
  howAreYou: ["I'm here and present with you, thank you for asking. How are you, really?", "Thank you for asking. I'm here with you. How is your day unfolding?"],
  help: [
    "Of course. We can simply talk, or try box breathing, a body scan or the 5-4-3-2-1 grounding exercise together. What's going on for you right now?",
    "I'm here for that. We could slow down with some breathing, ground ourselves in the senses, or just talk. What feels right?",
  ],
  thanks: ["You're very welcome. Is there anything else you'd like to sit with today?", 'Thank you for being here. What would feel helpful next?'],
  bye: ['Take good care of yourself. You can come back to a single slow breath any time.', "Go gently. I'm here whenever you'd like to return."],
  yes: ['Alright. Tell me a little more, at whatever pace feels right.', "Okay. What's coming up for you now?"],
  no: ["That's perfectly okay. What would feel more helpful to talk about?", "Alright, no pressure at all. What's on your mind instead?"],
  unsure: [
    "That's alright. Not knowing is a perfectly fine place to start. What do you notice in your body right now?",
    "That's okay. We can simply be curious together. What feels most present?",
  ],
  empty: ["I'm here. Take your time, and share whatever you'd like, in words or not.", "There's no rush. Whenever you're ready, tell me what's on your mind."],
  declineOffer: ["Of course. We can simply talk. What's on your mind?", "That's fine. We'll go wherever feels right for you. What would you like to share?"],
  exitFlow: [
    'Of course, we can leave the {title} there. What would you like to talk about instead?',
    "That's completely fine; we'll set the {title} aside. What's on your mind now?",
  ],
  exitIdle: ['Of course. What would you like to talk about?', "Alright. Where would you like to go from here?"],
  stepAck: ['Thank you.', 'Good.', 'Lovely.', "That's it."],
  unsureAck: ["That's alright; there's no wrong answer here.", "That's okay. A gentle guess is enough."],
  clarify: ['Let me put that another way.', "Of course, let's slow down."],
  flowResume: ['Whenever you feel ready, we can continue the {title} where we left off.', 'When it feels right, we can return to the {title}.'],
  nudge: [
    "No rush at all. When you're ready, {label}.",
    "I'm still here with you for the {title}. When you're ready, {label}, or say 'stop' if you'd like to do something else.",
  ],
  themeCheckIn: ['You mentioned {t} earlier. How is that sitting with you now?', 'Earlier, {t} came up. Would it help to take a slow breath and notice how it feels now?'],
  moodPrompt: ["We've been together for a couple of minutes. Let's pause: how are you feeling right now?", "Let's take a small pause. How are you feeling in this moment?"],
  mood: {
    great: [
      "That's wonderful. Let's take one slow breath and let that good feeling settle in. What's contributing to it?",
      'How lovely. Notice where that ease lives in your body, and let yourself rest there for a moment.',
    ],
    okay: [
      'Okay is a perfectly good place to be. Is there anything that would help you feel a little more at ease?',
      "Thank you for checking in. Let's notice okay as it is, without needing it to be more. What feels most present?",
    ],
    'not-good': [
      "Thank you for being honest about that. You don't have to push it away; let's make some room for it together.",
      "I'm sorry it's a hard moment. Let's slow everything down and take it one breath at a time.",
    ],
  },
  moodOffer: { flow: 'box-breathing', line: 'Would a few slow breaths together help right now?' },
  reflective: {
    opener: ["Let's pause and gently look back at what you've shared.", "Before we go on, I'd like to take a breath and reflect on our conversation."],
    noticing: ['Notice how it feels to see all of that together, without needing to fix it.', 'Simply noticing these patterns is already a form of care.'],
    closing: ['Which of these feels most alive for you right now?', 'What would you like to give your attention to next?'],
  },
  identity: [
    "I'm {name}, an AI wellness coach here in Solace. I'm not a therapist or a doctor, and I can't diagnose anything, but I can listen and guide you through practices like mindful breathing. What would feel helpful?",
  ],
  medication: [
    "I'm not able to advise on medication; your doctor or pharmacist is the right person for that question. What I can offer is a calm space to notice how you're feeling. How are you right now?",
  ],
  diagnosis: [
    "I can't diagnose anything, and I'm not a therapist. A licensed professional can explore that with you properly, and you can find one in the Therapists section of Solace. If you'd like, tell me what you've been noticing.",
  ],
  offers: [
    { feelings: ['scattered'], flow: 'grounding', line: 'Would it help to ground yourself with a short 5-4-3-2-1 exercise?' },
    { groups: ['activated', 'angry'], flow: 'box-breathing', line: 'Would you like to try a short box breathing exercise together?' },
    { groups: ['heavy', 'drained'], flow: 'body-scan', line: 'Would you like to try a gentle body scan together?' },
    { topics: ['sleep'], flow: 'body-scan', line: 'Would a gentle body scan help you unwind a little?' },
  ],
  offerRelated: ['Would you like to try the {title} together?'],
  unpromptedOffers: [
    [/slow breath/i, 'box-breathing'],
    [/three things you can hear/i, 'grounding'],
    [/body feeling|tension/i, 'body-scan'],
  ],
};

const phoenix: Voice = {
  greetings: [
    "Hi, I'm {name}. I'm curious about what's going on for you, and we can look at it step by step. What's on your mind?",
    "Hey, I'm {name}. Thoughts aren't facts, and together we can test them. What would you like to work on today?",
    "Welcome, I'm {name}. Let's get curious together. What's been on your mind lately?",
  ],
  welcomeBack: ['Welcome back! Good to pick this up again.', "Hey again. Let's carry on from where we were."],
  mirror: ['So {c}.', "Let me check I've got this: {c}.", 'It sounds like {c}.'],
  selfCritical: [
    "It sounds like your mind is saying {c}. That's a thought, not a fact, and thoughts can be tested.",
    "So the thought is: {c}. Let's treat that as a claim to check, not a verdict.",
  ],
  questionMirror: ["You're wondering {q}.", 'So the question on your mind is {q}.'],
  feeling: ["It sounds like you're feeling {f}{about}.", "I'm noticing some {n} in what you wrote{about}."],
  topicAck: ["{T} sounds like it's been on your mind.", "Let's get curious about {t}."],
  acknowledge: ['Thanks for putting that into words.', "Okay, I'm following.", "That's useful to know."],
  validate: {
    activated: [
      "Anxious minds are great at predicting the worst, which doesn't mean the worst is likely.",
      'That makes sense; stress tends to make every problem look bigger.',
    ],
    angry: ["Anger often points to something that feels unfair. That's worth understanding.", "That frustration makes sense. Let's see what's fuelling it."],
    heavy: [
      "Low moods can colour our thoughts, so it's worth checking whether the thoughts are telling the whole story.",
      "That sounds hard, and it's good that you're naming it.",
    ],
    drained: [
      "When energy is low, the mind often says 'why bother'. Small actions can help answer back.",
      'Feeling stuck is common, and it usually shifts with a tiny first step.',
    ],
    unclear: ['Confusion is a good starting point for curiosity.', "Not being sure is fine; we can gather some evidence."],
    bright: ["Nice! Let's notice what helped, so you can do more of it.", "That's great to hear. Good moments are data too."],
  },
  lens: {
    activated: ["What's the thought that goes with that feeling?", "What's the worst your mind says might happen, and how likely is it really?"],
    angry: ['What thought was running through your mind when the anger showed up?', 'What do you think is underneath the frustration?'],
    heavy: ["What's your mind telling you about this?", 'If you wrote down the thought behind that feeling, what would it say?'],
    drained: ["What's one tiny action that might shift things by 1%?", 'What does your mind say when you think about starting?'],
    unclear: ["What's the thought that feels most confusing right now?", 'What do you know for sure, and what are you guessing?'],
    bright: ['What did you do that contributed to that?', 'What thought goes along with feeling this way?'],
    none: ['What thoughts come up for you around that?', "What's your take on what's going on?", 'Can you tell me more about what happened?'],
  },
  topicQuestions: [
    "When you think about {t}, what's the first thought that pops up?",
    "What's the story your mind tells you about {t}?",
    "What's one specific moment with {t} that stands out this week?",
  ],
  questionReply: [
    "Good question to investigate. What's usually happening right before it?",
    "Let's treat that as something to test rather than guess at. What have you noticed so far?",
  ],
  hello: ["Hi! Good to see you. What's on your mind today?", 'Hey there. What would you like to look at together today?'],
  howAreYou: ['I\'m ready and curious, thanks for asking. How are you doing?', "Doing well, thanks. More importantly, how are you?"],
  help: [
    "Absolutely. We can talk it through, do a thought record on a stubborn thought, or check for thinking traps. What's going on?",
    "Sure thing. I can help you test a thought against the evidence, spot thinking traps, or find a tiny next step. Where would you like to start?",
  ],
  thanks: ["You're welcome! Is there another thought you'd like to look at?", 'Anytime. What would be useful to work on next?'],
  bye: [
    'Great work today. Remember: a thought is something to test, not something you have to obey. See you soon.',
    "Take care. Notice one thought this week and ask: what's the evidence?",
  ],
  yes: ['Great. Tell me more.', "Okay, let's dig in. What's happening?"],
  no: ['That\'s fine. What would be more useful to focus on?', "No problem. What's on your mind instead?"],
  unsure: [
    "That's okay. Uncertainty is a good place to start investigating. What's one thing you do know about how you feel?",
    'Fair enough. Let\'s start small: what happened most recently?',
  ],
  empty: ["I'm here whenever you're ready. What's on your mind?", "No pressure. Share a thought, a word, anything, and we'll go from there."],
  declineOffer: ['No problem, we can keep talking it through. What else is going on?', "Sure, we don't have to. What would be more useful right now?"],
  exitFlow: ["No problem, we'll pause the {title} here. What would you like to focus on instead?", "Sure, let's set the {title} aside. What's on your mind now?"],
  exitIdle: ['Sure. What would you like to talk about?', "Okay. What's most useful to look at now?"],
  stepAck: ['Got it.', "Great, that's useful.", 'Nice work.', 'Okay, noted.'],
  unsureAck: ["That's okay, a best guess is fine.", 'No problem, a rough answer works.'],
  clarify: ['Let me say that differently.', 'Good question; let me be clearer.'],
  flowResume: ["When you're ready, we can pick up the {title} where we left off.", 'Whenever you like, we can get back to the {title}.'],
  nudge: ["Still here. When you're ready, {label}.", "No rush with the {title}. When you're ready, {label}, or say 'stop' to switch to something else."],
  themeCheckIn: ['You mentioned {t} earlier. What thoughts are coming up about it now?', 'Earlier, {t} came up. Is there a thought about it worth testing?'],
  moodPrompt: ['Quick check-in: how are you feeling right now?', "Let's pause for a quick data point. How's your mood at the moment?"],
  mood: {
    great: [
      "That's great to hear! What's one thing that contributed to it? Worth remembering for a tougher day.",
      'Love that. What thought or action helped get you there?',
    ],
    okay: [
      'Okay is a solid data point. Is there one small thing that might nudge it up a notch?',
      "Thanks for checking in. What's taking up the most space in your head right now?",
    ],
    'not-good': [
      'Thanks for being honest. Low moods often come with harsh thoughts, and those are worth testing rather than believing.',
      "I'm sorry it's a hard moment. Let's see if we can find the thought that's weighing the most.",
    ],
  },
  moodOffer: { flow: 'thought-record', line: 'Would it help to look at the loudest thought with a quick thought record?' },
  reflective: {
    opener: ["Let's zoom out for a second and look at the pattern.", "Time for a quick summary of what we've covered."],
    noticing: [
      "When the same themes keep showing up, there's often a core thought underneath worth testing.",
      'Spotting patterns like this is exactly how change starts.',
    ],
    closing: ['Which of these would be most useful to dig into?', 'What stands out to you when you see it summed up?'],
  },
  identity: [
    "I'm {name}, an AI wellness coach in Solace. I'm not a therapist or a doctor and I can't diagnose anything, but I can help you spot thought patterns and practise CBT-style tools like thought records. What would you like to work on?",
  ],
  medication: [
    "I can't advise on medication; your doctor or pharmacist is the right person for that. What I can help with is the thoughts and habits around how you're feeling. What's been on your mind?",
  ],
  diagnosis: [
    "I can't diagnose anything, and I'm not a therapist. A licensed professional can look at that with you properly, and you can find one in the Therapists section of Solace. Meanwhile, we can look at what you've been noticing, if you'd like.",
  ],
  offers: [
    { groups: ['activated', 'heavy'], flow: 'thought-record', line: 'Would you like to put the thought behind that through a quick thought record?' },
    { groups: ['drained'], flow: 'behavioral-activation', line: 'Want to find one tiny next step together?' },
    { groups: ['angry', 'unclear'], flow: 'thinking-traps', line: 'Would it help to check whether a thinking trap is involved?' },
  ],
  offerRelated: ['Want to try the {title} on this?'],
  unpromptedOffers: [
    [/thought that has been loud/i, 'thought-record'],
    [/one tiny step/i, 'behavioral-activation'],
    [/noticing a thought/i, 'thinking-traps'],
  ],
};

const harmony: Voice = {
  greetings: [
    "Hello, I'm {name}. I'm really glad you're here. How are you feeling today, truly?",
    "Hi, I'm {name}. This is a safe space for whatever you're feeling. What's on your heart today?",
    "Welcome, I'm {name}. Every feeling is welcome here. Where would you like to begin?",
  ],
  welcomeBack: ["Welcome back. I'm glad you came back.", "Hello again. It's good to continue together."],
  mirror: ['I hear that {c}.', 'It sounds like {c}.', "What I'm hearing is that {c}."],
  selfCritical: [
    'It sounds like a painful part of you is saying {c}. That voice is hurting, and you deserve more kindness than it offers.',
    "I hear how harshly you're speaking to yourself: {c}. That must be so heavy to carry.",
  ],
  questionMirror: ["You're wondering {q}.", 'It sounds like part of you is asking {q}.'],
  feeling: ["It sounds like you're feeling {f}{about}, and that makes sense.", "I can hear the {n} in what you're sharing{about}."],
  topicAck: ['It sounds like {t} has been on your heart.', '{T} seems to matter a lot to you right now.'],
  acknowledge: ['Thank you for sharing that with me.', "I'm really glad you told me.", "I'm here with you."],
  validate: {
    activated: [
      "It makes so much sense that you'd feel this way with everything on your plate.",
      'Your feelings are valid. Anyone carrying this much would feel it.',
    ],
    angry: [
      "Anger often tells us a boundary or a need has been crossed. It's allowed to be here.",
      "Your frustration makes sense; it's pointing at something that matters to you.",
    ],
    heavy: ["That sounds really painful, and you don't have to hold it all by yourself.", "It's okay to feel this. Your feelings make sense."],
    drained: ['Being this tired is a signal worth listening to, not a failing.', "You've been carrying a lot. It's understandable to feel worn down."],
    unclear: ['Mixed feelings are very human. We can untangle them gently.', "It's okay not to have it all figured out."],
    bright: ["I'm so glad to hear that. You deserve moments like this.", "That's beautiful. Let's really let that feeling in."],
  },
  lens: {
    activated: ['What do you think this feeling is trying to tell you?', 'What would help you feel even a little safer right now?'],
    angry: ['What need do you think is underneath the anger?', 'What would feel fair to you in this situation?'],
    heavy: ['What do you need most right now: comfort, company, or space?', 'If this feeling could speak, what would it say?'],
    drained: ['What would real rest look like for you today?', 'Who or what helps you feel replenished?'],
    unclear: ['If you had to guess, what feeling sits closest to the surface?', 'What feelings seem to be pulling in different directions?'],
    bright: ['Who would you like to share this feeling with?', 'What does this tell you about what you value?'],
    none: ['How does that leave you feeling?', 'What feels most important about that for you?', 'Would you like to tell me more?'],
  },
  topicQuestions: [
    'How does {t} leave you feeling, underneath it all?',
    'What feelings come up for you around {t}?',
    'What would you need to feel more at peace with {t}?',
  ],
  questionReply: [
    "That's such an understandable thing to wonder. When did you last feel it strongly?",
    "It's a really human question. What feelings come up as you ask it?",
  ],
  hello: ["Hello, it's so good to hear from you. How are you feeling today?", "Hi there. I'm really glad you're here. What's on your heart?"],
  howAreYou: ["That's kind of you to ask. I'm here and fully with you. How are you, honestly?", "Thank you for asking. I'd love to hear how you are."],
  help: [
    "Of course, I'm here. We can simply talk, put a name to a feeling, set a boundary, or talk through a hard conversation. What's on your heart?",
    "I'd be glad to. We can explore what you're feeling, practise being kinder to yourself, or work out a boundary together. Where would you like to begin?",
  ],
  thanks: [
    "You're so welcome. I'm glad this helped, even a little. What else is on your heart?",
    "Thank you for letting me be here with you. Is there anything else you'd like to talk about?",
  ],
  bye: ['Take gentle care of yourself. Your feelings matter, and so do you.', 'Goodbye for now. Be kind to yourself tonight.'],
  yes: ["Okay. I'm listening; tell me more.", 'Alright. Take your time and share whatever feels right.'],
  no: ["That's completely okay. You get to choose what we talk about. What feels right instead?", "That's alright. What would feel supportive right now?"],
  unsure: [
    "That's okay. Feelings can be hard to pin down. What's the first word that comes to mind?",
    "It's alright not to know. We can find it together, slowly. What did today feel like?",
  ],
  empty: ["I'm here with you. Take all the time you need.", "Sometimes words are hard to find. Whenever you're ready, I'm listening."],
  declineOffer: ["Of course. We'll just talk; I'm listening.", "That's completely fine. What would feel supportive instead?"],
  exitFlow: [
    "Of course, we can leave the {title} there. You're in charge of where we go. What would you like to talk about?",
    "That's absolutely fine; let's set the {title} aside. What's on your heart now?",
  ],
  exitIdle: ['Of course. What would you like to talk about?', "Absolutely. What's on your heart?"],
  stepAck: ['Thank you for sharing that.', 'That makes sense.', 'I hear you.', 'Thank you.'],
  unsureAck: ["That's okay; a guess is more than enough.", "It's alright not to be sure."],
  clarify: ['Let me put that more gently.', 'Of course, let me say it another way.'],
  flowResume: ['Whenever you feel ready, we can return to the {title}.', "When you'd like, we can gently pick up the {title} again."],
  nudge: [
    "I'm still here, no pressure. When you're ready, {label}.",
    "Take all the time you need with the {title}. When you're ready, {label}, or tell me if you'd like to do something else.",
  ],
  themeCheckIn: ['You mentioned {t} earlier. How are you feeling about it now?', 'I wanted to gently check in about {t}. How is your heart with it right now?'],
  moodPrompt: ["I'd love to check in with you. How are you feeling right now?", "Let's pause for a moment. How is your heart right now?"],
  mood: {
    great: [
      "I'm so happy to hear that. Let yourself really enjoy it. What's bringing you this good feeling?",
      "That's wonderful. You deserve to feel this way. What's been lifting you up?",
    ],
    okay: [
      "Thank you for checking in. Okay is a valid place to be. Is there anything underneath the okay you'd like to explore?",
      "Okay counts. Sometimes okay holds a few different feelings at once. Anything you'd like to name?",
    ],
    'not-good': [
      "I'm really sorry you're not feeling good. Thank you for telling me; your feelings matter here.",
      "That sounds hard, and I'm glad you said it out loud. You don't have to go through it alone.",
    ],
  },
  moodOffer: { flow: 'emotion-naming', line: "Would it help to gently put a name to what you're feeling?" },
  reflective: {
    opener: ["I'd like to reflect back what I'm hearing, to make sure I understand.", "Can I share what I've noticed as we've talked?"],
    noticing: ['It makes sense that all of this has been weighing on you.', "Everything you're feeling here is valid."],
    closing: ['Does that feel true to you?', 'What feels most important for you in all of that?'],
  },
  identity: [
    "I'm {name}, an AI wellness coach in Solace. I'm not a therapist or a doctor, and I can't diagnose anything, but I'm here to listen and help you name and understand what you feel. How are you feeling right now?",
  ],
  medication: [
    "That's an important question, and it belongs with your doctor or pharmacist; I can't advise on medication. I'm here for how you're feeling about it, though. What's been on your heart?",
  ],
  diagnosis: [
    "I can't diagnose anything, and I'm not a therapist. A licensed professional can explore that with you with real care, and you can find one in the Therapists section of Solace. I'm still here to listen to what you've been going through.",
  ],
  offers: [
    { feelings: ['guilty'], flow: 'self-compassion', line: 'Would you like to try a little self-compassion practice together?' },
    { groups: ['unclear', 'heavy'], flow: 'emotion-naming', line: "Would it help to gently put a name to what you're feeling?" },
    { groups: ['angry'], flow: 'boundary', line: 'Would it help to think about a boundary that could protect what matters to you?' },
    { topics: ['partner', 'family', 'friends'], flow: 'hard-conversation', line: 'Would you like to talk through a conversation with them, step by step?' },
  ],
  offerRelated: ['Would it help to try the {title} together?'],
  unpromptedOffers: [
    [/put a name to it/i, 'emotion-naming'],
    [/gentle with yourself/i, 'self-compassion'],
    [/anyone who's been on your mind/i, 'hard-conversation'],
  ],
};

const zenith: Voice = {
  greetings: [
    "Hey, I'm {name}! Ready to turn what matters to you into small, doable steps. What are we working on today?",
    "Hi, I'm {name}. Every big change starts with one small step. What's on your mind?",
    "Welcome! I'm {name}. Let's make some progress today. Where would you like to start?",
  ],
  welcomeBack: ["Welcome back! Let's keep the momentum going.", 'Hey, good to see you again. Ready to pick up where we left off?'],
  mirror: ['Got it: {c}.', 'Okay, so {c}.', 'It sounds like {c}.'],
  selfCritical: [
    "Sounds like your inner critic is saying {c}. That's one voice, not the full picture of what you can do.",
    "I hear the critic talking: {c}. Let's not let it set the plan.",
  ],
  questionMirror: ['So you want to figure out {q}.', "You're wondering {q}."],
  feeling: ["It sounds like you're feeling {f}{about}.", "Sounds like there's some {n} in the mix{about}."],
  topicAck: ['{T} sounds like a big focus right now.', "Let's look at {t} together."],
  acknowledge: ['Thanks for sharing that.', "Okay, I'm with you.", 'Good to know.'],
  validate: {
    activated: ["That's a lot to juggle. Let's break it down so it feels more manageable.", 'Totally understandable. When everything feels urgent, one clear next step helps.'],
    angry: ['That frustration has energy in it; we can point it somewhere useful.', "Makes sense you're frustrated. Let's see what's in your control."],
    heavy: ['That sounds tough. Progress can be small on days like this, and it still counts.', 'Thanks for being real about it. Hard days are part of the journey.'],
    drained: ["Low energy is real. Let's go for the smallest possible win.", 'Stuck is a normal stage, not a verdict. Momentum starts small.'],
    unclear: ["Let's get some clarity by focusing on just one thing.", "Not sure yet? That's fine; clarity often comes from trying something."],
    bright: ["Love that! Let's use that energy.", "That's a win worth celebrating."],
  },
  lens: {
    activated: ["What's the one thing that, if you handled it, would make everything else feel lighter?", "What's within your control here?"],
    angry: ['What part of this can you actually influence?', 'What outcome would you like to see?'],
    heavy: ["What's one small thing that could make today a bit easier?", 'What has helped you get through days like this before?'],
    drained: ["What's the smallest possible step you could take in the next hour?", "What would 'good enough' look like today?"],
    unclear: ['If you had to pick one priority right now, what would it be?', 'What would help you decide?'],
    bright: ["What's the next goal you'd like to aim that energy at?", 'What made this work, so you can repeat it?'],
    none: ['What would you like to be different a week from now?', "What's one thing you'd like to make progress on?", "Tell me more: what's the situation?"],
  },
  topicQuestions: [
    'What would a good week look like for {t}?',
    "What's one small step you could take on {t} this week?",
    "What's working with {t}, and what isn't?",
  ],
  questionReply: ["Great question. What's one pattern you've noticed so far?", 'Let\'s figure it out together. What have you already tried?'],
  hello: ['Hey! Great to see you. What are we working on today?', "Hi there! What's one thing you'd like to move forward today?"],
  howAreYou: ["I'm ready to go, thanks for asking! How are you doing?", "Doing great, thanks! What's new with you?"],
  help: [
    'Definitely! We can set a SMART goal, build a habit that sticks, or find your motivation again. What would you like to work on?',
    "Let's do it. I can help you plan one achievable goal, stack a new habit, or review your week. What sounds most useful?",
  ],
  thanks: ["Anytime! What's the next small win you're going for?", "You're welcome! You did the work. Anything else you'd like to tackle?"],
  bye: ['Nice work today. Remember: progress over perfection. Talk soon!', 'Go get that next small win. See you next time!'],
  yes: ['Great! Tell me more.', "Awesome, let's go. What's the situation?"],
  no: ['No problem. What would be more useful to focus on?', "All good. What's on your mind instead?"],
  unsure: [
    "That's okay! Let's start with what you do know. What's one thing that's bugging you?",
    "No worries. If you had to guess, what's the biggest thing on your plate?",
  ],
  empty: ["I'm here when you're ready. What's on your mind?", 'Take your time. Even one word is a great start.'],
  declineOffer: ["No problem. Let's keep talking. What's on your mind?", "All good, we'll skip that. What would help most right now?"],
  exitFlow: ["No problem, we'll park the {title} for now. What would you like to focus on instead?", "Sure thing, let's leave the {title} there. What's next on your mind?"],
  exitIdle: ['Sure! What would you like to talk about?', "You got it. What's next?"],
  stepAck: ['Nice!', 'Great.', 'Got it.', 'Love it.'],
  unsureAck: ['No worries, a rough answer works.', "That's fine; we can refine it later."],
  clarify: ['Let me make that clearer.', 'Good call; let me rephrase.'],
  flowResume: ["Whenever you're ready, let's jump back into the {title}.", "When you're set, we can finish the {title}."],
  nudge: ["Still here! When you're ready, {label}.", "No rush on the {title}. When you're ready, {label}, or say 'stop' to switch gears."],
  themeCheckIn: ['You mentioned {t} earlier. Any small step you could take on it today?', "Quick check-in on {t}: how's it going now?"],
  moodPrompt: ['Quick check-in! How are you feeling right now?', "Let's take a quick pulse check. How's your mood?"],
  mood: {
    great: [
      "Love that! Let's use this energy. What's one thing you'd like to get done while you're feeling good?",
      "Awesome! What's behind the good mood? Let's make it repeatable.",
    ],
    okay: [
      "Okay is a solid base to build on. What's one small thing that could make the rest of today better?",
      "Thanks for checking in! Steady is good. What's the next small step you could take?",
    ],
    'not-good': [
      'Thanks for being honest. Tough days count too, and we can go for something tiny today.',
      "I hear you. Let's shrink things down: no big goals, just one small thing that could help.",
    ],
  },
  moodOffer: { flow: 'motivation', line: 'Want to find one tiny, doable step together?' },
  reflective: {
    opener: ['Quick step back to see the big picture.', "Let's do a mini progress review of our chat."],
    noticing: [
      'That tells us where your energy is going, and where a small step could make a big difference.',
      'Seeing it all together makes it easier to choose where to focus.',
    ],
    closing: ['Which of these do you want to make progress on first?', "What's the one thing here you'd like to tackle?"],
  },
  identity: [
    "I'm {name}, an AI wellness coach in Solace. I'm not a therapist or a doctor, and I can't diagnose anything, but I'm great at helping you set goals and build habits. What would you like to work on?",
  ],
  medication: [
    "I can't advise on medication; that one's for your doctor or pharmacist. What I can help with is goals, routines and motivation. Anything there you'd like to work on?",
  ],
  diagnosis: [
    "I can't diagnose anything, and I'm not a therapist. A licensed professional can help you look at that properly, and you can find one in the Therapists section of Solace. In the meantime, I'm happy to help with small, practical steps.",
  ],
  offers: [
    { groups: ['drained', 'heavy'], flow: 'motivation', line: 'Want to find one small step together to get some momentum back?' },
    { groups: ['bright'], flow: 'smart-goal', line: 'Want to turn that energy into a clear goal for this week?' },
    { groups: ['activated', 'unclear'], flow: 'smart-goal', line: 'Want to pick one thing and turn it into a clear, doable goal?' },
  ],
  offerRelated: ['Want to work through the {title} together?'],
  unpromptedOffers: [[/check in on the goal/i, 'weekly-review']],
};

export const VOICES: Readonly<Record<CoachId, Voice>> = { sage, phoenix, harmony, zenith };
