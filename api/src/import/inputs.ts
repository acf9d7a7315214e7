/**
 * The files of an import: the paths given, folders walked, .zip files (and .zip files inside a folder)
 * read entry by entry with yauzl, each entry streamed out of the archive as it is inflated. Nested
 * archives (a .zip inside a .zip, as CMS ships some parts) are read too.
 */
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { ImportError } from './rows';

export interface InputFile {
  /** As shown in messages: the path, or `archive.zip:entry.txt`. */
  name: string;
  /** Bytes of the (uncompressed) file, for progress. */
  size: number;
  open(): Promise<Readable>;
}

/** Archives stay open until the import is over: entries are opened twice (header, then the load). */
export interface Inputs {
  files: InputFile[];
  close(): void;
}

const isZip = (name: string) => name.toLowerCase().endsWith('.zip');
const isHidden = (name: string) => name.startsWith('.') || name.startsWith('__MACOSX');

const openZip = (open: (cb: (err: Error | null, zip: yauzl.ZipFile) => void) => void) =>
  new Promise<yauzl.ZipFile>((resolve, reject) => open((err, zip) => (err ? reject(err) : resolve(zip))));

const entries = (zip: yauzl.ZipFile) =>
  new Promise<yauzl.Entry[]>((resolve, reject) => {
    const found: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      found.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(found));
    zip.on('error', reject);
    zip.readEntry();
  });

const entryStream = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream))),
  );

/** Reads a whole stream into memory: only for a zip nested in a zip, which yauzl cannot read as a stream. */
const buffer = async (stream: Readable): Promise<Buffer> => {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
};

const closeAll = (archives: readonly yauzl.ZipFile[]) => {
  for (const zip of archives) zip.close();
};

export const collectInputs = async (paths: readonly string[]): Promise<Inputs> => {
  const files: InputFile[] = [];
  const archives: yauzl.ZipFile[] = [];

  const addZip = async (name: string, zip: yauzl.ZipFile): Promise<void> => {
    archives.push(zip);
    const before = files.length;
    for (const entry of await entries(zip)) {
      const entryName = entry.fileName;
      if (entryName.endsWith('/') || isHidden(basename(entryName)) || entryName.includes('__MACOSX/'))
        continue;
      const shown = `${name}:${entryName}`;
      if (isZip(entryName)) {
        const inner = await buffer(await entryStream(zip, entry));
        await addZip(
          shown,
          await openZip((cb) => yauzl.fromBuffer(inner, { lazyEntries: true, autoClose: false }, cb)),
        );
      } else {
        files.push({ name: shown, size: entry.uncompressedSize, open: () => entryStream(zip, entry) });
      }
    }
    if (files.length === before) throw new ImportError(`${name}: the archive holds no files`);
  };

  const add = async (path: string): Promise<void> => {
    let info: Awaited<ReturnType<typeof stat>>;
    try {
      info = await stat(path);
    } catch {
      throw new ImportError(`${path}: no such file or folder`);
    }
    if (info.isDirectory()) {
      const names = (await readdir(path)).filter((n) => !isHidden(n)).sort();
      for (const n of names) await add(join(path, n));
    } else if (isZip(path)) {
      try {
        await addZip(
          path,
          await openZip((cb) => yauzl.open(path, { lazyEntries: true, autoClose: false }, cb)),
        );
      } catch (error) {
        if (error instanceof ImportError) throw error;
        throw new ImportError(`${path}: not a readable zip archive (${(error as Error).message})`);
      }
    } else {
      files.push({ name: path, size: info.size, open: async () => createReadStream(path) });
    }
  };

  try {
    for (const path of paths) await add(path);
  } catch (error) {
    closeAll(archives);
    throw error;
  }
  return { files, close: () => closeAll(archives) };
};

/** The first line of a file (up to 64 KiB), without reading the rest. */
export const readHeaderLine = async (file: InputFile): Promise<string> => {
  const stream = await file.open();
  let text = '';
  try {
    for await (const chunk of stream) {
      text += (chunk as Buffer).toString('utf8');
      const end = text.indexOf('\n');
      if (end !== -1)
        return text
          .slice(0, end)
          .replace(/\r$/, '')
          .replace(/^\uFEFF/, '');
      if (text.length > 65_536) break;
    }
    return text.replace(/\r$/, '').replace(/^\uFEFF/, '');
  } finally {
    stream.destroy();
  }
};
