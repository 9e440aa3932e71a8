import { describe, expect, it } from 'vitest';
import { thresholdShare } from './content-service-threshold.ts';

const base = { priorCoveredOre: 0, monthOverThresholdOre: 0, laterInMonthOre: 0 };

describe('the NOK 1,000 content-service threshold on one item', () => {
  it('is not over while the month has nothing above the threshold', () => {
    expect(thresholdShare({ ...base, amountOre: 30_000, status: 'work', priorCoveredOre: 50_000 })).toEqual({
      yearToDateCoveredOre: 80_000,
      amountOverThresholdOre: 0,
    });
  });

  it('puts the part above the threshold on the item that crosses it', () => {
    // 900 kr covered before; this 250 kr item crosses 1 000 kr by 150 kr, and nothing comes later in the month.
    expect(
      thresholdShare({
        ...base,
        amountOre: 25_000,
        status: 'approved',
        priorCoveredOre: 90_000,
        monthOverThresholdOre: 15_000,
      }),
    ).toEqual({ yearToDateCoveredOre: 115_000, amountOverThresholdOre: 15_000 });
  });

  it('gives later items of the month the excess first, in full', () => {
    // The month is 400 kr over; a 300 kr item later in the month takes 300, this one the remaining 100.
    expect(
      thresholdShare({
        ...base,
        amountOre: 20_000,
        status: 'work',
        priorCoveredOre: 80_000,
        monthOverThresholdOre: 40_000,
        laterInMonthOre: 30_000,
      }).amountOverThresholdOre,
    ).toBe(10_000);
    expect(
      thresholdShare({
        ...base,
        amountOre: 20_000,
        status: 'work',
        monthOverThresholdOre: 40_000,
        laterInMonthOre: 50_000,
      }).amountOverThresholdOre,
    ).toBe(0);
  });

  it('never puts more than the item itself over the threshold', () => {
    expect(
      thresholdShare({
        ...base,
        amountOre: 5_000,
        status: 'approved',
        priorCoveredOre: 200_000,
        monthOverThresholdOre: 90_000,
      }).amountOverThresholdOre,
    ).toBe(5_000);
  });

  it('never flags a rejected item (it is deducted anyway) and leaves it out of the covered sum', () => {
    expect(
      thresholdShare({
        ...base,
        amountOre: 50_000,
        status: 'rejected',
        priorCoveredOre: 120_000,
        monthOverThresholdOre: 20_000,
      }),
    ).toEqual({ yearToDateCoveredOre: 120_000, amountOverThresholdOre: 0 });
  });
});
