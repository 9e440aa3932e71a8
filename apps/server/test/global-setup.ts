import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { adminQuery, makeTemplate, type TestTemplate } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplate: TestTemplate;
  }
}

/** Migrates and seeds the template database once for the whole server run, and removes it after. */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = await makeTemplate(adminUrl);
  project.provide('testTemplate', template);
  return async () => {
    if (template.driver === 'pglite') rmSync(template.dumpFile, { force: true });
    else if (adminUrl)
      await adminQuery(adminUrl, `drop database if exists ${template.database} with (force)`);
  };
}
