import { useStore } from '@nanostores/react';
import { i18n } from '../i18n/i18n.ts';

const words = i18n('browse/page-loading', { label: 'Loading' });

/**
 * Shown while a page's code or first data loads: a spinner styled by styles/shell.css (no MUI, it is
 * part of the first download). As tall as the screen, so the footer starts below it and does
 * not jump down (layout shift) when the page's content replaces the spinner.
 */
export function PageLoading() {
  const t = useStore(words);
  return (
    <div className="page-loading" role="status" aria-label={t.label}>
      <span className="spinner" />
    </div>
  );
}
