// The scripts of a page the server sent already drawn (src/prerender.tsx), fetched once that
// page has been painted: its first paint waits for the stylesheet only, never for script bytes
// (on a slow connection they would share its bandwidth). A page opened in a hidden tab paints
// nothing until it is shown, so it loads them at once.
(() => {
  const loader = document.currentScript;
  // Starting a preload costs the main thread about a millisecond: a few per task, so that
  // the page answers a tap in between.
  const preloadsPerTask = 6;
  const preloadSome = (links) => {
    for (const link of links.slice(0, preloadsPerTask)) link.rel = 'modulepreload';
    if (links.length > preloadsPerTask) setTimeout(preloadSome, 0, links.slice(preloadsPerTask));
  };
  const load = () => {
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = loader.dataset.entry;
    document.head.append(entry);
    preloadSome([...document.querySelectorAll('link[rel="modulepreload-after-paint"]')]);
  };
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(() => setTimeout(load));
})();
