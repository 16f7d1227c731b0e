import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { activateLicenseBody } from '@contracts/user';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { useToast } from '../../../components/toast';
import { useAuth } from '../../../lib/auth-context';
import { useFormErrors } from '../../../lib/use-form-errors';
import { isNetworkFailure, refusalMessage, settingsApi } from '../api/settings-api';
import { LICENSE_SECTION_ANCHOR } from '../settings-anchors';
import { SETTINGS_MESSAGES } from '../settings-messages';
import { useSubscriptionStatus } from '../subscription-status';
import { SettingsCard } from './settings-card';

/** The text to show when an activation fails (spec §8; §7: a non-OK answer means an invalid key). */
export function licenseFailureMessage(error: unknown): string {
  if (isNetworkFailure(error)) return SETTINGS_MESSAGES.licenseFailed;
  return refusalMessage(error) ?? SETTINGS_MESSAGES.licenseInvalid;
}

/** Spec §5/§7: a licence key (trimmed, not empty) activates premium; the status is then read again. */
export function LicenseKeySection() {
  const toast = useToast();
  const location = useLocation();
  const { refreshUser } = useAuth();
  const { refetch } = useSubscriptionStatus();
  const [licenseKey, setLicenseKey] = useState('');
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors<'licenseKey'>(formRef);

  // The trial banner's Enter License lands here: the field gets the focus (and scrolls into view).
  useEffect(() => {
    if (location.hash !== `#${LICENSE_SECTION_ANCHOR}`) return;
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    input.scrollIntoView?.({ block: 'center' });
  }, [location.hash, location.key]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = activateLicenseBody.safeParse({ licenseKey });
    if (!parsed.success) {
      errors.show({ licenseKey: parsed.error.issues[0]?.message ?? SETTINGS_MESSAGES.licenseRequired });
      return;
    }
    errors.reset();
    setBusy(true);
    try {
      await settingsApi.activateLicense(parsed.data.licenseKey);
    } catch (failure) {
      setBusy(false);
      // Whatever the server answers is about the key (or no answer came: then about nothing typed).
      errors.fail(licenseFailureMessage(failure), isNetworkFailure(failure) ? null : 'licenseKey');
      return;
    }
    setBusy(false);
    setLicenseKey('');
    toast.success(SETTINGS_MESSAGES.licenseActivated);
    void refetch();
    void refreshUser();
  };

  return (
    <SettingsCard
      title="License key"
      icon={KeyRound}
      description="Have a license key from your organisation, clinic or a gift? Enter it here to activate Premium."
    >
      <form ref={formRef} className="stack stack--loose settings-form settings-form--inline" onSubmit={(event) => void submit(event)} noValidate>
        <Field
          ref={inputRef}
          label="License key"
          hint="Letters and numbers, with or without the dashes."
          {...errors.field('licenseKey')}
          name="licenseKey"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          placeholder="XXXX-XXXX-XXXX-XXXX"
          value={licenseKey}
          onChange={(event) => {
            setLicenseKey(event.target.value);
            errors.reset();
          }}
        />
        <Button type="submit" busy={busy}>
          Activate License
        </Button>
      </form>
      <FormAlert {...errors.alert} />
    </SettingsCard>
  );
}
