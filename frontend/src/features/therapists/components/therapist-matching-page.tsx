import { PlaceholderPage } from '../../../components/placeholder-page';

export function TherapistMatchingPage() {
  return <PlaceholderPage title="Find Your Therapist" />;
}
