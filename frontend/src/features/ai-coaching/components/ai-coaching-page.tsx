import { PlaceholderPage } from '../../../components/placeholder-page';

export function AiCoachingPage() {
  return <PlaceholderPage title="AI Coaches" />;
}
