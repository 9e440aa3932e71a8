import type { PDU } from 'smpp';
import { describe, expect, it } from 'vitest';
import { concatUdh, destination, isGsm, source, splitSms } from './sms-parts.ts';
import { parseReceipt } from './sms-receipts.ts';

describe('SMS parts', () => {
  it('keeps Norwegian letters in GSM 7-bit, and anything else in UCS-2', () => {
    expect(isGsm('Blåbærsyltetøy ÆØÅ')).toBe(true);
    expect(isGsm('Привет')).toBe(false);
    expect(splitSms('Hei')).toEqual({ coding: 'gsm', parts: ['Hei'] });
  });

  it('fits 160 GSM characters in one SMS, and cuts longer texts into parts of 153', () => {
    expect(splitSms('æ'.repeat(160)).parts).toHaveLength(1);
    const parts = splitSms('ø'.repeat(161)).parts;
    expect(parts.map((p) => p.length)).toEqual([153, 8]);
    // € takes two septets: 80 of them fill one SMS, 81 need two parts and none is split in half.
    expect(splitSms('€'.repeat(80)).parts).toHaveLength(1);
    expect(splitSms('€'.repeat(81)).parts.map((p) => p.length)).toEqual([76, 5]);
  });

  it('fits 70 UCS-2 characters in one SMS, 67 a part, never splitting a surrogate pair', () => {
    expect(splitSms('я'.repeat(70))).toEqual({ coding: 'ucs2', parts: ['я'.repeat(70)] });
    expect(splitSms('я'.repeat(71)).parts.map((p) => p.length)).toEqual([67, 4]);
    const emoji = splitSms(`я${'😀'.repeat(40)}`).parts;
    expect(emoji.map((p) => p.length)).toEqual([67, 14]);
    expect(emoji.join('')).toBe(`я${'😀'.repeat(40)}`);
  });

  it('writes the concatenation header', () => {
    expect([...concatUdh(300, 3, 2)]).toEqual([5, 0, 3, 44, 3, 2]);
  });

  it('sends numbers in international form, and a name as alphanumeric sender', () => {
    expect(destination('+47 900 00 004')).toEqual({ addr: '4790000004', ton: 1, npi: 1 });
    expect(destination('004790000004').addr).toBe('4790000004');
    expect(() => destination('hei')).toThrow('not a phone number');
    expect(source('Connect')).toEqual({ addr: 'Connect', ton: 5, npi: 0 });
    expect(source('+4722000000')).toEqual({ addr: '4722000000', ton: 1, npi: 1 });
  });
});

describe('delivery receipts', () => {
  const receipt = (fields: Record<string, unknown>) => ({ esm_class: 4, ...fields }) as unknown as PDU;

  it('reads the id and state from the TLVs, or from the receipt text', () => {
    expect(parseReceipt(receipt({ receipted_message_id: 'a1', message_state: 2 }))).toEqual({
      smscMessageId: 'a1',
      delivered: true,
      reason: null,
    });
    const text =
      'id:77 sub:001 dlvrd:000 submit date:2611201000 done date:2611201001 stat:UNDELIV err:001 text:';
    expect(parseReceipt(receipt({ short_message: { message: text } }))).toEqual({
      smscMessageId: '77',
      delivered: false,
      reason: 'UNDELIV (error 001)',
    });
    expect(parseReceipt(receipt({ short_message: { message: 'id:78 stat:EXPIRED err:000' } }))?.reason).toBe(
      'EXPIRED',
    );
  });

  it('ignores a receipt that is not final or names no message', () => {
    expect(parseReceipt(receipt({ short_message: { message: 'id:79 stat:ENROUTE' } }))).toBeNull();
    expect(parseReceipt(receipt({ short_message: { message: 'stat:DELIVRD' } }))).toBeNull();
  });
});
