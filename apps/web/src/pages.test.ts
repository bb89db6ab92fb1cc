import { describe, expect, it } from 'vitest';
import { type Page, pages } from './pages';

const everyPage = (list: Page[]): Page[] =>
  list.flatMap((page) => [page, ...everyPage(page.children ?? [])]);

describe('the table of pages', () => {
  it("names for each screen an export of its module, and for each head one of the screen's", async () => {
    for (const { path, screen, head } of everyPage(pages)) {
      if (!screen) continue;
      const module = await screen.load();
      expect(module[screen.component], `${path} ${screen.component}`).toBeTypeOf('function');
      if (head) expect(module[head], `${path} ${head}`).toBeTypeOf('function');
    }
    // It imports every screen of the app: 10 s on a quiet machine, more beside another suite.
  }, 60_000);

  it('gives every page the server draws a path, an indexing and its module', () => {
    for (const page of everyPage(pages).filter((p) => p.head)) {
      expect(page.path).toBeDefined();
      expect(page.indexing).toBeDefined();
      expect(page.screen?.module, page.path).toMatch(/^src\/features\/.+\.tsx?$/);
    }
  });
});
