/**
 * The languages highlighted beyond prism-react-renderer's bundled set: shell (`bash`, `sh`, `shell`) and
 * `dockerfile`/`docker`. Prism's language components (prismjs/components/*) register themselves on a
 * global `Prism`, so ./prism-global runs first (import order) and points it at prism-react-renderer's
 * instance.
 *
 * Imported by both highlighters, the build-time one (./index.ts) and the run-time one
 * (src/components/CodeSample/Highlighted.tsx), so a language highlighted in a Markdown fence is
 * highlighted in `<CodeBlock>` too. Only pages that render code at run time load it in the browser.
 */
import './prism-global';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-docker';
