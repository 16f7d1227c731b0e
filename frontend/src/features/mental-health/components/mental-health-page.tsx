import { PlaceholderPage } from '../../../components/placeholder-page';

export function MentalHealthPage() {
  return <PlaceholderPage title="Mental Health Profile" />;
}
