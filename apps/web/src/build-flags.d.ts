/**
 * true in the browser's production build, false in the server's (prerender) build and in tests
 * (vite.config.ts `define`): what only the server reads of the page table is left out of the
 * first page's script.
 */
declare const __BROWSER_BUILD__: boolean;
