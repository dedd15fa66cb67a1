// npm run bench: times the steps a writer waits for and prints one table.
// Figures, not a pass/fail: timings are noisy, so no budget is checked here.
import {spawnSync} from 'node:child_process';
import {loadavg} from 'node:os';

const STEPS = [
  ['code-sample check (npm run test:docs)', 'npm', ['run', '--silent', 'test:docs']],
  ['production build (npm run build)', 'npm', ['run', '--silent', 'build']],
];

const loadBefore = loadavg();
const rows = STEPS.map(([label, command, args]) => {
  const start = performance.now();
  const {status} = spawnSync(command, args, {stdio: 'ignore'});
  if (status !== 0) throw new Error(`${label} failed (exit ${status}); run it on its own to see why`);
  return [label, `${((performance.now() - start) / 1000).toFixed(1)} s`];
});

const width = Math.max(...rows.map(([label]) => label.length));
console.log(`load average before: ${loadBefore.map((n) => n.toFixed(2)).join(' ')}`);
for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
