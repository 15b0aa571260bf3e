/** A one-line progress bar on stderr (a line per step when stderr is not a terminal). */
export function progressBar(label: string, total: number) {
  const started = Date.now();
  const tty = process.stderr.isTTY;
  let lastPrinted = -1;
  const render = (done: number) => {
    const share = total === 0 ? 1 : done / total;
    const width = 30;
    const filled = Math.round(share * width);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    return `${label.padEnd(22)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(share * 100).toFixed(0).padStart(3)}%  ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}  ${seconds} s`;
  };
  return {
    update(done: number) {
      if (tty) {
        process.stderr.write(`\r${render(done)}`);
      } else {
        const tenth = Math.floor((done / Math.max(total, 1)) * 10);
        if (tenth !== lastPrinted) {
          lastPrinted = tenth;
          process.stderr.write(`${render(done)}\n`);
        }
      }
    },
    finish() {
      if (tty) process.stderr.write(`\r${render(total)}\n`);
      else if (lastPrinted !== 10) process.stderr.write(`${render(total)}\n`);
      return (Date.now() - started) / 1000;
    },
  };
}
