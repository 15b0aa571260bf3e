import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { SNACKBAR_HIDE_MS } from '@shop/contract';

export interface Notice {
  severity: 'success' | 'info' | 'error';
  text: string;
}

/**
 * One short notice at the foot of a staff page ("Settings saved", "Updated 3 products") that
 * hides itself: `show` it, and render `element` once in the page.
 */
export function useNotice() {
  // The last notice stays rendered while the snackbar slides out.
  const [notice, setNotice] = useState<Notice>({ severity: 'success', text: '' });
  const [open, setOpen] = useState(false);
  const show = (next: Notice) => {
    setNotice(next);
    setOpen(true);
  };
  const element = (
    <Snackbar
      open={open}
      autoHideDuration={SNACKBAR_HIDE_MS}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') setOpen(false);
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={notice.severity}
        variant="filled"
        onClose={() => setOpen(false)}
        sx={{ width: '100%' }}
      >
        {notice.text}
      </Alert>
    </Snackbar>
  );
  return { show, element };
}
