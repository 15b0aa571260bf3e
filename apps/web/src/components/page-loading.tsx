import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a page's code or first data loads. */
export function PageLoading() {
  return (
    <Box
      role="status"
      aria-label="Loading"
      // As tall as the screen, so the footer starts below it and does not jump down (layout
      // shift) when the page's content replaces the spinner.
      sx={{ display: 'flex', justifyContent: 'center', py: 8, minHeight: '100vh' }}
    >
      <CircularProgress />
    </Box>
  );
}
