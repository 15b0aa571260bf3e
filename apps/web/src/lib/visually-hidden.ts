import type { CSSProperties } from 'react';

/**
 * Read by screen readers, not drawn: words that complete a control's name for them ("Lots of
 * Bread Flour") and the real file input behind a styled upload button. One style for both `sx`
 * and `style`.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const satisfies CSSProperties;
