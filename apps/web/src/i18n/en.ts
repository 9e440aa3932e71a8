/// <reference types="vite/client" />
import { byFeature, type Tree } from './by-feature.ts';

export default byFeature(import.meta.glob<Tree>('./en/*.json', { eager: true, import: 'default' }));
