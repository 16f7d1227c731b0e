import { Copy, Download, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { GeneratedCodes } from '@contracts/admin';
import { ADMIN_LIMITS, CODE_PLAN_DAYS, type CodePlan } from '@contracts/admin-options';
import { Button } from '../../../components/button';
import { Field, WholeNumberField } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { SubmitRow } from '../../../components/submit-row';
import { draftInputs, useFormErrors } from '../../../lib/use-form-errors';
import { adminApi, adminErrorMessage } from '../api/admin-api';
import { buildCodesCsv, codesCsvFileName } from '../codes-csv';
import { CodePlanField } from './code-fields';
import { downloadBlob } from '../../../lib/download-file';
import { formatCount, formatDateTime, planLabel } from '../format';
import {
  emptyGenerateForm,
  localDay,
  validateGenerateForm,
  type GenerateCodesForm,
} from '../generate-codes-form';

const GENERATE_FAILED = 'Could not generate the codes. Please try again.';

const canCopy = () => typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function';

function GeneratedResult({ result, onAgain }: { result: GeneratedCodes; onAgain: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copyNote, setCopyNote] = useState('');
  const { batch, codes } = result;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const download = () => downloadBlob(new Blob([buildCodesCsv(codes, batch)], { type: 'text/csv;charset=utf-8' }), codesCsvFileName(batch.id));

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopyNote(`Copied ${formatCount(codes.length)} codes.`);
    } catch {
      setCopyNote('Could not copy the codes. Use Download CSV instead.');
    }
  };

  return (
    <section className="stack card admin-result" aria-labelledby="generated-codes-heading">
      <h2 className="section-title" id="generated-codes-heading" ref={headingRef} tabIndex={-1}>
        {`Generated ${formatCount(codes.length)} codes in batch ${batch.id}`}
      </h2>
      <p className="callout callout--warning admin-warning">
        <TriangleAlert aria-hidden="true" size={20} />
        <span>
          <strong>These codes are shown only now.</strong> Download or copy them before you leave this page: they cannot be shown
          again.
        </span>
      </p>
      <dl className="admin-facts facts">
        <div>
          <dt>Plan</dt>
          <dd>{planLabel(batch.plan)}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{`${batch.durationDays} days`}</dd>
        </div>
        <div>
          <dt>Redeemable until</dt>
          <dd>{batch.expiresAt ? formatDateTime(batch.expiresAt) : 'No expiry'}</dd>
        </div>
      </dl>
      <div className="button-row">
        <Button onClick={download}>
          <Download aria-hidden="true" size={18} />
          Download CSV
        </Button>
        {canCopy() && (
          <Button variant="secondary" onClick={() => void copy()}>
            <Copy aria-hidden="true" size={18} />
            Copy all
          </Button>
        )}
        <Button variant="ghost" onClick={onAgain}>
          Generate another batch
        </Button>
      </div>
      <p className="admin-notice" role="status">
        {copyNote}
      </p>
      <ol className="admin-code-list" aria-label="Generated codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </section>
  );
}

/** /admin/codes/generate: a batch of access codes, shown (and downloadable) this once. */
export function GenerateCodesPage() {
  const [form, setForm] = useState<GenerateCodesForm>(emptyGenerateForm);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors<keyof GenerateCodesForm>(formRef);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<GeneratedCodes | null>(null);

  const set = <K extends keyof GenerateCodesForm>(key: K, value: GenerateCodesForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    errors.clear(key);
  };
  const input = draftInputs(errors, (name) => form[name], set);

  const choosePlan = (plan: CodePlan) => {
    setForm((current) => ({ ...current, plan, durationDays: String(CODE_PLAN_DAYS[plan]) }));
    errors.clear('plan');
    errors.clear('durationDays');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateGenerateForm(form);
    if (checked.errors) {
      errors.show(checked.errors);
      return;
    }
    errors.reset();
    setBusy(true);
    try {
      setResult(await adminApi.generateCodes(checked.body));
    } catch (error) {
      errors.fail(adminErrorMessage(error, GENERATE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const noteLength = form.note.trim().length;
  return (
    <div className="page admin-page">
      <h1 className="page__title">Generate access codes</h1>
      {result ? (
        <GeneratedResult result={result} onAgain={() => setResult(null)} />
      ) : (
        <form ref={formRef} className="stack stack--loose card" noValidate onSubmit={(event) => void onSubmit(event)}>
          <div className="columns admin-form__row">
            <WholeNumberField
              label="Number of codes"
              name="count"
              min={1}
              max={ADMIN_LIMITS.maxCodesPerBatch}
              required
              hint={`From 1 to ${ADMIN_LIMITS.maxCodesPerBatch}.`}
              {...input('count')}
            />
            <CodePlanField value={form.plan} onChange={choosePlan} error={errors.errors.plan} />
            <WholeNumberField
              label="Duration in days"
              name="durationDays"
              min={1}
              max={ADMIN_LIMITS.maxDurationDays}
              required
              hint="How long the subscription lasts once a code is redeemed."
              {...input('durationDays')}
            />
            <Field
              label="Expires on"
              name="expiresOn"
              type="date"
              min={localDay(new Date())}
              hint="Optional. The codes cannot be redeemed after the end of this day."
              {...input('expiresOn')}
            />
          </div>
          <Field
            label="Note"
            name="note"
            maxLength={ADMIN_LIMITS.maxNoteLength}
            hint={`Optional, for admins only (what the batch is for). ${noteLength}/${ADMIN_LIMITS.maxNoteLength} characters.`}
            {...input('note')}
          />
          <FormAlert {...errors.alert} />
          <SubmitRow className="button-row" busy={busy}>
            Generate codes
          </SubmitRow>
        </form>
      )}
    </div>
  );
}
