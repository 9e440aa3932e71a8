import type { Language } from './constants.ts';

/**
 * Why an uploaded file was refused. The server answers BAD_USER_INPUT with `details: { reason, params }` and the
 * English text as the message; the web app shows `uploadRefusalText(reason, language, params)`.
 */
export const UploadRefusal = {
  Missing: 'FILE_MISSING',
  Empty: 'FILE_EMPTY',
  TooLarge: 'FILE_TOO_LARGE',
  TooManyFiles: 'FILE_TOO_MANY',
  WrongType: 'FILE_WRONG_TYPE',
  Malformed: 'FILE_MALFORMED',
  PdfActiveContent: 'PDF_ACTIVE_CONTENT',
  PdfUncheckable: 'PDF_UNCHECKABLE',
  NotXlsx: 'XLSX_NOT_A_WORKBOOK',
  Damaged: 'XLSX_DAMAGED',
  TooManyEntries: 'XLSX_TOO_MANY_ENTRIES',
  TooLargeUnpacked: 'XLSX_TOO_LARGE_UNPACKED',
  CompressionRatio: 'XLSX_COMPRESSION_RATIO',
  Macros: 'XLSX_MACROS',
  NoWorksheet: 'XLSX_NO_WORKSHEET',
  TooManyRows: 'XLSX_TOO_MANY_ROWS',
} as const;
export type UploadRefusal = (typeof UploadRefusal)[keyof typeof UploadRefusal];

export type UploadRefusalParams = Record<string, string | number>;

const TEXTS: Record<UploadRefusal, Record<Language, string>> = {
  FILE_MISSING: { no: 'Velg en fil å laste opp.', en: 'Choose a file to upload.' },
  FILE_EMPTY: { no: 'Filen er tom.', en: 'The file is empty.' },
  // The English text is the specification's (002 §5).
  FILE_TOO_LARGE: {
    no: 'Filen er større enn grensen på {maxMb} MB.',
    en: 'File size exceeds the maximum limit of {maxMb}MB.',
  },
  FILE_TOO_MANY: { no: 'Du kan laste opp høyst {max} filer.', en: 'You can upload at most {max} files.' },
  FILE_WRONG_TYPE: {
    no: 'Filen er ikke av en type som er tillatt her ({allowed}). Typen leses av innholdet, ikke av filnavnet.',
    en: 'The file is not of a type allowed here ({allowed}). The type is read from its content, not its name.',
  },
  FILE_MALFORMED: {
    no: 'Opplastingen kom ikke frem hel (skjemadataene var ufullstendige eller feil). Prøv igjen.',
    en: 'The upload did not arrive whole (the form data was incomplete or malformed). Try again.',
  },
  PDF_ACTIVE_CONTENT: {
    no: 'PDF-filen inneholder JavaScript eller handlinger som kjøres når den åpnes ({name}), og ble avvist. Skriv den ut til PDF på nytt uten slikt innhold.',
    en: 'The PDF contains JavaScript or actions that run when it is opened ({name}) and was refused. Print it to PDF again without such content.',
  },
  PDF_UNCHECKABLE: {
    no: 'PDF-filen kunne ikke kontrolleres (en del av den kan ikke leses). Lagre eller skriv den ut til PDF på nytt og prøv igjen.',
    en: 'The PDF could not be checked (a part of it cannot be read). Save or print it to PDF again and try again.',
  },
  XLSX_NOT_A_WORKBOOK: {
    no: 'Filen er ikke en Excel-arbeidsbok (.xlsx).',
    en: 'The file is not an Excel workbook (.xlsx).',
  },
  XLSX_DAMAGED: {
    no: 'Filen er skadet og kan ikke leses. Lagre den på nytt som .xlsx og prøv igjen.',
    en: 'The file is damaged and cannot be read. Save it again as .xlsx and try again.',
  },
  XLSX_TOO_MANY_ENTRIES: {
    no: 'Arbeidsboken har for mange deler ({count}; høyst {max}).',
    en: 'The workbook has too many parts ({count}; at most {max}).',
  },
  XLSX_TOO_LARGE_UNPACKED: {
    no: 'Arbeidsboken er for stor når den pakkes ut (høyst {maxMb} MB).',
    en: 'The workbook is too large when unpacked (at most {maxMb} MB).',
  },
  XLSX_COMPRESSION_RATIO: {
    no: 'Arbeidsboken er pakket mistenkelig tett ({entry}) og ble avvist.',
    en: 'The workbook is compressed suspiciously tightly ({entry}) and was refused.',
  },
  XLSX_MACROS: {
    no: 'Arbeidsbøker med makroer tas ikke imot. Lagre den som en vanlig .xlsx-arbeidsbok uten makroer.',
    en: 'Workbooks with macros are not accepted. Save it as an ordinary .xlsx workbook without macros.',
  },
  XLSX_NO_WORKSHEET: {
    no: 'Arbeidsboken har ikke noe regneark.',
    en: 'The workbook has no worksheet.',
  },
  XLSX_TOO_MANY_ROWS: {
    no: 'Regnearket har mer enn {max} rader. Del det opp i mindre filer.',
    en: 'The sheet has more than {max} rows. Split it into smaller files.',
  },
};

function formatParam(value: string | number, language: Language): string {
  if (typeof value === 'string') return value;
  // Norwegian groups thousands with a non-breaking space, English with a comma.
  return language === 'no'
    ? String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')
    : value.toLocaleString('en-GB');
}

/** The refusal's text in a language, with `{name}` replaced by its parameter. */
export function uploadRefusalText(
  reason: UploadRefusal,
  language: Language,
  params: UploadRefusalParams = {},
): string {
  return TEXTS[reason][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? formatParam(params[name]!, language) : whole,
  );
}
