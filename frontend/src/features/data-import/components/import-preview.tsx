import { TitledSection } from '../../../components/titled-section';
import { countByKind, type ImportPlan } from '../import-plan';
import type { RowNotice } from '../source-rows';
import { KIND_LABELS } from './kind-labels';

const FIRST_ROWS = 5;
const MAX_NOTICES = 50;

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function describe(item: ImportPlan['items'][number]): string {
  const d = item.data;
  switch (d.type) {
    case 'mood':
      return `Mood ${d.mood}${d.triggers.length > 0 ? ` · ${d.triggers.join(', ')}` : ''}`;
    case 'journal':
      return `Journal entry${d.title ? `: ${d.title}` : ''}`;
    case 'checkIn':
      return `Check-in (${d.kind === 'phq9' ? 'PHQ-9' : 'GAD-7'})`;
    case 'chatSession':
      return `Coaching session, ${d.messages.length} messages`;
  }
}

function NoticeList({ title, notices }: { title: string; notices: RowNotice[] }) {
  if (notices.length === 0) return null;
  return (
    <TitledSection title={title}>
      <ul className="import-notices">
        {notices.slice(0, MAX_NOTICES).map((n, i) => (
          <li key={`${n.row}-${i}`}>
            {n.label ?? `Row ${n.row}`}: {n.message}
          </li>
        ))}
      </ul>
      {notices.length > MAX_NOTICES && <p className="import-muted">And {notices.length - MAX_NOTICES} more.</p>}
    </TitledSection>
  );
}

/** What the import will create, the first rows, and what it leaves out and why (by row number). */
export function ImportPreview({ plan }: { plan: ImportPlan }) {
  const counts = countByKind(plan.items);
  const kinds = (Object.keys(counts) as (keyof typeof counts)[]).filter((k) => counts[k] > 0);
  const also = [
    ...(plan.extras?.profile ? ['your mental health profile'] : []),
    ...(plan.extras?.safetyPlan ? ['your safety plan (only if you have none here yet)'] : []),
  ];
  return (
    <TitledSection title="What will be imported" className="card stack">
      {kinds.length === 0 ? (
        <p>Nothing in this file can be imported yet.</p>
      ) : (
        <ul className="import-counts">
          {kinds.map((kind) => (
            <li key={kind}>
              <strong>{counts[kind]}</strong> {KIND_LABELS[kind].toLowerCase()}
            </li>
          ))}
        </ul>
      )}
      {plan.items.length > 0 && (
        <table className="import-table">
          <caption>The first rows</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Date</th>
              <th scope="col">Becomes</th>
            </tr>
          </thead>
          <tbody>
            {plan.items.slice(0, FIRST_ROWS).map((item, i) => (
              <tr key={`${item.source}-${i}`}>
                <td>{item.row}</td>
                <td>{when(item.timestamp)}</td>
                <td>{describe(item)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {also.length > 0 && <p>Also restored: {also.join(' and ')}.</p>}
      <NoticeList title={`Left out (${plan.skipped.length})`} notices={plan.skipped} />
      <NoticeList title="Imported with a change" notices={plan.adjusted} />
    </TitledSection>
  );
}
