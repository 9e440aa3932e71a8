/// <reference types="vite/client" />
import { byFeature, type Tree } from './by-feature.ts';

/** The common Norwegian translations (screen-texts.ts), which the app loads before its first render. */
export default byFeature(
  import.meta.glob<Tree>('./no/{app,session,ui}.json', { eager: true, import: 'default' }),
);
