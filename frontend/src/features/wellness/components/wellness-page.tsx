import { PlaceholderPage } from '../../../components/placeholder-page';

export function WellnessPage() {
  return <PlaceholderPage title="My Health" />;
}
