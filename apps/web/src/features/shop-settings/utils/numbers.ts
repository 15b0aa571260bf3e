/**
 * A peso amount as typed: digits with at most two decimals (commas allowed), or null when it is
 * not one. "1e3" and "-5" are not amounts. Zero is an amount here; the caller decides if it may be.
 */
export function parsePesos(text: string): number | null {
  const value = text.trim().replace(/,/g, '');
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(value)) return null;
  return Math.round(Number(value) * 100) / 100;
}

/** A whole number as typed (digits only), or null. */
export function parseWholeNumber(text: string): number | null {
  const value = text.trim();
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** The first message per field of a failed zod check ("closedDates.2" belongs to closedDates). */
export function issuesByField<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fallbackField: Field,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = (typeof issue.path[0] === 'string' ? issue.path[0] : fallbackField) as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}
