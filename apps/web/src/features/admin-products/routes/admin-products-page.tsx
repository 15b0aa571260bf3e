import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { MESSAGES, type Product } from '@shop/contract';
import { confirmAction, showResult } from '../../../lib/alerts.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useStaffProducts } from '../api/get-products.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { ProductsTable } from '../components/products-table.tsx';
import { ProductFormDialog } from '../components/product-form-dialog.tsx';

type Editing = { mode: 'create' } | { mode: 'edit'; product: Product } | null;

export function Component() {
  const products = useStaffProducts();
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState<Editing>(null);

  useEffect(() => {
    // Spec section 8: product list errors are logged; the table also says so.
    if (products.error) console.warn('Failed to load products:', products.error.message);
  }, [products.error]);

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
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Rows are marked Expired (red), Expiring Soon within 90 days (orange) or Active (green).
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ mode: 'create' })}
        >
          Create Product
        </Button>
      </Box>
      <ProductsTable
        products={products.data?.products}
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
        onEdit={(product) => setEditing({ mode: 'edit', product })}
        onDelete={(product) => void deleteProduct(product)}
        deleting={remove.isPending ? (remove.variables ?? null) : null}
      />
      {editing && (
        <ProductFormDialog
          key={editing.mode === 'edit' ? editing.product._id : 'create'}
          product={editing.mode === 'edit' ? editing.product : undefined}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
