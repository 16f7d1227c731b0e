import { PlaceholderPage } from '../../../components/placeholder-page';

export function JournalPage() {
  return <PlaceholderPage title="Journal" />;
}
