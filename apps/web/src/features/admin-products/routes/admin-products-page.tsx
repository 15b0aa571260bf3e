import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ImportExportIcon from '@mui/icons-material/ImportExport';
import {
  MESSAGES,
  formatCount,
  productStanding,
  shopToday,
  type Product,
  type ProductSort,
} from '@shop/contract';
import { confirmAction, showResult } from '../../../lib/alerts.ts';
import { useNotice } from '../../../components/notice.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useStaffProducts } from '../api/get-products.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { ProductList } from '../components/product-list.tsx';
import { ProductFormDialog } from '../components/product-form-dialog.tsx';
import { ProductsToolbar } from '../components/products-toolbar.tsx';
import { SelectionBar } from '../components/selection-bar.tsx';
import { BulkEditDialog, productCount } from '../components/bulk-edit-dialog.tsx';
import { LotsDialog } from '../../../components/lots/lots-dialog.tsx';
import { ShopExpiredLots } from '../components/shop-expired-lots.tsx';
import { ATTENTION_FILTER, readListParams, withListParam } from '../utils/list-params.ts';

type Editing = { mode: 'create' } | { mode: 'edit'; product: Product } | null;

export function Component() {
  usePageTitle('Product Management');
  const [params, setParams] = useSearchParams();
  const { q, sort, attentionOnly } = readListParams(params);
  const products = useStaffProducts({ search: q.trim() || undefined, sort });
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState<Editing>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkEditing, setBulkEditing] = useState(false);
  const [lotsOf, setLotsOf] = useState<Product | null>(null);
  const [writingOffExpired, setWritingOffExpired] = useState(false);
  const notice = useNotice();

  useEffect(() => {
    // Spec section 8: product list errors are logged; the table also says so.
    if (products.error) console.warn('Failed to load products:', products.error.message);
  }, [products.error]);

  const listed = products.data?.products;
  // A search is read a page at a time: `total` counts every match, loaded or not.
  const total = products.data?.total;
  const today = shopToday();
  const needingAttention = useMemo(
    () => listed?.filter((product) => productStanding(product, today).needsAttention),
    [listed, today],
  );
  const shown = attentionOnly ? needingAttention : listed;
  // Needs attention covers every match of a search, not only the pages read so far: while it
  // is on, the search's remaining pages are read one after another (each page read changes
  // the count loaded, which asks for the next). A page that failed is not asked again by
  // itself: Show more stays for that.
  const { fetchMore, isFetchingMore, isError: readFailed } = products;
  const loaded = listed?.length;
  useEffect(() => {
    if (attentionOnly && fetchMore && !isFetchingMore && !readFailed) void fetchMore();
  }, [attentionOnly, fetchMore, isFetchingMore, readFailed, loaded]);
  // Only rows on screen count: a product that left the list (search, filter, deleted) is not edited.
  const selectedIds = shown?.filter((p) => selected.has(p._id)).map((p) => p._id) ?? [];

  const setParam = useCallback(
    (name: 'q' | 'sort' | 'filter', value: string | undefined, replace = false) =>
      setParams((current) => withListParam(current, name, value), { replace }),
    [setParams],
  );
  const search = useCallback((value: string) => setParam('q', value, true), [setParam]);

  function select(ids: string[], checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  async function deleteProduct(product: Product) {
    const confirmed = await confirmAction(
      MESSAGES.confirmTitle,
      `"${product.name}" will be deleted and disappear from the shop. This cannot be undone.`,
      { destructive: true, confirmButtonText: 'Yes, delete it' },
    );
    if (!confirmed) return;
    try {
      await remove.mutateAsync(product._id);
      await showResult(MESSAGES.productDeletedTitle, MESSAGES.productDeletedText, 'success');
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      await showResult(
        MESSAGES.productDeleteFailed,
        message && message !== MESSAGES.productDeleteThrown ? message : undefined,
        'error',
      );
    }
  }

  let emptyText;
  if (q.trim())
    emptyText = (
      <>
        No products match “{q.trim()}”.{' '}
        <Button size="small" onClick={() => setParam('q', undefined)}>
          Clear search
        </Button>
      </>
    );
  else if (attentionOnly) emptyText = 'No products need attention.';

  return (
    <>
      <PageHeader>Product Management</PageHeader>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <Box sx={{ flex: '1 1 320px' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Rows are marked Expired (red), Expiring Soon within 90 days (orange) or Active (green).
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Hidden from customers: the shop does not list it. Out of stock: customers see it but
            cannot order it. Low stock: at or below the product’s low stock level.
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Stock: what is on hand in the product’s unit, then how many of each price can still be
            sold. Lots: each delivery with its own expiry, to receive, count or write off.
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button component={Link} to={paths.adminProductsCsv} startIcon={<ImportExportIcon />}>
            Import / Export
          </Button>
          <Button color="error" onClick={() => setWritingOffExpired(true)}>
            Write off expired
          </Button>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ mode: 'create' })}
          >
            Create Product
          </Button>
        </Box>
      </Box>
      <ProductsToolbar
        q={q}
        sort={sort}
        attentionOnly={attentionOnly}
        counts={
          listed && needingAttention
            ? { all: total ?? listed.length, attention: needingAttention.length }
            : undefined
        }
        onSearch={search}
        onSort={(value: ProductSort) => setParam('sort', value === 'expiry' ? undefined : value)}
        onAttentionOnly={(on) => setParam('filter', on ? ATTENTION_FILTER : undefined)}
      />
      <SelectionBar
        count={selectedIds.length}
        onEdit={() => setBulkEditing(true)}
        onClear={() => setSelected(new Set())}
      />
      <ProductList
        products={shown}
        isLoading={products.isPending}
        loadError={
          products.isError && (
            <>
              Could not load the products.{' '}
              <Button size="small" onClick={() => void products.refetch()}>
                Retry
              </Button>
            </>
          )
        }
        emptyText={emptyText}
        onEdit={(product) => setEditing({ mode: 'edit', product })}
        onDelete={(product) => void deleteProduct(product)}
        onLots={setLotsOf}
        deleting={remove.isPending ? (remove.variables ?? null) : null}
        selected={selected}
        onSelect={select}
      />
      {total !== undefined && listed && listed.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 2 }}>
          <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
            {`Showing ${formatCount(listed.length)} of ${formatCount(total)} ${total === 1 ? 'product' : 'products'}`}
          </Typography>
          {products.fetchMore && (
            <Button
              variant="outlined"
              disabled={products.isFetchingMore}
              onClick={() => void products.fetchMore?.()}
            >
              Show more
            </Button>
          )}
        </Box>
      )}
      {editing && (
        <ProductFormDialog
          key={editing.mode === 'edit' ? editing.product._id : 'create'}
          product={editing.mode === 'edit' ? editing.product : undefined}
          onClose={() => setEditing(null)}
        />
      )}
      {bulkEditing && (
        <BulkEditDialog
          ids={selectedIds}
          onClose={() => setBulkEditing(false)}
          onDone={(count) => {
            setBulkEditing(false);
            setSelected(new Set());
            notice.show({ severity: 'success', text: `Updated ${productCount(count)}` });
          }}
        />
      )}
      {lotsOf && <LotsDialog product={lotsOf} canWriteOff onClose={() => setLotsOf(null)} />}
      {writingOffExpired && (
        <ShopExpiredLots
          products={listed ?? []}
          onClose={() => setWritingOffExpired(false)}
          onDone={(count) => {
            setWritingOffExpired(false);
            notice.show({
              severity: 'success',
              text: `Wrote off ${count} expired ${count === 1 ? 'lot' : 'lots'}`,
            });
          }}
        />
      )}
      {notice.element}
    </>
  );
}
