// Prints one line, `N passed, N failed`, from the reports `npm test` left in reports/.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
let passed = 0;
let failed = 0;

const checks = read('reports/checks.json');
if (checks) {
  passed += checks.passed;
  failed += checks.failed;
} else failed++;

const vitest = read('reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  // A file that fails to load has no failed test of its own; count it once.
  failed += vitest.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'),
  ).length;
} else failed++;

const playwright = read('reports/playwright.json');
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected + (playwright.errors?.length ?? 0);
} else failed++;

console.log(`${passed} passed, ${failed} failed`);
