import { describe, expect, it } from 'vitest';
import { optionLabel, optionLabels } from './option-label.ts';

describe('optionLabel', () => {
  it('finds the label in plain strings, items and groups', () => {
    expect(optionLabel(['Aktiv', 'Solgt'], 'Solgt')).toBe('Solgt');
    expect(optionLabel([{ value: '7', label: 'Standard' }], '7')).toBe('Standard');
    const grouped = [
      { group: 'Telefoner', items: [{ value: 'p', label: 'Mobiltelefon' }] },
      { group: 'Annet', items: ['Nettbrett'] },
    ];
    expect(optionLabel(grouped, 'p')).toBe('Mobiltelefon');
    expect(optionLabel(grouped, 'Nettbrett')).toBe('Nettbrett');
  });

  it('shows nothing for no value or a value without an option, as the select does', () => {
    expect(optionLabel([{ value: '7', label: 'Standard' }], null)).toBe('');
    expect(optionLabel([{ value: '7', label: 'Standard' }], undefined)).toBe('');
    expect(optionLabel([{ value: '7', label: 'Standard' }], '8')).toBe('');
    expect(optionLabel(undefined, '7')).toBe('');
  });

  it('joins a multi-select’s labels in the order chosen and leaves out unknown values', () => {
    const data = [
      { value: 'a', label: 'Aktiv' },
      { value: 's', label: 'Solgt' },
    ];
    expect(optionLabels(data, ['s', 'x', 'a'])).toBe('Solgt, Aktiv');
    expect(optionLabels(data, [])).toBe('');
  });
});
