import { FileUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SettingsCard } from './settings-card';

/** Settings → Import data: the way to the import page, which loads only when opened. */
export function ImportDataSection() {
  return (
    <SettingsCard title="Import data" icon={FileUp} description="Bring in your mood history and notes from Daylio. Nothing is added twice.">
      <p>
        <Link className="btn btn--secondary" to="/import">
          Import data
        </Link>
      </p>
    </SettingsCard>
  );
}
