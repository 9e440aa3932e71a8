/// <reference types="vite/client" />
import { byFeature, type Tree } from './by-feature.ts';

/** The common English translations (screen-texts.ts), which the app loads before its first render. */
export default byFeature(
  import.meta.glob<Tree>('./en/{app,session,ui}.json', { eager: true, import: 'default' }),
);
