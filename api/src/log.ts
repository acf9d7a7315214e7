/**
 * Structured logs, one JSON line each. Callers pass only operational fields (ids, paths, counts,
 * timings); request bodies and personal data (names, e-mail, phone, birth date) are never logged.
 */
export type LogFields = Record<string, string | number | boolean | null>;

export interface Logger {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

const line = (level: string, event: string, fields: LogFields = {}) =>
  JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });

export const consoleLogger: Logger = {
  info: (event, fields) => console.log(line('info', event, fields)),
  warn: (event, fields) => console.warn(line('warn', event, fields)),
  error: (event, fields) => console.error(line('error', event, fields)),
};

/** Keeps lines in memory: tests read them to prove that nothing personal is logged. */
export const memoryLogger = (): Logger & { lines: string[] } => {
  const lines: string[] = [];
  return {
    lines,
    info: (event, fields) => lines.push(line('info', event, fields)),
    warn: (event, fields) => lines.push(line('warn', event, fields)),
    error: (event, fields) => lines.push(line('error', event, fields)),
  };
};
