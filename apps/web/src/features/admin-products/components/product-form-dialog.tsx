import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CATEGORIES,
  CATEGORY_LABELS,
  DESCRIPTION_MAX_LENGTH,
  LOW_STOCK_DEFAULT,
  MESSAGES,
  TEXT_MAX_LENGTH,
  UNIT_MAX_LENGTH,
  URL_MAX_LENGTH,
  shopToday,
  type Product,
} from '@shop/contract';
import { showResult } from '../../../lib/alerts.ts';
import { useCreateProduct } from '../api/create-product.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { useUploadImage } from '../api/upload-image.ts';
import { PhotoUpload } from './photo-upload.tsx';
import {
  emptyProductForm,
  prepareCreate,
  prepareUpdate,
  productFormValues,
  type FieldErrors,
  type ProductField,
  type PreparedProduct,
  type ProductFormValues,
} from '../utils/product-form.ts';

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : MESSAGES.somethingWentWrong;

/**
 * Create Product, or Edit Product when given one: the same form, prefilled for editing.
 * Closes on success; on failure it stays open so nothing typed is lost.
 */
export function ProductFormDialog({
  product,
  onClose,
}: {
  product?: Product | undefined;
  onClose: () => void;
}) {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const uploadImage = useUploadImage();
  // Saving waits for a photo still uploading, so the product never keeps the old picture by accident.
  const saving = create.isPending || update.isPending;
  const pending = saving || uploadImage.isPending;
  // Mounted only while shown: the parent unmounts it once the exit transition has finished.
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ProductFormValues>({
    defaultValues: product ? productFormValues(product) : emptyProductForm,
  });

  const imageUrl = useWatch({ control, name: 'images' });

  async function uploadPhoto(file: File) {
    const { url } = await uploadImage.mutateAsync(file);
    setValue('images', url, { shouldDirty: true });
    clearErrors('images');
  }

  const showErrors = (fieldErrors: FieldErrors) => {
    for (const [field, message] of Object.entries(fieldErrors))
      setError(field as ProductField, { type: 'validate', message });
  };

  /** Missing fields warn, bad fields show their message, a good body is sent. */
  async function run<Body>(
    prepared: PreparedProduct<Body>,
    send: (body: Body) => Promise<unknown>,
    success: [title: string, text: string],
  ) {
    if (prepared.kind === 'missing') {
      showErrors(Object.fromEntries(prepared.fields.map((f) => [f, 'Required'])));
      await showResult(MESSAGES.missingFieldsTitle, MESSAGES.missingFieldsText, 'warning');
      return;
    }
    if (prepared.kind === 'invalid') return showErrors(prepared.errors);
    if (prepared.kind === 'unchanged') return close();
    try {
      await send(prepared.body);
      close();
      void showResult(...success, 'success');
    } catch (error) {
      await showResult(MESSAGES.productFailedTitle, errorText(error), 'error');
    }
  }

  const submit = async (values: ProductFormValues) => {
    clearErrors();
    if (product)
      await run(
        prepareUpdate(values, product),
        (body) => update.mutateAsync({ id: product._id, body }),
        [MESSAGES.productUpdatedTitle, MESSAGES.productUpdatedText],
      );
    else
      await run(prepareCreate(values), create.mutateAsync, [
        MESSAGES.productCreatedTitle,
        MESSAGES.productCreatedText,
      ]);
  };

  const field = (name: ProductField) => {
    // The input element, not MUI's wrapper, is what react-hook-form reads and prefills.
    const { ref, ...rest } = register(name);
    return {
      ...rest,
      inputRef: ref,
      id: `product-${name}`,
      error: Boolean(errors[name]),
      helperText: errors[name]?.message,
      fullWidth: true,
    };
  };
  /** A tier's optional unit label, at most 30 characters. */
  const unitField = (name: 'priceUnit' | 'halfPriceUnit' | 'retailPriceUnit') => ({
    ...field(name),
    helperText: errors[name]?.message ?? `Optional, up to ${UNIT_MAX_LENGTH} characters`,
    slotProps: { htmlInput: { maxLength: UNIT_MAX_LENGTH } },
  });
  const title = product ? 'Edit Product' : 'Create Product';

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : () => close()}
      slotProps={{ transition: { onExited: onClose } }}
      aria-labelledby="product-form-title"
    >
      <DialogTitle id="product-form-title">{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={handleSubmit(submit)}>
        <DialogContent sx={{ pt: 1 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              {...field('name')}
              label="Name"
              required
              slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH } }}
            />
            <TextField
              {...field('images')}
              label="Image URL"
              required
              placeholder="https://..."
              helperText={
                errors.images?.message ?? 'Upload a photo below, or type an https:// address'
              }
              slotProps={{ htmlInput: { maxLength: URL_MAX_LENGTH, inputMode: 'url' } }}
            />
            <PhotoUpload
              imageUrl={imageUrl}
              uploading={uploadImage.isPending}
              onUpload={uploadPhoto}
            />
            <TextField
              {...field('description')}
              label="Description"
              required
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX_LENGTH } }}
            />
            <TextField
              {...field('expirationDate')}
              label="Expiration Date"
              type="date"
              required
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: shopToday() } }}
            />
            {/* Each price beside what it is for: "₱1,280 per sack (25 kg)" on the cards. */}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...field('price')}
                label="Price (₱)"
                required
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <TextField
                {...unitField('priceUnit')}
                label="Full price unit"
                placeholder="sack (25 kg)"
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...field('halfPrice')}
                label="Half Price (₱)"
                helperText={errors.halfPrice?.message ?? 'Optional'}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <TextField
                {...unitField('halfPriceUnit')}
                label="Half price unit"
                placeholder="half sack (12.5 kg)"
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...field('retailPrice')}
                label="Retail Price (₱)"
                helperText={errors.retailPrice?.message ?? 'Optional'}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <TextField
                {...unitField('retailPriceUnit')}
                label="Retail price unit"
                placeholder="kg"
              />
            </Stack>
            <Controller
              name="category"
              control={control}
              render={({ field: { ref, ...select } }) => (
                <TextField
                  {...select}
                  inputRef={ref}
                  id="product-category"
                  select
                  label="Category"
                  required
                  fullWidth
                  error={Boolean(errors.category)}
                  helperText={errors.category?.message}
                >
                  {CATEGORIES.map((category) => (
                    <MenuItem key={category} value={category}>
                      {CATEGORY_LABELS[category]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...field('stock')}
                label="Stock"
                required
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <TextField
                {...field('lowStockLevel')}
                label="Low stock level"
                helperText={
                  errors.lowStockLevel?.message ??
                  `Marked Low stock at or below this (default ${LOW_STOCK_DEFAULT})`
                }
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => close()} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {saving ? 'Saving...' : product ? 'Save Changes' : 'Create Product'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
