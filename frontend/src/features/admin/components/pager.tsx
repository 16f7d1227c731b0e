import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/button';

interface PagerProps {
  /** Names the pages, e.g. "Batches". */
  label: string;
  page: number;
  totalPages: number;
  busy?: boolean;
  onChange: (page: number) => void;
}

/** Previous / Next with "Page X of Y" for the numbered lists (batches, users). */
export function Pager({ label, page, totalPages, busy = false, onChange }: PagerProps) {
  const last = Math.max(1, totalPages);
  return (
    <nav className="admin-pager" aria-label={`${label} pages`}>
      <Button variant="secondary" disabled={busy || page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft aria-hidden="true" size={18} />
        Previous
      </Button>
      <p className="admin-pager__status" aria-live="polite">{`Page ${Math.min(page, last)} of ${last}`}</p>
      <Button variant="secondary" disabled={busy || page >= last} onClick={() => onChange(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" size={18} />
      </Button>
    </nav>
  );
}
