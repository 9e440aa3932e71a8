import smpp from 'smpp';

/**
 * What an SMS becomes on SMPP: its text in GSM 7-bit when every character is in the GSM alphabet (æøå and ÆØÅ are),
 * else UCS-2; one submit when it fits (160 GSM characters, 70 UCS-2), else concatenated parts with a UDH
 * (153 and 67 characters each). And the addresses: a number in international form without `+`, TON/NPI
 * international/E.164; an alphanumeric sender TON alphanumeric.
 */

/** data_coding: the SMS centre's default alphabet (GSM 03.38), or UCS-2. */
export const DATA_CODING = { gsm: 0x00, ucs2: 0x08 } as const;
const TON = { international: 0x01, alphanumeric: 0x05 } as const;
const NPI = { unknown: 0x00, isdn: 0x01 } as const;

/** GSM characters that take two septets (escape + character). */
const GSM_EXTENDED = new Set('^{}\\[~]|€'.split(''));

export function isGsm(text: string): boolean {
  return smpp.encodings.ASCII.match(text);
}

/** The text's parts: the text itself when it fits one SMS, else slices that each fit a part with its UDH. */
export function splitSms(text: string): { coding: 'gsm' | 'ucs2'; parts: string[] } {
  if (isGsm(text)) {
    const septets = [...text].reduce((n, ch) => n + (GSM_EXTENDED.has(ch) ? 2 : 1), 0);
    if (septets <= 160) return { coding: 'gsm', parts: [text] };
    return { coding: 'gsm', parts: slices(text, 153, (ch) => (GSM_EXTENDED.has(ch) ? 2 : 1)) };
  }
  // UTF-16 code units: a character outside the BMP takes two, and its pair is never split.
  if (text.length <= 70) return { coding: 'ucs2', parts: [text] };
  return { coding: 'ucs2', parts: slices(text, 67, (ch) => ch.length) };
}

function slices(text: string, size: number, weight: (ch: string) => number): string[] {
  const parts: string[] = [];
  let part = '';
  let used = 0;
  for (const ch of text) {
    const w = weight(ch);
    if (used + w > size) {
      parts.push(part);
      part = '';
      used = 0;
    }
    part += ch;
    used += w;
  }
  if (part) parts.push(part);
  return parts;
}

/** The concatenation header of part `seq` (1-based) of `total`, with an 8-bit reference shared by the parts. */
export function concatUdh(reference: number, total: number, seq: number): Buffer {
  return Buffer.from([0x05, 0x00, 0x03, reference & 0xff, total, seq]);
}

/** A recipient: +4790000000 (or 004790000000) → 4790000000, international/E.164. */
export function destination(recipient: string): { addr: string; ton: number; npi: number } {
  const digits = recipient.replace(/[\s-]/g, '').replace(/^\+/, '').replace(/^00/, '');
  if (!/^\d{6,15}$/.test(digits)) throw new Error(`not a phone number: ${recipient}`);
  return { addr: digits, ton: TON.international, npi: NPI.isdn };
}

/** A sender: a number as a recipient is, else a name (at most 11 characters) as alphanumeric. */
export function source(sender: string): { addr: string; ton: number; npi: number } {
  if (/^\+?\d{3,15}$/.test(sender.replace(/\s/g, ''))) {
    const digits = sender.replace(/\s/g, '').replace(/^\+/, '');
    return { addr: digits, ton: TON.international, npi: NPI.isdn };
  }
  return { addr: sender.slice(0, 11), ton: TON.alphanumeric, npi: NPI.unknown };
}
