import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import type { AlertIcon } from '../lib/alerts.ts';

/**
 * Each icon with the word a screen reader says for it (the theme's colour of the same name; in
 * Filipino through alert-dialog.tsx's words).
 */
export const ICONS = {
  success: { Icon: CheckCircleOutlined, label: 'Success' },
  error: { Icon: ErrorOutlined, label: 'Error' },
  warning: { Icon: WarningAmberOutlined, label: 'Warning' },
  info: { Icon: InfoOutlined, label: 'Information' },
} satisfies Record<AlertIcon, unknown>;
