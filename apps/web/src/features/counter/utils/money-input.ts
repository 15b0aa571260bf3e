/**
 * A peso amount typed into a field: a number with at most two decimals, or null while the text
 * is not one (empty, "12.345", "abc"), so the screen can refuse it before asking the server.
 */
export function parsePesos(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}
