import { describe, expect, it } from 'vitest';
import { asciiFileName, attachmentDisposition } from './content-disposition.ts';

describe('content disposition', () => {
  it('gives an ASCII file name and the UTF-8 one (RFC 5987)', () => {
    expect(attachmentDisposition('Lønn Ålesund 2026-10.csv')).toBe(
      `attachment; filename="Lonn Alesund 2026-10.csv"; filename*=UTF-8''L%C3%B8nn%20%C3%85lesund%202026-10.csv`,
    );
  });

  it('keeps quotes, slashes and control characters out of the header', () => {
    expect(attachmentDisposition('a"b/c\\d\ne (1)*.csv')).toBe(
      `attachment; filename="a_b_c_d_e (1)*.csv"; filename*=UTF-8''a%22b_c_d_e%20%281%29%2A.csv`,
    );
    expect(asciiFileName('Café Æble 東京.xlsx')).toBe('Cafe Aeble __.xlsx');
  });
});
