import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminCode } from '@contracts/admin';
import { ADMIN_LIMITS, CODE_STATUSES, type CodeStatus } from '@contracts/admin-options';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { Loader } from '../../../components/loader';
import { adminApi, type CodeSearch } from '../api/admin-api';
import { useCursorList } from '../../../lib/use-cursor-list';
import { adminListFailure } from '../use-admin-data';
import { CodeStatusField } from './code-fields';
import { CodesTable } from './codes-table';
import { ErrorNote } from './error-note';
import { LoadMore } from '../../../components/load-more';

const SEARCH_FAILED = 'Could not search the codes. Please try again.';
export const NEEDS_FILTER = 'Enter a code, a batch id or an email, or choose a status.';

interface SearchForm {
  code: string;
  batchId: string;
  redeemedBy: string;
  status: CodeStatus | '';
}

const isStatus = (value: string | null): value is CodeStatus => (CODE_STATUSES as readonly (string | null)[]).includes(value);

function formFrom(params: URLSearchParams): SearchForm {
  const status = params.get('status');
  return {
    code: params.get('code') ?? '',
    batchId: params.get('batchId') ?? '',
    redeemedBy: params.get('redeemedBy') ?? '',
    status: isStatus(status) ? status : '',
  };
}

/** The filters that are set, trimmed; null when none is. */
function filtersOf(form: SearchForm): CodeSearch | null {
  const filters: CodeSearch = {};
  if (form.code.trim()) filters.code = form.code.trim();
  if (form.batchId.trim()) filters.batchId = form.batchId.trim();
  if (form.redeemedBy.trim()) filters.redeemedBy = form.redeemedBy.trim();
  if (form.status) filters.status = form.status;
  return Object.keys(filters).length > 0 ? filters : null;
}

function paramsOf(filters: CodeSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['code', 'batchId', 'redeemedBy', 'status'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

function SearchResults({ filters }: { filters: CodeSearch }) {
  const list = useCursorList<AdminCode>({
    key: JSON.stringify(filters),
    loadPage: (cursor, signal) =>
      adminApi
        .searchCodes({ ...filters, limit: ADMIN_LIMITS.pageSize, cursor }, signal)
        .then((page) => ({ items: page.codes, nextCursor: page.nextCursor })),
    failure: adminListFailure(SEARCH_FAILED),
  });
  const { setItems } = list;
  if (list.loading) return <Loader label="Searching..." />;
  if (list.error) return <ErrorNote message={list.error} />;
  if (list.items.length === 0 && !list.hasMore) return <p className="admin-empty">No codes found</p>;
  return (
    <>
      {list.items.length === 0 ? (
        // Filters are applied to each page read, so a page can hold no match while more follow.
        <p className="admin-empty">No matching codes so far. Load more to keep looking.</p>
      ) : (
        <CodesTable
          caption="Codes found"
          codes={list.items}
          onRevoked={(code) => setItems((codes) => codes.map((c) => (c.id === code.id ? code : c)))}
        />
      )}
      <LoadMore className="admin-load-more" list={list} />
    </>
  );
}

/** /admin/search: a code as printed, a batch, who redeemed, a status; the filters live in the URL. */
export function SearchCodesPage() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const [seen, setSeen] = useState(search);
  const [form, setForm] = useState<SearchForm>(() => formFrom(params));
  const [submitted, setSubmitted] = useState(() => ({ filters: filtersOf(formFrom(params)), run: 0 }));
  const [formError, setFormError] = useState<string | null>(null);

  // The address changed from outside (a link, Back): the form and the results follow it.
  if (search !== seen) {
    const next = formFrom(params);
    setSeen(search);
    setForm(next);
    setFormError(null);
    setSubmitted((current) => ({ filters: filtersOf(next), run: current.run + 1 }));
  }

  const set = <K extends keyof SearchForm>(key: K, value: SearchForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setFormError(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const filters = filtersOf(form);
    if (!filters) {
      setFormError(NEEDS_FILTER);
      return;
    }
    const next = paramsOf(filters);
    setSeen(next.toString());
    setSubmitted((current) => ({ filters, run: current.run + 1 }));
    setParams(next, { replace: true });
  };

  return (
    <div className="page admin-page">
      <h1 className="page__title">Search codes</h1>
      <form className="stack stack--loose card" role="search" aria-label="Search codes" noValidate onSubmit={onSubmit}>
        <div className="columns admin-form__row">
          <Field
            label="Code"
            name="code"
            autoComplete="off"
            spellCheck={false}
            hint="The whole code as printed, like 7QK3-M9XD-2HRT-V6PB."
            value={form.code}
            onChange={(e) => set('code', e.target.value)}
          />
          <Field label="Batch id" name="batchId" autoComplete="off" spellCheck={false} value={form.batchId} onChange={(e) => set('batchId', e.target.value)} />
          <Field
            label="Redeemed by (email)"
            name="redeemedBy"
            type="email"
            autoComplete="off"
            value={form.redeemedBy}
            onChange={(e) => set('redeemedBy', e.target.value)}
          />
          <CodeStatusField value={form.status} onChange={(status) => set('status', status)} anyLabel="Any status" />
        </div>
        <FormAlert message={formError} />
        <div className="button-row">
          <Button type="submit">
            <Search aria-hidden="true" size={18} />
            Search
          </Button>
        </div>
      </form>
      {submitted.filters && <SearchResults key={submitted.run} filters={submitted.filters} />}
    </div>
  );
}
