import { CircleQuestionMark, Lock } from 'lucide-react';
import { useId } from 'react';
import type { MoodLog } from '@contracts/mental-health';
import { Button } from '../../../components/button';
import { MoodFace } from '../../../components/mood-face';
import { ENCRYPTION_MESSAGES } from '../../../lib/crypto/errors';
import { moodLevel } from '../../../lib/mood-scale';
import { formatDateTime } from '../../../lib/time-zone';
import type { DecryptedMoodLog } from '../mood-crypto';

function Mood({ mood }: { mood: number }) {
  const level = moodLevel(mood);
  return (
    <p className="mood-log__mood">
      {level ? (
        <MoodFace value={level.value} className="mood-log__face" size={22} />
      ) : (
        <CircleQuestionMark className="mood-log__face mood-log__face--unknown" aria-hidden="true" size={22} />
      )}
      {level ? level.label : `Mood ${mood}`}
    </p>
  );
}

function Tags({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="mood-log__tags">
      <p className="mood-log__tags-label">{label}</p>
      <ul className="plain-list" aria-label={label}>
        {items.map((item) => (
          <li key={item} className="chip">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface MoodLogCardProps {
  raw: MoodLog;
  result: DecryptedMoodLog | undefined;
  onDelete: () => void;
}

/** One mood log: what is plain (time, mood, energy, stress) always; notes and lists once opened. */
export function MoodLogCard({ raw, result, onDelete }: MoodLogCardProps) {
  const headingId = useId();
  const date = formatDateTime(raw.timestamp);
  const plain = result?.state === 'ready' ? result.log : null;
  return (
    // Focusable from a script (after a save or a delete), not a Tab stop.
    <article className="mood-log card" aria-labelledby={headingId} data-testid="mood-log" tabIndex={-1}>
      <header className="mood-log__header">
        <h3 className="mood-log__date" id={headingId}>
          <time dateTime={raw.timestamp}>{date}</time>
        </h3>
        <Mood mood={raw.mood} />
      </header>
      <p className="mood-log__levels">
        Energy {raw.energy}/10 · Stress {raw.stress}/10
      </p>
      {result === undefined && (
        <p className="mood-log__pending" aria-busy="true">
          Decrypting…
        </p>
      )}
      {result?.state === 'failed' && (
        <p className="mood-log__error" role="note">
          {ENCRYPTION_MESSAGES.moodDecrypt}
        </p>
      )}
      {result?.state === 'locked' && (
        <p className="inline-row mood-log__locked">
          <Lock className="mood-log__locked-icon" aria-hidden="true" size={16} />
          Notes, triggers and gratitude are encrypted. Unlock to read them.
        </p>
      )}
      {plain && (
        <>
          {plain.notes && <p className="written-text">{plain.notes}</p>}
          <Tags label="Triggers" items={plain.triggers} />
          <Tags label="Gratitude" items={plain.gratitude} />
        </>
      )}
      <div className="mood-log__actions">
        <Button variant="ghost" className="mood-log__delete" aria-label={`Delete mood log from ${date}`} onClick={onDelete}>
          Delete
        </Button>
      </div>
    </article>
  );
}
