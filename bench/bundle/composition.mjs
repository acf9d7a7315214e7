// What a built JavaScript file is made of, from the source map beside it: each file's gzip size shared
// out among the groups of its sources (a package, the federation runtime, a shell feature) in proportion
// to the minified bytes each source produced. Estimates per group; the sum is the files' real gzip size.
import { existsSync, readFileSync } from 'node:fs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** The segments of a source map's `mappings`, as [generated line, generated column, source index]. */
const segments = (mappings) => {
  const out = [];
  let source = 0;
  mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const c of segment) {
        const digit = DIGIT.get(c);
        if (digit === undefined) throw new Error(`not a source map mapping: ${segment}`);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      out.push([lineIndex, column, fields.length > 1 ? source : -1]);
    }
  });
  return out;
};

/** The group a source belongs to: the federation runtime, a package, or the shell's feature. */
export const groupOf = (source) => {
  const file = source.replace(/^webpack:\/\/[^/]*\//, '');
  if (/^webpack\/|\.rspack-mf-runtime|node_modules\/@module-federation\//.test(file))
    return 'federation runtime';
  const pkg = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const feature = file.match(/^\.\/src\/(?:features\/([^/]+)|([^/]+)\/|([^/]+)$)/);
  if (feature) return `shell ${feature[1] ?? feature[2] ?? feature[3].replace(/\.tsx?$/, '')}`;
  const workspace = file.match(/^(?:\.\.\/)?([\w-]+)\/src\//);
  if (workspace) return workspace[1];
  return file;
};

/** Bytes no source claims: the bundler's chunk and module wrappers, export maps, chunk lists. */
const UNMAPPED = '(bundler wrappers, unmapped)';

/** Minified bytes per group in `code` (the file's text) according to its source map; null without a map. */
export const bytesPerGroup = (code, mapPath) => {
  if (!existsSync(mapPath)) return null;
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  const lines = code.split('\n');
  const groups = map.sources.map(groupOf);
  const bytes = new Map();
  const add = (group, n) => bytes.set(group, (bytes.get(group) ?? 0) + n);
  const all = segments(map.mappings);
  let claimed = 0;
  all.forEach(([line, column, source], i) => {
    const next = all[i + 1];
    const end = next && next[0] === line ? next[1] : (lines[line]?.length ?? column);
    const n = Math.max(0, end - column);
    add(source < 0 ? UNMAPPED : groups[source], n);
    claimed += n;
  });
  add(UNMAPPED, Math.max(0, code.length - claimed));
  return bytes;
};

/**
 * gzip kB per group over several files: each file's gzip size shared out by its bytes per group (a file
 * without a map counts whole under its own name).
 * @param {{ name: string, code: string, mapPath: string, gzip: number }[]} files
 */
export const gzipPerGroup = (files) => {
  const total = new Map();
  for (const { name, code, mapPath, gzip } of files) {
    const bytes = bytesPerGroup(code, mapPath) ?? new Map([[`${name} (no source map)`, code.length]]);
    const sum = [...bytes.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [group, n] of bytes) total.set(group, (total.get(group) ?? 0) + (gzip * n) / sum);
  }
  return total;
};

/**
 * What a file is, in words: its largest parts by the source map (production chunks are named by short
 * ids), e.g. "react-dom" or "zod, shared-contracts"; the parts under a tenth of the file are left out.
 */
export const describeFile = (code, mapPath) => {
  const bytes = bytesPerGroup(code, mapPath);
  if (!bytes) return '(no source map)';
  bytes.delete(UNMAPPED);
  const sorted = [...bytes].sort((a, b) => b[1] - a[1]);
  const total = sorted.reduce((sum, [, n]) => sum + n, 0);
  const main = sorted.filter(([, n], i) => i === 0 || n >= total / 10).slice(0, 3);
  return main.map(([group]) => group).join(', ') || '(bundler wrappers only)';
};
