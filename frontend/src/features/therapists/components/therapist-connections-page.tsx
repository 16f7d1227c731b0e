import { PlaceholderPage } from '../../../components/placeholder-page';

export function TherapistConnectionsPage() {
  return <PlaceholderPage title="Therapist Connections" />;
}
