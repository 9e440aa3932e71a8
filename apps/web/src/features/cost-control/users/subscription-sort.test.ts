import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, nextSort, sortState } from './subscription-sort.ts';

describe('subscription list sorting', () => {
  it('starts by first name, A first', () => {
    expect(sortState(DEFAULT_SORT)).toEqual({ column: 'name', direction: 'Asc' });
  });

  it('turns the direction around on the same column', () => {
    expect(nextSort('FirstNameAsc', 'name')).toBe('FirstNameDesc');
    expect(nextSort('FirstNameDesc', 'name')).toBe('FirstNameAsc');
    expect(nextSort('DeductedYearDesc', 'deductedYear')).toBe('DeductedYearAsc');
  });

  it('starts amounts with the largest and names from A', () => {
    expect(nextSort('FirstNameAsc', 'deductedYear')).toBe('DeductedYearDesc');
    expect(nextSort('FirstNameAsc', 'deductedMonth')).toBe('DeductedMonthDesc');
    expect(nextSort('DeductedYearDesc', 'department')).toBe('DepartmentAsc');
    expect(nextSort('DepartmentAsc', 'profile')).toBe('ProfileNameAsc');
  });

  it('names the column of every sort it offers', () => {
    expect(sortState('ProfileNameDesc')).toEqual({ column: 'profile', direction: 'Desc' });
    expect(sortState('DeductedMonthAsc')).toEqual({ column: 'deductedMonth', direction: 'Asc' });
    expect(sortState('DataSizeAsc')).toEqual({ column: null, direction: 'Asc' });
  });
});
