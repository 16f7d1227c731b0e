import { FileText } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { EncryptionLockedNotice } from '../../../components/encryption-locked-notice';
import { Loader } from '../../../components/loader';
import { LoadFailure } from '../../../components/load-failure';
import { useToast } from '../../../components/toast';
import { useAuth } from '../../../lib/auth-context';
import { downloadBlob } from '../../../lib/download-file';
import { useEncryption } from '../../../lib/encryption-context';
import { journalApi } from '../../journal';
import { loadReportInput } from '../report-load';
import { presetRange, type ReportRange } from '../report-range';
import { summarise, type ReportInput } from '../report-summary';
import { JournalPicker } from './journal-picker';
import { ReportPreview } from './report-preview';
import { ReportRangeForm } from './report-range-form';
import './reports.css';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; input: ReportInput };

/** What a load was for: a new range, new keys or a retry makes a new one. */
interface LoadRequest {
  range: ReportRange;
  keys: ReturnType<typeof useEncryption>['keys'];
  attempt: number;
}

/** Builds the PDF on the device: jspdf and the fonts load only now. */
export async function buildReportFile(input: ReportInput, ticked: ReadonlySet<string>, name: string): Promise<Blob> {
  const { buildReportPdf } = await import('../report-pdf');
  return buildReportPdf(input, summarise(input), ticked, name);
}

function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The PDF could not be read'));
    reader.readAsDataURL(blob);
  });
}

const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** /reports: a summary of chosen dates, previewed here and built as a PDF on the device to take to a therapist. */
export function ReportsPage() {
  const { user } = useAuth();
  const { status, keys, busy, requestUnlock } = useEncryption();
  const toast = useToast();
  const [range, setRange] = useState<ReportRange>(() => presetRange('30d'));
  const [attempt, setAttempt] = useState(0);
  const request = useMemo<LoadRequest>(() => ({ range, keys, attempt }), [range, keys, attempt]);
  // Until the answer for this very request is in, the page shows it loading.
  const [loaded, setLoaded] = useState<{ request: LoadRequest; load: Load } | null>(null);
  const load: Load = loaded?.request === request ? loaded.load : { state: 'loading' };
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [building, setBuilding] = useState<'download' | 'email' | null>(null);

  useEffect(() => {
    if (busy) return;
    let cancelled = false;
    loadReportInput(request.range, request.keys).then(
      (input) => !cancelled && setLoaded({ request, load: { state: 'ready', input } }),
      () => !cancelled && setLoaded({ request, load: { state: 'failed' } }),
    );
    return () => {
      cancelled = true;
    };
  }, [request, busy]);

  const readyInput = load.state === 'ready' ? load.input : null;
  const summary = useMemo(() => (readyInput ? summarise(readyInput) : null), [readyInput]);
  const locked = load.state === 'ready' && (load.input.entriesLocked || load.input.checkInsLocked || load.input.moodTextLocked);

  const toggle = (id: string) =>
    setTicked((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const filename = `solace-report-${range.from}-to-${range.to}.pdf`;

  const download = async () => {
    if (load.state !== 'ready') return;
    setBuilding('download');
    try {
      downloadBlob(await buildReportFile(load.input, ticked, name), filename);
    } catch {
      toast.error('The PDF could not be built. Please try again.');
    } finally {
      setBuilding(null);
    }
  };

  // The journal export's email path: the server sends it only to the account's own verified address.
  const email = async () => {
    if (load.state !== 'ready' || !user) return;
    setBuilding('email');
    try {
      const data = await base64Of(await buildReportFile(load.input, ticked, name));
      await journalApi.emailExport({ email: user.email, filename, format: 'pdf', data, kind: 'report' });
      toast.success(`Your report has been sent to ${user.email}.`);
    } catch (error) {
      toast.error(errorText(error, 'The report could not be emailed. Please try again.'));
    } finally {
      setBuilding(null);
    }
  };

  return (
    <section className="page reports stack">
      <h1 className="page__title inline-row">
        <FileText aria-hidden="true" />
        Report for your therapist
      </h1>
      <p>
        Choose the dates, look it over, and download a PDF to share yourself. It is built on this device, and nothing is sent to a
        therapist unless you send it.
      </p>
      <ReportRangeForm
        onApply={(next) => {
          setTicked(new Set());
          setRange(next);
        }}
      />
      {locked && (
        <EncryptionLockedNotice
          status={status}
          label="Report partly locked"
          unlockLabel="Unlock"
          recoveryText="Your journal and check-ins were encrypted under an earlier password. Enter your recovery key to include them."
          setupText="Set up encryption to include your journal and check-ins."
          onUnlock={requestUnlock}
        />
      )}
      {load.state === 'loading' && <Loader label="Gathering your report..." />}
      {load.state === 'failed' && <LoadFailure message="Your report could not be gathered." onRetry={() => setAttempt((n) => n + 1)} className="card" />}
      {load.state === 'ready' && summary && (
        <>
          <ReportPreview input={load.input} summary={summary} />
          {!load.input.entriesLocked && <JournalPicker entries={load.input.entries} ticked={ticked} onToggle={toggle} />}
          <div className="inline-row">
            <Button onClick={() => void download()} busy={building === 'download'} disabled={building !== null}>
              Download PDF
            </Button>
            {user?.emailVerified && (
              <Button variant="secondary" onClick={() => void email()} busy={building === 'email'} disabled={building !== null}>
                Email it to me
              </Button>
            )}
          </div>
          {user?.emailVerified && <p className="field__hint">Emailed only to your own address, {user.email}. The attachment is not encrypted.</p>}
        </>
      )}
    </section>
  );
}
