/**
 * Writes components/flowFit.css, the rules that pick a flow figure's picture by the width of its box
 * (fitStylesheet in components/flowLayout.ts). Run after changing FIT_LADDER: npx tsx scripts/flow-fit-css.ts
 * (tests/unit/flowLayout.test.ts fails while the file and the ladder differ).
 */
import { writeFileSync } from 'node:fs';
import { fitStylesheet } from '../components/flowLayout';

writeFileSync(new URL('../components/flowFit.css', import.meta.url), fitStylesheet());
console.log('components/flowFit.css written');
