import { TitledSection } from '../../../components/titled-section';
import { EXCERPT_CHARS, formatDay, type ReportEntry } from '../report-summary';

interface JournalPickerProps {
  entries: ReportEntry[];
  ticked: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/** The range's journal entries, none chosen until the person ticks one. */
export function JournalPicker({ entries, ticked, onToggle }: JournalPickerProps) {
  return (
    <TitledSection title="Journal entries to include" className="card stack">
      <p className="field__hint">
        None are included unless you tick them. Each ticked entry adds its first {EXCERPT_CHARS} characters or so to the PDF.
      </p>
      {entries.length === 0 ? (
        <p>No journal entries in these dates.</p>
      ) : (
        <ul className="report-entries">
          {entries.map((entry) => (
            <li key={entry.id}>
              <label className="checkbox">
                <input type="checkbox" checked={ticked.has(entry.id)} onChange={() => onToggle(entry.id)} />
                {formatDay(entry.createdAt)}: {entry.title || entry.content.slice(0, 60) || 'Untitled entry'}
              </label>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
