import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useAccount } from '../../../lib/account.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AccountForm } from '../components/account-form.tsx';
import { TitledSection } from '../../../components/titled-section.tsx';
import { PasswordForm } from '../components/password-form.tsx';

/** The customer's account (issue 29): their details for checkout, and a new password. */
export function Component() {
  usePageTitle('My Account');
  const account = useAccount();
  return (
    <>
      <PageHeader>My Account</PageHeader>
      {account.isPending ? (
        <PageLoading />
      ) : account.isError ? (
        <RetryAlert message={account.error.message} onRetry={() => void account.refetch()} />
      ) : (
        <Stack spacing={3} sx={{ maxWidth: 560, mx: 'auto' }}>
          <TitledSection
            id="account-details"
            title="Your details"
            description={`Signed in as ${account.data.account.email}. Checkout starts from these details.`}
          >
            <AccountForm account={account.data.account} />
          </TitledSection>
          <TitledSection
            id="account-password"
            title="Change password"
            description="You stay signed in here; every other device is signed out."
          >
            <PasswordForm email={account.data.account.email} />
          </TitledSection>
        </Stack>
      )}
    </>
  );
}
