import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../src');

/** The modules that may take these controls from Mantine: the lazy chunks and the stand-ins' own files. */
const ALLOWED = new Set([
  'ui/dropdown-controls.ts',
  'ui/date-controls.ts',
  'ui/dates-settings.tsx',
  'ui/date-range-panel.tsx',
  'ui/date-field-calendar.tsx',
  'app/account-tree-select.tsx',
  'app/avatar-menu.tsx',
]);

const CONTROLS = new Set([
  'Autocomplete',
  'Combobox',
  'DateInput',
  'DatePicker',
  'DatePickerInput',
  'HoverCard',
  'Menu',
  'MonthPickerInput',
  'MultiSelect',
  'Popover',
  'Select',
  'TagsInput',
  'Tooltip',
  'TreeSelect',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** The dropdown controls a file imports as values (not types) from `@mantine/core` or `@mantine/dates`. */
function dropdownControlImports(text: string): string[] {
  const found: string[] = [];
  for (const [, names] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/(?:core|dates)'/g)) {
    for (const raw of names!.split(',')) {
      const name = raw.trim();
      if (!name.startsWith('type ') && CONTROLS.has(name.split(/\s+as\s+/)[0]!)) found.push(name);
    }
  }
  return found;
}

describe("screens take Mantine's dropdown controls through their stand-ins (issue 10 §7)", () => {
  it('recognises a control imported as a value, and lets a type through', () => {
    expect(dropdownControlImports("import { Button, Select, Tooltip } from '@mantine/core';")).toEqual([
      'Select',
      'Tooltip',
    ]);
    expect(
      dropdownControlImports("import { DateInput, type DateInputProps } from '@mantine/dates';"),
    ).toEqual(['DateInput']);
    expect(dropdownControlImports("import { type SelectProps, TextInput } from '@mantine/core';")).toEqual(
      [],
    );
    expect(dropdownControlImports("import type { MenuProps } from '@mantine/core';")).toEqual([]);
  });

  it('no other file under apps/web/src imports one: it would bring floating-ui into its screen’s first load', () => {
    const found = sourceFiles(SRC)
      .filter((f) => !ALLOWED.has(relative(SRC, f)))
      .flatMap((f) =>
        dropdownControlImports(readFileSync(f, 'utf8')).map((name) => `${relative(SRC, f)}: ${name}`),
      );
    expect(found).toEqual([]);
  });
});
