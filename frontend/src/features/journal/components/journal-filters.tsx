import { useId } from 'react';
import { MOOD_OPTIONS } from '../moods';
import type { MoodFilter } from '../use-journal-page';

interface JournalFiltersProps {
  query: string;
  mood: MoodFilter;
  onQueryChange: (query: string) => void;
  onMoodChange: (mood: MoodFilter) => void;
}

/** Search over the decrypted text of the loaded entries, and a mood filter. */
export function JournalFilters({ query, mood, onQueryChange, onMoodChange }: JournalFiltersProps) {
  const searchId = useId();
  const moodId = useId();
  return (
    <div className="journal-filters" role="search" aria-label="Filter entries">
      <div className="field journal-filters__search">
        <label className="field__label" htmlFor={searchId}>
          Search entries
        </label>
        <div className="field__control">
          <input
            id={searchId}
            type="search"
            className="field__input"
            placeholder="Search titles, content, notes and tags"
            value={query}
            onChange={(e) => onQueryChange(e.target.value)}
          />
        </div>
      </div>
      <div className="field journal-filters__mood">
        <label className="field__label" htmlFor={moodId}>
          Mood
        </label>
        <div className="field__control">
          <select
            id={moodId}
            className="field__input"
            value={String(mood)}
            onChange={(e) => onMoodChange(e.target.value === 'all' ? 'all' : (Number(e.target.value) as MoodFilter))}
          >
            <option value="all">All</option>
            {MOOD_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.value} {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
