import type { ComponentType } from 'react';
import { ThemeSettingsPanel } from './theme-settings-panel';

interface SettingsSection {
  id: string;
  /** A self-contained section with its own heading (h2) and its own save action. */
  component: ComponentType;
}

/**
 * The sections of /settings in page order (spec §2 Account Settings). Subscription status,
 * licence-key activation, purchase or manage subscription, profile information, change password
 * and notification preferences are each added here as a section of their own.
 */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [{ id: 'theme', component: ThemeSettingsPanel }];

export function SettingsPage() {
  return (
    <div className="page settings-page">
      <h1 className="page__title">Account Settings</h1>
      <p className="page__lead">Manage your account and how Solace looks.</p>
      {SETTINGS_SECTIONS.map(({ id, component: Section }) => (
        <div key={id} id={`settings-${id}`} className="settings-page__section">
          <Section />
        </div>
      ))}
    </div>
  );
}
