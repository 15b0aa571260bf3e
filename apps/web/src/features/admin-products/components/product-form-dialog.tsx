import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  BARCODE_MAX_LENGTH,
  CATEGORIES,
  CATEGORY_LABELS,
  DESCRIPTION_MAX_LENGTH,
  LOW_STOCK_DEFAULT,
  MESSAGES,
  STOCK_UNIT_DEFAULT,
  STOCK_UNIT_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  UNIT_MAX_LENGTH,
  URL_MAX_LENGTH,
  shopToday,
  type Product,
} from '@shop/contract';
import { FieldRow, FormDialog } from '../../../components/form-dialog.tsx';
import { showResult } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { textFieldProps } from '../../../lib/form-field.ts';
import { useCreateProduct } from '../api/create-product.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { useUploadImage } from '../../../lib/upload-image.ts';
import { PhotoUpload } from '../../../components/photo-upload.tsx';
import {
  MISSING,
  emptyProductForm,
  productForm,
  productFormValues,
  toCreateProductBody,
  toUpdateProductBody,
  type ProductFormValues,
} from '../utils/product-form.ts';

/** The price tiers, each with the unit its price is for. */
const PRICE_TIERS = [
  {
    price: 'price',
    size: 'priceSize',
    sizeLabel: 'Full price size',
    label: 'Price (₱)',
    required: true,
    unit: 'priceUnit',
    unitLabel: 'Full price unit',
    example: 'sack (25 kg)',
  },
  {
    price: 'halfPrice',
    size: 'halfPriceSize',
    sizeLabel: 'Half price size',
    label: 'Half Price (₱)',
    required: false,
    unit: 'halfPriceUnit',
    unitLabel: 'Half price unit',
    example: 'half sack (12.5 kg)',
  },
  {
    price: 'retailPrice',
    size: 'retailPriceSize',
    sizeLabel: 'Retail price size',
    label: 'Retail Price (₱)',
    required: false,
    unit: 'retailPriceUnit',
    unitLabel: 'Retail price unit',
    example: 'kg',
  },
] as const;

/** The server's 409 "This barcode is already used by another product." */
const isBarcodeTaken = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && /barcode/i.test(error.message);

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
  const form = useForm({
    resolver: useMemo(() => zodResolver(productForm(product)), [product]),
    defaultValues: product ? productFormValues(product) : emptyProductForm,
  });
  const { control, setValue, clearErrors } = form;
  const { errors } = form.formState;

  const imageUrl = useWatch({ control, name: 'images' });
  const stockUnit = useWatch({ control, name: 'stockUnit' }).trim() || STOCK_UNIT_DEFAULT;

  async function uploadPhoto(file: File) {
    const { url } = await uploadImage.mutateAsync(file);
    setValue('images', url, { shouldDirty: true });
    clearErrors('images');
  }

  /** Missing fields warn (spec section 5); other fields show their message. */
  const onInvalid = async (invalid: FieldErrors<ProductFormValues>) => {
    if (Object.values(invalid).some((error) => error?.message === MISSING))
      await showResult(MESSAGES.missingFieldsTitle, MESSAGES.missingFieldsText, 'warning');
  };

  /** A good body is sent; an edit that changed nothing just closes. */
  const submit = form.handleSubmit(async (values) => {
    const success: [title: string, text: string] = product
      ? [MESSAGES.productUpdatedTitle, MESSAGES.productUpdatedText]
      : [MESSAGES.productCreatedTitle, MESSAGES.productCreatedText];
    try {
      if (product) {
        const body = toUpdateProductBody(values, product);
        if (body === null) return close();
        await update.mutateAsync({ id: product._id, body });
      } else await create.mutateAsync(toCreateProductBody(values));
      close();
      void showResult(...success, 'success');
    } catch (error) {
      // A barcode another product has: said on the field, where it is fixed.
      if (isBarcodeTaken(error)) form.setError('barcode', { message: error.message });
      else await showResult(MESSAGES.productFailedTitle, errorText(error), 'error');
    }
  }, onInvalid);

  const field = (name: keyof ProductFormValues, hint?: string) =>
    textFieldProps(form, 'product', name, hint);
  /** A tier's optional unit label, at most 30 characters. */
  const unitField = (name: 'priceUnit' | 'halfPriceUnit' | 'retailPriceUnit') => ({
    ...field(name, `Optional, up to ${UNIT_MAX_LENGTH} characters`),
    slotProps: { htmlInput: { maxLength: UNIT_MAX_LENGTH } },
  });

  return (
    <FormDialog
      open={open}
      title={product ? 'Edit Product' : 'Create Product'}
      titleId="product-form-title"
      onClose={() => close()}
      onExited={onClose}
      onSubmit={submit}
      pending={pending}
      submitLabel={saving ? 'Saving...' : product ? 'Save Changes' : 'Create Product'}
    >
      <TextField
        {...field('name')}
        label="Name"
        required
        slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH } }}
      />
      <TextField
        {...field('images', 'Upload a photo below, or type an https:// address')}
        label="Image URL"
        required
        placeholder="https://..."
        slotProps={{ htmlInput: { maxLength: URL_MAX_LENGTH, inputMode: 'url' } }}
      />
      <PhotoUpload imageUrl={imageUrl} uploading={uploadImage.isPending} onUpload={uploadPhoto} />
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
      {/* Every tier sells from one pool counted in this unit (issue 26). */}
      <TextField
        {...field('stockUnit', `What stock is counted in, e.g. kg; empty: ${STOCK_UNIT_DEFAULT}`)}
        label="Unit of stock"
        placeholder="kg"
        slotProps={{ htmlInput: { maxLength: STOCK_UNIT_MAX_LENGTH } }}
      />
      {/* Each price beside what it is for ("₱1,280 per sack (25 kg)" on the cards) and how
          much stock one of it takes (a sack: 25 kg). */}
      {PRICE_TIERS.map((tier) => (
        <FieldRow key={tier.price}>
          <TextField
            {...field(tier.price, tier.required ? undefined : 'Optional')}
            label={tier.label}
            required={tier.required}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField {...unitField(tier.unit)} label={tier.unitLabel} placeholder={tier.example} />
          <TextField
            {...field(tier.size, `${stockUnit} per one`)}
            label={tier.sizeLabel}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </FieldRow>
      ))}
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
      <FieldRow>
        <TextField
          {...field('stock', 'How many at the full price')}
          label="Stock"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          {...field(
            'lowStockLevel',
            `Marked Low stock at or below this (default ${LOW_STOCK_DEFAULT})`,
          )}
          label="Low stock level"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </FieldRow>
      <TextField
        {...field('barcode', 'Optional: scan or type the code on the pack, no spaces')}
        label="Barcode"
        slotProps={{ htmlInput: { maxLength: BARCODE_MAX_LENGTH, autoComplete: 'off' } }}
      />
    </FormDialog>
  );
}
