import { useId } from 'react';
import { Button } from '../../../components/button';
import type { EntryDraft } from '../entry-crypto';
import { DEFAULT_MOOD } from '../moods';

export const FUTURECASTING_TITLE = 'Futurecasting & Reverse Journaling';

/** The prefilled entry: write from a good day a year ahead, then work back to a first step today. */
export const FUTURECASTING_DRAFT: EntryDraft = {
  title: 'A letter from a year ahead',
  content: [
    'It is one year from today and life feels lighter. Where am I, and what does a good day look like now?',
    '',
    'What did I let go of along the way, and what helped me most?',
    '',
    'Looking back from there: what small step did I take this week that started it all?',
    '',
    '',
  ].join('\n'),
  mood: DEFAULT_MOOD,
  tags: ['futurecasting'],
  notes: '',
};

export function PromptCard({ onStart }: { onStart: () => void }) {
  const headingId = useId();
  return (
    <section className="prompt-card card split-row" aria-labelledby={headingId}>
      <div>
        <h2 className="prompt-card__title" id={headingId}>
          {FUTURECASTING_TITLE}
        </h2>
        <p className="prompt-card__text">
          Picture yourself a year from now, on a day when things feel good. Write from there, then trace the path back to a step
          you can take today.
        </p>
      </div>
      <Button variant="secondary" onClick={onStart} aria-label={`Start writing: ${FUTURECASTING_TITLE}`}>
        Start writing
      </Button>
    </section>
  );
}
