import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One titled part of a page (Settings, the account), named by its heading for screen readers. */
export function TitledSection({
  id,
  title,
  description,
  action,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  /** A button beside the title (Add Delivery Area). */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography id={`${id}-title`} variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {description && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {description}
        </Typography>
      )}
      <Stack spacing={2} sx={{ mt: 2 }}>
        {children}
      </Stack>
    </Paper>
  );
}
