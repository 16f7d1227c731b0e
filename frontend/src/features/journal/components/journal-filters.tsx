import { Field, FieldFrame } from '../../../components/field';
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
  return (
    <div className="journal-filters" role="search" aria-label="Filter entries">
      <Field
        label="Search entries"
        className="journal-filters__search"
        type="search"
        placeholder="Search titles, content, notes and tags"
        value={query}
        onChange={(e) => onQueryChange(e.target.value)}
      />
      <FieldFrame label="Mood" className="journal-filters__mood">
        {(control) => (
          <select
            {...control}
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
        )}
      </FieldFrame>
    </div>
  );
}
