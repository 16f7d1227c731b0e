import { PlaceholderPage } from '../../../components/placeholder-page';

export function CommunityPage() {
  return <PlaceholderPage title="Community" />;
}
