import Stack from '@mui/material/Stack';
import { useStore } from '@nanostores/react';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useAccount } from '../../../lib/account.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AccountForm } from '../components/account-form.tsx';
import { TitledSection } from '../../../components/titled-section.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { i18n, params } from '../../../i18n/i18n.ts';
import { defineMessages } from '../../../i18n/define-messages.ts';

const words = i18n('account/account-page', {
  title: 'My Account',
  details: 'Your details',
  signedInAs: params('Signed in as {email}. Checkout starts from these details.'),
  changePassword: 'Change password',
  otherDevices: 'You stay signed in here; every other device is signed out.',
});

// lib/account.ts's words when the account cannot be read, shown (in Filipino) by RetryAlert here.
defineMessages('account/account-page', { loadFailed: 'Failed to load your account' });

/** The customer's account (issue 29): their details for checkout, and a new password. */
export function Component() {
  const t = useStore(words);
  usePageTitle(t.title);
  const account = useAccount();
  return (
    <>
      <PageHeader>{t.title}</PageHeader>
      {account.isPending ? (
        <PageLoading />
      ) : account.isError ? (
        <RetryAlert message={account.error.message} onRetry={() => void account.refetch()} />
      ) : (
        <Stack spacing={3} sx={{ maxWidth: 560, mx: 'auto' }}>
          <TitledSection
            id="account-details"
            title={t.details}
            description={t.signedInAs({ email: account.data.account.email })}
          >
            <AccountForm account={account.data.account} />
          </TitledSection>
          <TitledSection
            id="account-password"
            title={t.changePassword}
            description={t.otherDevices}
          >
            <PasswordForm email={account.data.account.email} />
          </TitledSection>
        </Stack>
      )}
    </>
  );
}
