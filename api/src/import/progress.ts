/**
 * Progress of each file: a bar on a terminal (cli-progress: rows, MB/s, time left), plain lines every few
 * seconds otherwise (logs, CI, a test reading the output).
 */
import cliProgress from 'cli-progress';
import type { ReadProgress } from './rows';

export interface FileProgress {
  update(progress: ReadProgress): void;
  done(progress: ReadProgress): void;
  /** The file failed: the bar stops where it is. */
  stop(): void;
}

export interface ProgressReporter {
  file(name: string, kind: string, size: number): FileProgress;
  note(message: string): void;
}

const MB = 1024 * 1024;
const mbPerSecond = (bytes: number, ms: number) => (ms > 0 ? bytes / MB / (ms / 1000) : 0);

export const silentProgress: ProgressReporter = {
  file: () => ({ update: () => undefined, done: () => undefined, stop: () => undefined }),
  note: () => undefined,
};

const summary = (name: string, p: ReadProgress, ms: number) =>
  `${name}: ${p.rows.toLocaleString('en-US')} rows, ${(p.bytes / MB).toFixed(1)} MB in ${(ms / 1000).toFixed(1)} s (${Math.round((p.rows * 1000) / Math.max(ms, 1)).toLocaleString('en-US')} rows/s, ${mbPerSecond(p.bytes, ms).toFixed(1)} MB/s)`;

export const lineProgress = (write: (line: string) => void, everyMs = 2000): ProgressReporter => ({
  file(name, kind, size) {
    const started = Date.now();
    let last = started;
    write(`${name}: loading as the ${kind} (${(size / MB).toFixed(1)} MB)`);
    return {
      update(p) {
        const now = Date.now();
        if (now - last < everyMs) return;
        last = now;
        const pct = size > 0 ? Math.min(100, (p.bytes / size) * 100).toFixed(0) : '?';
        write(
          `${name}: ${p.rows.toLocaleString('en-US')} rows, ${pct}%, ${mbPerSecond(p.bytes, now - started).toFixed(1)} MB/s`,
        );
      },
      done: (p) => write(summary(name, p, Date.now() - started)),
      stop: () => undefined,
    };
  },
  note: write,
});

export const barProgress = (): ProgressReporter => ({
  file(name, kind, size) {
    const started = Date.now();
    const bar = new cliProgress.SingleBar(
      {
        format: `{file} [{bar}] {percentage}% | {rows} rows | {speed} MB/s | {eta_formatted} left`,
        hideCursor: true,
        etaBuffer: 50,
      },
      cliProgress.Presets.shades_classic,
    );
    bar.start(Math.max(size, 1), 0, { file: `${name} (${kind})`, rows: '0', speed: '0.0' });
    const payload = (p: ReadProgress) => ({
      rows: p.rows.toLocaleString('en-US'),
      speed: mbPerSecond(p.bytes, Date.now() - started).toFixed(1),
    });
    return {
      update: (p) => bar.update(Math.min(p.bytes, size), payload(p)),
      done(p) {
        bar.update(Math.max(size, 1), payload(p));
        bar.stop();
        console.log(summary(name, p, Date.now() - started));
      },
      stop: () => bar.stop(),
    };
  },
  note: (message) => console.log(message),
});
