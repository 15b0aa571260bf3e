import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { MESSAGES, type User } from '@shop/contract';
import { confirmAction } from '../../../lib/alerts.ts';
import { useNotice } from '../../../components/notice.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCashiers } from '../api/get-cashiers.ts';
import { useDeleteCashier } from '../api/delete-cashier.ts';
import { CashiersTable } from '../components/cashiers-table.tsx';
import { CreateCashierDialog } from '../components/create-cashier-dialog.tsx';
import { SetPasswordDialog } from '../components/set-password-dialog.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function Component() {
  usePageTitle('Cashier Accounts');
  const cashiers = useCashiers();
  const remove = useDeleteCashier();
  const [creating, setCreating] = useState(false);
  const [settingPassword, setSettingPassword] = useState<User | null>(null);
  const notice = useNotice();

  useEffect(() => {
    // Spec section 8: cashier list errors are only logged; the table also says so.
    if (cashiers.error) console.warn('Failed to load cashier accounts:', cashiers.error.message);
  }, [cashiers.error]);

  async function deleteCashier(cashier: User) {
    const confirmed = await confirmAction(
      MESSAGES.confirmTitle,
      `The cashier account ${cashier.username} (${cashier.email}) will be deleted and signed out.`,
      { destructive: true, confirmButtonText: 'Yes, delete it' },
    );
    if (!confirmed) return;
    try {
      await remove.mutateAsync(cashier._id);
      notice.show({ severity: 'success', text: MESSAGES.cashierDeleted });
    } catch (error) {
      const message = error instanceof Error ? error.message : MESSAGES.cashierDeleteThrown;
      console.warn(MESSAGES.cashierDeleteThrown, message);
      notice.show({ severity: 'error', text: message });
    }
  }

  return (
    <>
      <PageHeader>Cashier Accounts</PageHeader>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setCreating(true)}>
          Create Cashier
        </Button>
      </Box>
      <CashiersTable
        cashiers={cashiers.data?.result}
        isLoading={cashiers.isPending}
        loadError={
          cashiers.isError && (
            <>
              Could not load the cashier accounts.{' '}
              <Button size="small" onClick={() => void cashiers.refetch()}>
                Retry
              </Button>
            </>
          )
        }
        deleting={remove.isPending ? (remove.variables ?? null) : null}
        onDelete={(cashier) => void deleteCashier(cashier)}
        onSetPassword={setSettingPassword}
      />
      {creating && <CreateCashierDialog onClose={() => setCreating(false)} />}
      {settingPassword && (
        <SetPasswordDialog cashier={settingPassword} onClose={() => setSettingPassword(null)} />
      )}
      {notice.element}
    </>
  );
}
