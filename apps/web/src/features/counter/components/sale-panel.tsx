import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  GCASH_REFERENCE_PATTERN,
  TEXT_MAX_LENGTH,
  formatPeso,
  saleRecorded,
  tenderedShort,
  type CounterSaleResponse,
  type PaymentMethod,
  type PriceType,
  type Product,
} from '@shop/contract';
import { PrintSlipButton, printOrderSlip } from '../../../components/order-slip.tsx';
import { PaymentQr } from '../../../components/payment-qr.tsx';
import { useCreateSale } from '../api/counter-api.ts';
import { parsePesos } from '../utils/money-input.ts';
import {
  addLine,
  changeDue,
  likelyTendered,
  saleTotal,
  type SaleLine,
} from '../utils/sale-lines.ts';
import { ProductFinder } from './product-finder.tsx';
import { SaleLinesList } from './sale-lines-list.tsx';

/**
 * One walk-in sale: find the products (scan or search), set the quantities, take the cash (the
 * change shown) or the GCash reference, and Pay. The receipt prints at once. A 3-line cash sale
 * is three Adds, then one tap on Exact amount or a round amount (or the amount typed) and Enter
 * or Pay: Enter in the empty search box, or choosing the method, puts the cursor in the amount.
 * The customer's name and phone (the receipt texted) wait behind Add customer.
 */
export function SalePanel() {
  const [lines, setLines] = useState<SaleLine[]>([]);
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [tenderedText, setTenderedText] = useState('');
  const [reference, setReference] = useState('');
  const [withCustomer, setWithCustomer] = useState(false);
  const [customerName, setCustomerName] = useState('');
  const [phone, setPhone] = useState('');
  const [done, setDone] = useState<CounterSaleResponse['sale'] | null>(null);
  // One key per sale, kept for its retries until it goes through (the server answers a retry
  // with the same sale rather than selling twice).
  const saleKey = useRef<string | null>(null);
  const tenderedBox = useRef<HTMLInputElement>(null);
  const referenceBox = useRef<HTMLInputElement>(null);
  const create = useCreateSale();

  const total = saleTotal(lines);
  const tendered = parsePesos(tenderedText);
  const change = tendered === null ? null : changeDue(tendered, total);
  const short = method === 'cash' && tendered !== null && change === null;
  const cleanReference = reference.replace(/\s+/g, '');
  const payable =
    lines.length > 0 &&
    (method === 'cash' ? change !== null : GCASH_REFERENCE_PATTERN.test(cleanReference));

  function add(product: Product, priceType: PriceType) {
    setLines((current) => addLine(current, product, priceType));
  }

  /** The cursor to the payment's box: the amount tendered, or the GCash reference. */
  function focusPayment(to: PaymentMethod = method) {
    // After the render that draws the chosen method's box.
    setTimeout(() => (to === 'cash' ? tenderedBox : referenceBox).current?.focus());
  }

  function tender(amount: number) {
    setTenderedText(amount.toFixed(2));
    tenderedBox.current?.focus();
  }

  function pay() {
    if (!payable) return;
    saleKey.current ??= crypto.randomUUID();
    create.mutate(
      {
        key: saleKey.current,
        body: {
          lines: lines.map((line) => ({
            productId: line.product._id,
            priceType: line.priceType,
            quantity: line.quantity,
          })),
          payment:
            method === 'cash'
              ? { method, tendered: tendered ?? 0 }
              : { method, gcashReference: cleanReference },
          ...(customerName.trim() && { customerName: customerName.trim() }),
          ...(phone.trim() && { phoneNumber: phone.trim() }),
        },
      },
      {
        onSuccess: ({ sale }) => {
          saleKey.current = null;
          setDone(sale);
          printOrderSlip(sale);
        },
      },
    );
  }

  function newSale() {
    setLines([]);
    setTenderedText('');
    setReference('');
    setMethod('cash');
    setWithCustomer(false);
    setCustomerName('');
    setPhone('');
    setDone(null);
    create.reset();
  }

  if (done)
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Alert severity="success" sx={{ mb: 2 }}>
          {saleRecorded(done.orderNumber)}
        </Alert>
        {done.change !== null && (
          <Typography variant="h5" component="p" sx={{ mb: 2 }}>
            Change: {formatPeso(done.change)}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <PrintSlipButton order={done} label="Print again" />
          <Button variant="contained" onClick={newSale} autoFocus>
            New sale
          </Button>
        </Box>
      </Paper>
    );

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ProductFinder onAdd={add} onDone={() => lines.length > 0 && focusPayment()} />
      </Paper>
      <Paper
        variant="outlined"
        component="form"
        aria-label="Sale"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          pay();
        }}
        sx={{ p: 2, display: 'grid', gap: 2, alignContent: 'start' }}
      >
        <SaleLinesList
          lines={lines}
          onQuantity={(index, quantity) =>
            setLines((current) => current.map((l, i) => (i === index ? { ...l, quantity } : l)))
          }
          onRemove={(index) => setLines((current) => current.filter((_, i) => i !== index))}
        />
        <Typography variant="h5" component="p" role="status" aria-live="polite">
          Total: {formatPeso(total)}
        </Typography>
        <ToggleButtonGroup
          exclusive
          value={method}
          onChange={(_, value: PaymentMethod | null) => {
            if (value) setMethod(value);
            focusPayment(value ?? method);
          }}
          aria-label="Payment method"
          size="small"
        >
          <ToggleButton value="cash">Cash</ToggleButton>
          <ToggleButton value="gcash">GCash</ToggleButton>
        </ToggleButtonGroup>
        {method === 'cash' ? (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'start' }}>
              <TextField
                id="counter-tendered"
                label="Amount tendered (₱)"
                value={tenderedText}
                onChange={(event) => setTenderedText(event.target.value)}
                inputRef={tenderedBox}
                error={short}
                slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
                sx={{ flex: 1 }}
              />
              <Button
                variant="outlined"
                disabled={lines.length === 0}
                onClick={() => tender(total)}
                sx={{ mt: 1 }}
              >
                Exact amount
              </Button>
            </Box>
            {likelyTendered(total).length > 0 && (
              <Box
                role="group"
                aria-label="Amount handed over"
                sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
              >
                {likelyTendered(total).map((amount) => (
                  <Button
                    key={amount}
                    size="small"
                    variant="outlined"
                    onClick={() => tender(amount)}
                  >
                    {formatPeso(amount)}
                  </Button>
                ))}
              </Box>
            )}
            {short && tendered !== null && (
              <Alert severity="error">{tenderedShort(tendered, total)}</Alert>
            )}
            {change !== null && lines.length > 0 && (
              <Typography variant="h6" component="p">
                Change: {formatPeso(change)}
              </Typography>
            )}
          </Box>
        ) : (
          <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
            <PaymentQr amount={lines.length > 0 ? total : null} />
            <TextField
              id="counter-reference"
              label="GCash reference number"
              value={reference}
              onChange={(event) => setReference(event.target.value)}
              inputRef={referenceBox}
              helperText="13 digits"
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            />
          </Box>
        )}
        <Box>
          <Button
            size="small"
            aria-expanded={withCustomer}
            aria-controls="counter-customer"
            onClick={() => setWithCustomer((shown) => !shown)}
          >
            Add customer
          </Button>
          <Box
            id="counter-customer"
            hidden={!withCustomer}
            sx={{ display: withCustomer ? 'grid' : 'none', gap: 1, mt: 1 }}
          >
            <TextField
              id="counter-customer-name"
              label="Customer name (optional)"
              value={customerName}
              onChange={(event) => setCustomerName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH, autoComplete: 'off' } }}
            />
            <TextField
              id="counter-phone"
              label="Phone number (optional)"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              helperText="The receipt is also sent by text"
              type="tel"
              slotProps={{ htmlInput: { maxLength: 20, autoComplete: 'off' } }}
            />
          </Box>
        </Box>
        {create.isError && <Alert severity="error">{create.error.message}</Alert>}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!payable}
          loading={create.isPending}
        >
          Pay {formatPeso(total)}
        </Button>
      </Paper>
    </Box>
  );
}
