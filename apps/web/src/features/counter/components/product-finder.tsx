import { useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PRICE_TYPES,
  PRICE_TYPE_LABELS,
  formatUnitPrice,
  type PriceType,
  type Product,
} from '@shop/contract';
import { productSearchQueryOptions } from '../../../lib/get-products.ts';
import { findByBarcode } from '../api/counter-api.ts';
import { ExpiryWarning } from './expiry-warning.tsx';

const unitOf = (product: Product, priceType: PriceType) =>
  priceType === 'price'
    ? product.priceUnit
    : priceType === 'halfPrice'
      ? product.halfPriceUnit
      : product.retailPriceUnit;

/**
 * The search box a USB scanner types into (the code, then Enter): a code that is a product's
 * barcode adds one of its full-price tier and clears the box, which keeps the focus for the
 * next scan; any other text is a search, listing the matching products with a button per tier.
 * Enter in the empty box means the products are all in (`onDone`: on to the payment).
 */
export function ProductFinder({
  onAdd,
  onDone,
}: {
  onAdd: (product: Product, priceType: PriceType) => void;
  onDone: () => void;
}) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [scanError, setScanError] = useState<string | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const results = useInfiniteQuery({
    ...productSearchQueryOptions(undefined, 'staff', { search }),
    enabled: search !== '',
  });
  const products = results.data?.pages.flatMap((page) => page.products) ?? [];

  async function lookUp() {
    const code = text.trim();
    if (!code) {
      onDone();
      return;
    }
    setScanError(null);
    try {
      const product = await findByBarcode(code);
      if (product && product.price !== null) {
        onAdd(product, 'price');
        setText('');
        setSearch('');
        return;
      }
    } catch (error) {
      setScanError((error as Error).message);
    }
    setSearch(code);
  }

  return (
    <Box>
      <Box
        component="form"
        role="search"
        aria-label="Find a product"
        onSubmit={(event) => {
          event.preventDefault();
          void lookUp();
          box.current?.focus();
        }}
      >
        <TextField
          id="counter-search"
          label="Scan a barcode or search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          inputRef={box}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { autoComplete: 'off', enterKeyHint: 'search' } }}
        />
      </Box>
      {scanError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {scanError}
        </Alert>
      )}
      {search !== '' && (
        <Box component="section" aria-label="Search results" sx={{ mt: 1 }}>
          {results.isError && <Alert severity="error">{results.error.message}</Alert>}
          {results.isSuccess && products.length === 0 && (
            <Typography role="status">No products match “{search}”.</Typography>
          )}
          <List dense disablePadding>
            {products.map((product) => (
              <ListItem
                key={product._id}
                divider
                sx={{ display: 'grid', gap: 0.5, justifyItems: 'start', px: 0 }}
              >
                <Typography sx={{ fontWeight: 600 }}>{product.name}</Typography>
                <ExpiryWarning product={product} />
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  {PRICE_TYPES.map((priceType) => {
                    const price = product[priceType];
                    if (price === null) return null;
                    const label = `Add ${PRICE_TYPE_LABELS[priceType]} ${formatUnitPrice(price, unitOf(product, priceType))}`;
                    return (
                      <Button
                        key={priceType}
                        size="small"
                        variant="outlined"
                        disabled={product.available[priceType] === 0}
                        aria-label={`${label} of ${product.name}`}
                        onClick={() => {
                          onAdd(product, priceType);
                          box.current?.focus();
                        }}
                      >
                        {label}
                      </Button>
                    );
                  })}
                </Box>
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Box>
  );
}
