import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A label and its value as a `dt` and `dd` pair of a description list (`dl`). */
export function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** One labelled line of a card: the label above on a phone, so nothing runs off the edge. */
export function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      <LabelledValue label={label}>{children}</LabelledValue>
    </Box>
  );
}

/** A card's heading: the title over its second line on the left, the status chip on the right. */
export function CardHeading({
  id,
  title,
  subtitle,
  chip,
  wrapAnywhere = false,
}: {
  id?: string;
  title: ReactNode;
  subtitle: ReactNode;
  chip: ReactNode;
  /** A customer's name may be one long word: it breaks rather than widen the card. */
  wrapAnywhere?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Typography
        id={id}
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 700, lineHeight: 1.3, ...(wrapAnywhere && { overflowWrap: 'anywhere' }) }}
      >
        {title}
        <Box component="span" sx={{ display: 'block', fontWeight: 400 }}>
          {subtitle}
        </Box>
      </Typography>
      {chip}
    </Box>
  );
}
