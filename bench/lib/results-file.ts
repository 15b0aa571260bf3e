/**
 * bench/RESULTS.md in parts: `npm run bench` writes most of it, a partial bench (such as
 * `npm run bench:events`) owns one `## ` section and replaces only that one, and the full run
 * keeps those sections as they stand.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../RESULTS.md',
);

/** The section npm run bench:events writes; the closing section comes after it. */
export const LIVE_EVENTS_HEADING = '## Live events';
/** The section npm run bench:search writes. */
export const SEARCH_HEADING = '## Search';
/** The Lighthouse section: npm run bench writes it, and so does npm run bench:pages. */
export const PAGES_HEADING = '## Pages (Lighthouse 12, mobile profile, Chromium)';
const LAST_HEADING = '## How to read and rerun';

/** The current RESULTS.md, or '' when there is none yet. */
export function readResults(): string {
  return existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : '';
}

/** Where each `## ` section starts (its heading line), in order. */
function sectionStarts(markdown: string): { heading: string; at: number }[] {
  const starts: { heading: string; at: number }[] = [];
  for (const match of markdown.matchAll(/^## .*$/gm)) {
    starts.push({ heading: match[0].trim(), at: match.index });
  }
  return starts;
}

/** The section under `heading`, from its heading up to the next `## ` heading, or undefined. */
export function sectionOf(markdown: string, heading: string): string | undefined {
  const starts = sectionStarts(markdown);
  const index = starts.findIndex((s) => s.heading === heading);
  if (index < 0) return undefined;
  const end = starts[index + 1]?.at ?? markdown.length;
  return markdown.slice(starts[index]!.at, end).trimEnd();
}

/**
 * `markdown` with the section under `section`'s first line replaced by `section`; a new
 * section goes before "How to read and rerun" (or at the end). Every other section is kept.
 */
export function withSection(markdown: string, section: string): string {
  const heading = section.split('\n', 1)[0]!.trim();
  const body = `${section.trimEnd()}\n\n`;
  const starts = sectionStarts(markdown);
  const index = starts.findIndex((s) => s.heading === heading);
  if (index >= 0) {
    const end = starts[index + 1]?.at ?? markdown.length;
    const rest = markdown.slice(end);
    return `${markdown.slice(0, starts[index]!.at)}${rest ? body : body.trimEnd() + '\n'}${rest}`;
  }
  const last = starts.find((s) => s.heading === LAST_HEADING);
  if (last) return `${markdown.slice(0, last.at)}${body}${markdown.slice(last.at)}`;
  return `${markdown.trimEnd()}${markdown ? '\n\n' : ''}${section.trimEnd()}\n`;
}
