import { describe, expect, it } from 'vitest';
import { translator } from './translate.ts';

const texts = {
  ui: {
    unsaved: { title: 'Leave without saving?' },
    import: {
      added_one: '{{count}} added',
      added_other: '{{count}} added in all',
      unchanged: '{{count}} unchanged',
    },
    hello: 'Hello {{name}}, {{ name }} again',
    from: 'From {{from}} to {{to}}',
  },
};

describe('the texts of one language', () => {
  const { t, exists, language } = translator('en', texts);

  it('finds a nested key <feature>.<path> and says the language', () => {
    expect(t('ui.unsaved.title')).toBe('Leave without saving?');
    expect(language).toBe('en');
  });

  it('fills every place with its value as it is, without escaping', () => {
    expect(t('ui.hello', { name: '<Ola & Kari>' })).toBe('Hello <Ola & Kari>, <Ola & Kari> again');
    expect(t('ui.from', { from: 3, to: null })).toBe('From 3 to ');
  });

  it('leaves a place whose value was not given as it is', () => {
    expect(t('ui.from', { from: 'May' })).toBe('From May to {{to}}');
  });

  it('does not fill a value into the places of another value', () => {
    expect(t('ui.from', { from: '{{to}}', to: 'June' })).toBe('From {{to}} to June');
  });

  it('chooses the plural form by count, by the language’s rules', () => {
    expect(t('ui.import.added', { count: 1 })).toBe('1 added');
    expect(t('ui.import.added', { count: 0 })).toBe('0 added in all');
    expect(t('ui.import.added', { count: 2 })).toBe('2 added in all');
    expect(translator('no', texts).t('ui.import.added', { count: 1 })).toBe('1 added');
    expect(translator('no', texts).t('ui.import.added', { count: 5 })).toBe('5 added in all');
  });

  it('uses the plain key for a count when the text has no plural forms', () => {
    expect(t('ui.import.unchanged', { count: 1 })).toBe('1 unchanged');
  });

  it('answers a key without a text with the key, and says which keys have one', () => {
    expect(t('ui.missing')).toBe('ui.missing');
    expect(t('ui.unsaved')).toBe('ui.unsaved');
    expect(t('ui.unsaved.title.toString')).toBe('ui.unsaved.title.toString');
    expect(exists('ui.unsaved.title')).toBe(true);
    expect(exists('ui.unsaved')).toBe(false);
    expect(exists('ui.constructor')).toBe(false);
  });
});
