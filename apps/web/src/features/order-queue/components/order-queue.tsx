import { useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { CustomerQueueEntry } from '@shop/contract';
import { orDash } from '../utils/order-rules.ts';
import { OrderCards } from './order-cards.tsx';
import { OrderProductsDialog } from './order-products-dialog.tsx';
import { OrdersTable } from './orders-table.tsx';

/** Below this width the table's seven columns and four status buttons do not fit beside the drawer. */
const TABLE_MIN_WIDTH_PX = 1280;

/**
 * The orders of the chosen tab: a table on a desktop screen, cards on phones, tablets and small
 * laptops, so nothing ever scrolls sideways.
 */
export function OrderQueue(props: {
  orders: CustomerQueueEntry[] | undefined;
  isLoading: boolean;
  isError: boolean;
}) {
  const [viewing, setViewing] = useState<CustomerQueueEntry | null>(null);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down(TABLE_MIN_WIDTH_PX));
  const List = narrow ? OrderCards : OrdersTable;
  return (
    <>
      <List {...props} onViewProducts={setViewing} />
      {viewing && (
        <OrderProductsDialog
          open
          onClose={() => setViewing(null)}
          customerName={orDash(viewing.customerInfo.name)}
          order={viewing}
        />
      )}
    </>
  );
}
