import { useContext, type ComponentType } from 'react';
import { useInRouterContext } from 'react-router-dom';
import { AuthContext } from '../../../lib/auth-context';
import { EncryptionContext } from '../../../lib/encryption-context';
import { LICENSE_SECTION_ID } from '../settings-anchors';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { ImportDataSection } from './import-data-section';
import { LicenseKeySection } from './license-key-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SubscriptionPlanSection } from './subscription-plan-section';
import { SubscriptionStatusSection } from './subscription-status-section';
import { ThemeSettingsPanel } from './theme-settings-panel';

interface SettingsSection {
  id: string;
  /** A self-contained section with its own heading (h2) and its own save action. */
  component: ComponentType;
  /**
   * Needs the signed-in app around it (a user, the router, on-device encryption). Rendered on its
   * own, without them, the page shows only the sections that need none (the theme).
   */
  needsAccount?: boolean;
}

/** The sections of /settings in page order (spec §2 Account Settings). */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { id: 'subscription-status', component: SubscriptionStatusSection, needsAccount: true },
  { id: LICENSE_SECTION_ID, component: LicenseKeySection, needsAccount: true },
  { id: 'subscription', component: SubscriptionPlanSection, needsAccount: true },
  { id: 'profile', component: ProfileSection, needsAccount: true },
  { id: 'password', component: PasswordSection, needsAccount: true },
  { id: 'notifications', component: NotificationsSection, needsAccount: true },
  { id: 'data-export', component: DataExportSection, needsAccount: true },
  { id: 'import', component: ImportDataSection, needsAccount: true },
  { id: 'delete-account', component: DeleteAccountSection, needsAccount: true },
  { id: 'theme', component: ThemeSettingsPanel },
];

export function SettingsPage() {
  const auth = useContext(AuthContext);
  const encryption = useContext(EncryptionContext);
  const inRouter = useInRouterContext();
  const accountReady = Boolean(auth?.user) && encryption !== null && inRouter;
  const sections = SETTINGS_SECTIONS.filter((section) => accountReady || !section.needsAccount);

  return (
    <div className="page settings-page">
      <h1 className="page__title">Account Settings</h1>
      <p className="page__lead">Manage your subscription, your account, your notifications and how Solace looks.</p>
      {sections.map(({ id, component: Section }) => (
        <div key={id} id={`settings-${id}`} className="settings-page__section">
          <Section />
        </div>
      ))}
    </div>
  );
}
