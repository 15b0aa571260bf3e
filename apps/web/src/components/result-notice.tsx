import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { RESULT_NOTICE_HIDE_MS } from '@shop/contract';
import { MuiTheme } from '../app/mui-theme.tsx';
import { closeNotice, type NoticeRequest } from '../lib/alerts.ts';
import { ICONS } from './alert-icons.ts';

/**
 * The short notice of showNotice (lazily loaded with MUI the first time one shows): title, text
 * and the announced icon, read politely by screen readers (role status). It goes by itself after
 * RESULT_NOTICE_HIDE_MS or at any tap, and taps pass through it, so the button under it on a
 * phone's queue is pressed as if it were not there.
 */
export default function ResultNotice({ notice, open }: { notice: NoticeRequest; open: boolean }) {
  const { Icon, label } = ICONS[notice.icon];
  return (
    <MuiTheme>
      <Snackbar
        key={notice.id}
        open={open}
        autoHideDuration={RESULT_NOTICE_HIDE_MS}
        // Any tap closes it ('clickaway' included); it keeps its time in a window out of focus.
        onClose={closeNotice}
        disableWindowBlurListener
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        sx={{ pointerEvents: 'none' }}
      >
        <Alert
          role="status"
          severity={notice.icon}
          variant="filled"
          icon={<Icon role="img" aria-label={label} aria-hidden={false} fontSize="inherit" />}
          sx={{ width: '100%', alignItems: 'center' }}
        >
          <AlertTitle sx={{ mb: 0 }}>{notice.title}</AlertTitle>
          <div>{notice.text}</div>
        </Alert>
      </Snackbar>
    </MuiTheme>
  );
}
