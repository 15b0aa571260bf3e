/**
 * Shown while a page's code or first data loads: a spinner styled by styles/shell.css (no MUI, it is
 * part of the first download). As tall as the screen, so the footer starts below it and does
 * not jump down (layout shift) when the page's content replaces the spinner.
 */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-label="Loading">
      <span className="spinner" />
    </div>
  );
}
