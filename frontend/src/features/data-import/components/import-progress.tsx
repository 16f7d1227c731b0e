import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../../components/button';
import { LiveAnnouncement } from '../../../components/live-announcement';
import { TitledSection } from '../../../components/titled-section';
import type { RunProgress, RunSummary } from '../import-run';
import type { ExtrasOutcome } from '../restore-extras';
import { KIND_LABELS } from './kind-labels';

export const progressText = ({ done, total }: RunProgress) => `${done} of ${total} items imported`;

/** The running import: a progress bar, its text, and a polite announcement as batches land. */
export function ImportProgress({ progress }: { progress: RunProgress }) {
  const text = progressText(progress);
  return (
    <TitledSection title="Importing" className="card stack">
      <progress className="import-progress" max={Math.max(progress.total, 1)} value={progress.done} aria-label="Import progress">
        {text}
      </progress>
      <p aria-hidden="true">{text}</p>
      <LiveAnnouncement message={text} />
      <p className="import-muted">Keep this page open until it finishes. If it stops, import the same file again: nothing is added twice.</p>
    </TitledSection>
  );
}

/** What the import did: created per kind, already there, left out. */
export function ImportSummary({ summary, skipped, onAnother }: { summary: RunSummary & ExtrasOutcome; skipped: number; onAnother: () => void }) {
  const kinds = (Object.keys(summary.created) as (keyof RunSummary['created'])[]).filter((k) => summary.created[k] > 0);
  const created = kinds.reduce((sum, k) => sum + summary.created[k], 0);
  const headline = created === 0 ? 'Nothing new was added.' : `${created} ${created === 1 ? 'item was' : 'items were'} added.`;
  return (
    <TitledSection title="Import finished" className="card stack">
      <p className="inline-row">
        <CheckCircle2 aria-hidden="true" size={20} />
        {headline}
      </p>
      <LiveAnnouncement message={`Import finished. ${headline}`} />
      <ul>
        {kinds.map((kind) => (
          <li key={kind}>
            {KIND_LABELS[kind]}: {summary.created[kind]} added
          </li>
        ))}
        <li>Already there from an earlier import: {summary.alreadyThere}</li>
        <li>Left out: {skipped}</li>
        {summary.restored.map((what) => (
          <li key={what}>{what}: restored</li>
        ))}
        {summary.notRestored.map((n) => (
          <li key={n.label}>
            {n.label}: {n.message}
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onAnother}>
        Import another file
      </Button>
    </TitledSection>
  );
}
