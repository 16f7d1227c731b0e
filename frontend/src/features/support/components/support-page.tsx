import { PlaceholderPage } from '../../../components/placeholder-page';

export function SupportPage() {
  return <PlaceholderPage title="Support Hub" />;
}
