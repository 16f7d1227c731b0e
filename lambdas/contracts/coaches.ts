/**
 * The four AI coaches (spec §3 AI coach): fixed data shared by the chat API
 * (`GET /chat/prompts`) and the coaching screen. Without zod.
 */
export const COACH_IDS = ['sage', 'phoenix', 'harmony', 'zenith'] as const;
export type CoachId = (typeof COACH_IDS)[number];

export type CoachAvatar = 'lotus' | 'flame' | 'heart' | 'target';

export interface Coach {
  id: CoachId;
  name: string;
  specialty: string;
  description: string;
  personality: string;
  /** The name of the coach's picture (an SVG icon in the app), not an image or emoji. */
  avatar: CoachAvatar;
  colors: { primary: string; secondary: string; gradient: string };
  sessions: number;
  rating: number;
  techniques: string[];
  quickStart: string;
  suggestedPrompts: string[];
  unpromptedMessages: string[];
}

export const COACHES: Record<CoachId, Coach> = {
  sage: {
    id: 'sage',
    name: 'Dr. Sage',
    specialty: 'Mindfulness & Meditation',
    description: 'Guides you back to the present moment with breathing, body awareness and gentle meditation.',
    personality: 'Calm, patient and grounding',
    avatar: 'lotus',
    colors: { primary: '#4f7d6b', secondary: '#e3f1ea', gradient: 'linear-gradient(135deg, #4f7d6b, #8fbfa8)' },
    sessions: 8,
    rating: 4.9,
    techniques: ['Mindful breathing', 'Body scan', 'Loving-kindness meditation', 'Grounding (5-4-3-2-1)'],
    quickStart: 'I feel scattered today. Can you help me slow down and breathe for a moment?',
    suggestedPrompts: [
      'Guide me through a two-minute breathing exercise.',
      'My thoughts are racing. How can I ground myself right now?',
      'How do I start a daily meditation habit?',
      'Help me notice what my body is feeling.',
    ],
    unpromptedMessages: [
      'Just checking in. Would a slow breath together help right now?',
      'Take a moment to notice three things you can hear around you.',
      'How is your body feeling at this moment? Any tension you can soften?',
    ],
  },
  phoenix: {
    id: 'phoenix',
    name: 'Phoenix',
    specialty: 'Cognitive Behavioral Therapy',
    description: 'Helps you spot unhelpful thought patterns and test them against the evidence.',
    personality: 'Curious, structured and encouraging',
    avatar: 'flame',
    colors: { primary: '#c2571a', secondary: '#fbeadf', gradient: 'linear-gradient(135deg, #c2571a, #f0a35e)' },
    sessions: 12,
    rating: 4.8,
    techniques: ['Thought records', 'Cognitive restructuring', 'Behavioral activation', 'Decatastrophizing'],
    quickStart: "I keep expecting the worst to happen. Can we look at that thought together?",
    suggestedPrompts: [
      'Help me challenge a negative thought I keep having.',
      'What thinking traps might I be falling into?',
      'I procrastinate when I feel low. Where do I start?',
      'Walk me through a thought record.',
    ],
    unpromptedMessages: [
      "What's one thought that has been loud today? We can look at it together.",
      'Small actions can shift a heavy mood. Is there one tiny step you could take?',
      'Noticing a thought is already progress. What did you notice today?',
    ],
  },
  harmony: {
    id: 'harmony',
    name: 'Dr. Harmony',
    specialty: 'Emotional Intelligence',
    description: 'Helps you name, understand and express what you feel, and navigate relationships.',
    personality: 'Warm, empathetic and validating',
    avatar: 'heart',
    colors: { primary: '#7a4fb0', secondary: '#efe6f8', gradient: 'linear-gradient(135deg, #7a4fb0, #b99be0)' },
    sessions: 5,
    rating: 4.9,
    techniques: ['Emotion labeling', 'Self-compassion', 'Nonviolent communication', 'Boundary setting'],
    quickStart: "I'm feeling something heavy but I can't quite name it. Can you help me sort it out?",
    suggestedPrompts: [
      'Help me understand what I am feeling right now.',
      'How can I set a boundary without feeling guilty?',
      'I had a hard conversation. Can we talk it through?',
      'How do I be kinder to myself today?',
    ],
    unpromptedMessages: [
      'Whatever you are feeling right now is allowed. Want to put a name to it?',
      'Have you been gentle with yourself today?',
      "I'm here if you'd like to talk about anyone who's been on your mind.",
    ],
  },
  zenith: {
    id: 'zenith',
    name: 'Zenith',
    specialty: 'Goal Achievement & Motivation',
    description: 'Turns what matters to you into clear, small steps and keeps you moving.',
    personality: 'Energetic, practical and optimistic',
    avatar: 'target',
    colors: { primary: '#1f6fb2', secondary: '#e2eef8', gradient: 'linear-gradient(135deg, #1f6fb2, #6fb1e6)' },
    sessions: 3,
    rating: 4.7,
    techniques: ['SMART goals', 'Habit stacking', 'Implementation intentions', 'Progress reviews'],
    quickStart: 'I want to make a change but I keep losing momentum. Can you help me plan?',
    suggestedPrompts: [
      'Help me set one achievable goal for this week.',
      'How can I build a habit that sticks?',
      'I feel stuck. How do I find my motivation again?',
      'Let us review what went well this week.',
    ],
    unpromptedMessages: [
      "What's one small win you could aim for in the next hour?",
      'Progress over perfection. What step are you proud of lately?',
      'Want to check in on the goal you set?',
    ],
  },
};

export const isCoachId = (value: unknown): value is CoachId => (COACH_IDS as readonly unknown[]).includes(value);
