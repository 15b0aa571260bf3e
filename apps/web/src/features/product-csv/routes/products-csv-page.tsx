import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { UPLOAD_MAX_BYTES, shopToday, type ImportProductsResponse } from '@shop/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { exportFileName, exportProductsCsvUrl } from '../api/export-products-csv.ts';
import { ImportRefused, useImportProducts } from '../api/import-products.ts';
import { CsvColumns } from '../components/csv-columns.tsx';

export const CSV_TOO_LARGE = `The file must be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`;

type Outcome =
  | { kind: 'imported'; answer: ImportProductsResponse }
  | { kind: 'refused'; message: string; problems: ImportRefused['problems'] }
  | null;

/** The admin's products as a CSV file: download every product, or import a file of them. */
export function Component() {
  usePageTitle('Import / Export Products');
  const importProducts = useImportProducts();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES)
      return setOutcome({ kind: 'refused', message: CSV_TOO_LARGE, problems: [] });
    setOutcome(null);
    try {
      setOutcome({ kind: 'imported', answer: await importProducts.mutateAsync(file) });
    } catch (error) {
      setOutcome({
        kind: 'refused',
        message: error instanceof Error ? error.message : '',
        problems: error instanceof ImportRefused ? error.problems : [],
      });
    }
  }

  return (
    <>
      <PageHeader>Import / Export Products</PageHeader>
      <Box sx={{ display: 'grid', gap: 3, maxWidth: 760 }}>
        <Paper component="section" aria-labelledby="csv-export-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="csv-export-title" variant="h6" component="h2" gutterBottom>
            Export
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Every product, one row each with its _id, to edit in a spreadsheet and import again.
          </Typography>
          <Button
            variant="contained"
            href={exportProductsCsvUrl()}
            download={exportFileName(shopToday())}
            startIcon={<DownloadIcon />}
          >
            Download CSV
          </Button>
        </Paper>

        <Paper component="section" aria-labelledby="csv-import-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="csv-import-title" variant="h6" component="h2" gutterBottom>
            Import
          </Typography>
          <Typography variant="body2" component="div" sx={{ mb: 2, display: 'grid', gap: 1 }}>
            <span>
              A row with an _id updates that product; a row without one creates a new product. Every
              row is checked first: if any row is wrong, nothing is imported and each wrong row is
              listed with its line number (the header is line 1).
            </span>
            <CsvColumns />
          </Typography>
          <Box
            component="form"
            onSubmit={(event) => void submit(event)}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
          >
            <Box component="label" htmlFor="csv-file" sx={{ display: 'grid', gap: 0.5 }}>
              <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                CSV file
              </Typography>
              <Box
                component="input"
                id="csv-file"
                type="file"
                accept=".csv,text/csv"
                onChange={(event: { target: HTMLInputElement }) => {
                  setFile(event.target.files?.[0] ?? null);
                  setOutcome(null);
                }}
                sx={{ maxWidth: '100%', font: 'inherit' }}
              />
            </Box>
            <Button
              type="submit"
              variant="contained"
              startIcon={<UploadFileIcon />}
              disabled={!file || importProducts.isPending}
            >
              {importProducts.isPending ? 'Importing…' : 'Import'}
            </Button>
          </Box>
          <ImportOutcome outcome={outcome} />
        </Paper>
        <Box>
          <Button component={Link} to={paths.adminProducts}>
            Back to Product Management
          </Button>
        </Box>
      </Box>
    </>
  );
}

/** What the import did: the counts, or why nothing was imported with every bad row. */
function ImportOutcome({ outcome }: { outcome: Outcome }) {
  // The live region is always there, so the result is read out when it appears.
  return (
    <Box aria-live="polite" sx={{ mt: outcome ? 2 : 0 }}>
      {outcome?.kind === 'imported' && (
        <Alert severity="success">
          Imported: {outcome.answer.created} created, {outcome.answer.updated} updated
        </Alert>
      )}
      {outcome?.kind === 'refused' && (
        <Alert severity="error">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {outcome.message || 'The file could not be imported.'}
            {outcome.problems.length > 0 && ' Nothing was imported.'}
          </Typography>
          {outcome.problems.length > 0 && (
            <Box component="ul" aria-label="Rows to fix" sx={{ m: 0, mt: 1, pl: 2.5 }}>
              {outcome.problems.map((problem) => (
                <li key={`${problem.line}:${problem.message}`}>
                  Line {problem.line}: {problem.message}
                </li>
              ))}
            </Box>
          )}
        </Alert>
      )}
    </Box>
  );
}
