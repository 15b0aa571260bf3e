import type { SweetAlertIcon } from 'sweetalert2';
import { colors } from '../styles/tokens.ts';

/**
 * SweetAlert2 (about 21 KB gzip) is fetched the first time a dialog is shown, not with the
 * page that may show one (cart, login, staff screens).
 */
const loadSwal = async () => (await import('sweetalert2')).default;

/**
 * The titled result dialogs of spec section 8 (Good job!, Oops!, Are you sure?), built on
 * SweetAlert2. Closing on Esc and outside click is SweetAlert2's default.
 */
export async function showResult(title: string, text: string | undefined, icon: SweetAlertIcon) {
  const Swal = await loadSwal();
  await Swal.fire({ title, text, icon, confirmButtonColor: colors.primary });
}

/** Resolves true when the user confirms. */
export async function confirmAction(title: string, text: string, confirmButtonText = 'Yes') {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    title,
    text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText,
    cancelButtonText: 'Cancel',
    confirmButtonColor: colors.primary,
    cancelButtonColor: colors.errorDark,
    focusCancel: true,
  });
  return result.isConfirmed;
}
