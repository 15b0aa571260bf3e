import Swal, { type SweetAlertIcon } from 'sweetalert2';

/**
 * The titled result dialogs of spec section 8 (Good job!, Oops!, Are you sure?), built on
 * SweetAlert2. Closing on Esc and outside click is SweetAlert2's default.
 */
export async function showResult(title: string, text: string | undefined, icon: SweetAlertIcon) {
  await Swal.fire({ title, text, icon, confirmButtonColor: '#2e7d32' });
}

/** Resolves true when the user confirms. */
export async function confirmAction(title: string, text: string, confirmButtonText = 'Yes') {
  const result = await Swal.fire({
    title,
    text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText,
    cancelButtonText: 'Cancel',
    confirmButtonColor: '#2e7d32',
    cancelButtonColor: '#c62828',
    focusCancel: true,
  });
  return result.isConfirmed;
}
