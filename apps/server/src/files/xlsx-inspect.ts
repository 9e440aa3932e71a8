import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../errors.ts';
import { detectFileType } from './file-type.ts';
import { UploadRefusal, uploadRefusal } from './upload-refusal.ts';

/**
 * An uploaded xlsx is judged by its zip central directory before anything is unpacked: how many parts, how large
 * they say they are unpacked, how hard each is compressed, whether it carries macros. Every part is later read
 * through yauzl from that same directory, which stops a part that unpacks to more than it declared, so the declared
 * figures are the real bounds (a zip cannot show one list here and another to the reader).
 */
export const XLSX_LIMITS = {
  maxEntries: 1_000,
  maxUnpackedBytes: 200 * 1024 * 1024,
  /** unpacked : packed, per part; only parts of at least `ratioFromBytes` unpacked (small parts cannot be bombs). */
  maxEntryRatio: 100,
  ratioFromBytes: 1024 * 1024,
  maxContentTypesBytes: 1024 * 1024,
  /** Data rows (after the header) `readXlsxRows` reads before it refuses the file. */
  maxDataRows: 100_000,
};
export type XlsxLimits = typeof XLSX_LIMITS;

/** The file's bytes, or the path of a file on disk (a multipart upload saved to a temporary file). */
export type XlsxSource = Buffer | string;

export interface XlsxInspection {
  entryCount: number;
  unpackedBytes: number;
  entryNames: string[];
}

export interface OpenedXlsx {
  zip: ZipFile;
  entries: Map<string, Entry>;
  inspection: XlsxInspection;
}

const CONTENT_TYPES = '[Content_Types].xml';
const WORKBOOK = 'xl/workbook.xml';

async function head(source: XlsxSource): Promise<Buffer> {
  if (Buffer.isBuffer(source)) return source.subarray(0, 8);
  const file = await open(source, 'r');
  try {
    const buffer = Buffer.alloc(8);
    const { bytesRead } = await file.read(buffer, 0, 8, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

async function openZip(source: XlsxSource): Promise<ZipFile> {
  // autoClose off: the parts are read after the directory; the caller closes.
  const options = { lazyEntries: true, autoClose: false, validateEntrySizes: true, decodeStrings: true };
  try {
    return Buffer.isBuffer(source)
      ? await yauzl.fromBufferPromise(source, options)
      : await yauzl.openPromise(source, options);
  } catch {
    throw uploadRefusal(UploadRefusal.Damaged);
  }
}

/** Walks the central directory, calling `check` on each entry; a throw stops the walk and closes the zip. */
function eachEntry(zip: ZipFile, check: (entry: Entry) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      try {
        check(entry);
        zip.readEntry();
      } catch (error) {
        zip.close();
        reject(error);
      }
    });
    zip.on('end', () => resolve());
    zip.on('error', () => {
      zip.close();
      reject(uploadRefusal(UploadRefusal.Damaged));
    });
    zip.readEntry();
  });
}

/** A part's unpacked bytes, refused as damaged when it unpacks to more or less than the directory says. */
export async function openEntryStream(zip: ZipFile, entry: Entry): Promise<Readable> {
  try {
    return await zip.openReadStreamPromise(entry);
  } catch {
    throw uploadRefusal(UploadRefusal.Damaged);
  }
}

async function readSmallEntry(zip: ZipFile, entry: Entry, maxBytes: number): Promise<string> {
  if (entry.uncompressedSize > maxBytes) throw uploadRefusal(UploadRefusal.Damaged);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of await openEntryStream(zip, entry)) chunks.push(chunk as Buffer);
  } catch (error) {
    throw error instanceof AppError ? error : uploadRefusal(UploadRefusal.Damaged);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Opens and inspects an xlsx; the caller reads its parts and closes `zip`. Refusals are BAD_USER_INPUT. */
export async function openXlsx(source: XlsxSource, limits: XlsxLimits = XLSX_LIMITS): Promise<OpenedXlsx> {
  const start = await head(source);
  if (start.length === 0) throw uploadRefusal(UploadRefusal.Empty);
  if (detectFileType(start) !== 'zip') throw uploadRefusal(UploadRefusal.NotXlsx);
  const zip = await openZip(source);
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw uploadRefusal(UploadRefusal.TooManyEntries, { count: zip.entryCount, max: limits.maxEntries });
  }

  const entries = new Map<string, Entry>();
  let unpackedBytes = 0;
  await eachEntry(zip, (entry) => {
    const name = entry.fileName;
    // Two parts of one name, or ones that cannot be read as stored or deflated, are no workbook Excel writes.
    if (entries.has(name) || entry.isEncrypted() || ![0, 8].includes(entry.compressionMethod))
      throw uploadRefusal(UploadRefusal.Damaged);
    if (name.toLowerCase().endsWith('vbaproject.bin')) throw uploadRefusal(UploadRefusal.Macros);
    unpackedBytes += entry.uncompressedSize;
    if (unpackedBytes > limits.maxUnpackedBytes)
      throw uploadRefusal(UploadRefusal.TooLargeUnpacked, {
        maxMb: Math.floor(limits.maxUnpackedBytes / (1024 * 1024)),
      });
    if (
      entry.uncompressedSize >= limits.ratioFromBytes &&
      entry.uncompressedSize > entry.compressedSize * limits.maxEntryRatio
    )
      throw uploadRefusal(UploadRefusal.CompressionRatio, { entry: name });
    entries.set(name, entry);
  });

  try {
    const contentTypes = entries.get(CONTENT_TYPES);
    if (!contentTypes || !entries.has(WORKBOOK)) throw uploadRefusal(UploadRefusal.NotXlsx);
    // An .xlsm renamed .xlsx says so in its content types even where its macro part is named otherwise.
    if (/macroEnabled/i.test(await readSmallEntry(zip, contentTypes, limits.maxContentTypesBytes)))
      throw uploadRefusal(UploadRefusal.Macros);
  } catch (error) {
    zip.close();
    throw error;
  }
  return {
    zip,
    entries,
    inspection: { entryCount: entries.size, unpackedBytes, entryNames: [...entries.keys()] },
  };
}

/** The refusals of `openXlsx` without reading any rows. */
export async function inspectXlsx(
  source: XlsxSource,
  limits: XlsxLimits = XLSX_LIMITS,
): Promise<XlsxInspection> {
  const { zip, inspection } = await openXlsx(source, limits);
  zip.close();
  return inspection;
}
