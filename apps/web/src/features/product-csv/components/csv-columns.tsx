import Box from '@mui/material/Box';
import { PRODUCT_CSV_COLUMNS } from '@shop/contract';

/** The file's columns, as the export writes them; an import names them in its header row. */
export function CsvColumns() {
  return (
    <span>
      Columns:{' '}
      {PRODUCT_CSV_COLUMNS.map((column, index) => (
        <span key={column}>
          <Box component="code" sx={{ fontSize: '0.85em' }}>
            {column}
          </Box>
          {index < PRODUCT_CSV_COLUMNS.length - 1 ? ', ' : '.'}
        </span>
      ))}{' '}
      Prices are plain pesos (1280.00), dates YYYY-MM-DD; leave a half or retail price and its unit
      empty when there is none.
    </span>
  );
}
