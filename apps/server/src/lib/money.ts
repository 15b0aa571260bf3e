/**
 * numeric(12,2) columns reach us as strings like "1280.55". Parsing them into BigInt centavos
 * keeps every product and sum exact, whatever the quantities; pesos become a JSON number only
 * at the edge.
 */
export function toCentavos(numeric: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{0,2})\d*)?$/.exec(numeric.trim());
  if (!match) throw new Error(`not a money amount: ${numeric}`);
  const [, sign, whole, fraction = ''] = match;
  const centavos = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -centavos : centavos;
}

/** Pesos as the API sends them: a number with at most two decimals. */
export const centavosToPesos = (centavos: bigint): number => Number(centavos) / 100;

/** The text form a numeric column accepts, e.g. 259860n -> "2598.60". */
export function centavosToNumeric(centavos: bigint): string {
  const sign = centavos < 0n ? '-' : '';
  const abs = centavos < 0n ? -centavos : centavos;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** A numeric column's text to pesos. */
export const numericToPesos = (numeric: string): number => centavosToPesos(toCentavos(numeric));

/** A validated API amount (at most two decimals) to the numeric column's text. */
export const pesosToNumeric = (pesos: number): string => pesos.toFixed(2);

/** numericToPesos for a column that may hold no amount (null). */
export const optionalPesos = (numeric: string | null): number | null =>
  numeric === null ? null : numericToPesos(numeric);

/** pesosToNumeric that keeps null (no amount) and undefined (not given in a patch) as they are. */
export const optionalNumeric = <Absent extends null | undefined>(
  pesos: number | Absent,
): string | Absent => (typeof pesos === 'number' ? pesosToNumeric(pesos) : pesos);
