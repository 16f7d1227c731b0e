import { useId, useState } from 'react';
import type { JournalEntry } from '@contracts/journal';
import { Button } from '../../../components/button';
import { MoodFace } from '../../../components/mood-face';
import { ENCRYPTION_MESSAGES } from '../../../lib/crypto/errors';
import type { PlainEntry } from '../entry-crypto';
import { moodOption } from '../moods';

/** Spec §9: long journal content is cut at 200 characters. */
export const TRUNCATE_AT = 200;

export function truncate(text: string, limit = TRUNCATE_AT): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  return { text: `${text.slice(0, limit).trimEnd()}...`, truncated: true };
}

export function formatEntryDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

function Mood({ mood }: { mood: number }) {
  const option = moodOption(mood);
  return (
    <span className="entry-card__mood" role="img" aria-label={`Mood: ${option.value} ${option.label}`} title={`Mood: ${option.label}`}>
      <MoodFace value={option.value} size={26} />
    </span>
  );
}

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="wrap-row plain-list" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="tag">
          #{tag}
        </li>
      ))}
    </ul>
  );
}

interface EntryCardProps {
  entry: PlainEntry;
  onEdit: () => void;
  onDelete: () => void;
}

export function EntryCard({ entry, onEdit, onDelete }: EntryCardProps) {
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const date = formatEntryDate(entry.createdAt);
  const shown = truncate(entry.content);
  const name = entry.title || date;

  return (
    // Focusable from a script (after a save or a delete), not a Tab stop.
    <article className="entry-card card" aria-labelledby={headingId} data-testid="journal-entry" tabIndex={-1}>
      <header className="entry-card__header">
        <div>
          <time className="entry-card__date" dateTime={entry.createdAt} id={entry.title ? undefined : headingId}>
            {date}
          </time>
          {entry.title && (
            <h2 className="entry-card__title" id={headingId}>
              {entry.title}
            </h2>
          )}
        </div>
        <Mood mood={entry.mood} />
      </header>
      <p className="written-text">{expanded ? entry.content : shown.text}</p>
      {shown.truncated && (
        <button type="button" className="link-button entry-card__more" aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
          {expanded ? 'Show less' : 'Read more'}
        </button>
      )}
      {entry.notes && (
        <p className="written-text entry-card__notes">
          <strong>Notes:</strong> {entry.notes}
        </p>
      )}
      <Tags tags={entry.tags} />
      <div className="button-row button-row--end">
        <Button variant="ghost" aria-label={`Edit entry: ${name}`} onClick={onEdit}>
          Edit
        </Button>
        <Button variant="ghost" className="entry-card__delete" aria-label={`Delete entry: ${name}`} onClick={onDelete}>
          Delete
        </Button>
      </div>
    </article>
  );
}

/** An entry the current key cannot open: what is plain (date, mood, tags) and the spec's text. */
export function UnreadableEntryCard({ entry, onDelete }: { entry: JournalEntry; onDelete: () => void }) {
  const headingId = useId();
  const date = formatEntryDate(entry.created_at);
  return (
    <article className="entry-card entry-card--unreadable card" aria-labelledby={headingId} data-testid="journal-entry" tabIndex={-1}>
      <header className="entry-card__header">
        <time className="entry-card__date" dateTime={entry.created_at} id={headingId}>
          {date}
        </time>
        <Mood mood={entry.mood} />
      </header>
      <p className="entry-card__error" role="note">
        {ENCRYPTION_MESSAGES.journalDecrypt}
      </p>
      <Tags tags={entry.tags ?? []} />
      <div className="button-row button-row--end">
        <Button variant="ghost" className="entry-card__delete" aria-label={`Delete entry: ${date}`} onClick={onDelete}>
          Delete
        </Button>
      </div>
    </article>
  );
}
