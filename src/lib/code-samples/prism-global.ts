/**
 * Prism's extra language components (prismjs/components/*) register themselves on a global `Prism`.
 * This module runs first (import order) so they extend prism-react-renderer's own Prism instance.
 */
import { Prism } from 'prism-react-renderer';

(globalThis as { Prism?: typeof Prism }).Prism = Prism;
