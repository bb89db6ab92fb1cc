// Mantine's styles every page needs: its reset, its CSS variables and its global classes. Each
// component's own stylesheet comes with the component's code (build-plugins/
// mantine-component-styles.ts), so a page loads only the CSS of the components it can draw.
// All of them in `@layer mantine` (the `.layer.css` editions): our own CSS wins over them
// whatever order the stylesheets arrive in.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';

// `vite` in development serves Mantine pre-bundled, out of that plugin's reach: all of its
// styles then, before the app draws anything.
if (import.meta.env.DEV) await import('@mantine/core/styles.layer.css');
