import './app/mantine-styles';
import './app/global.css';
// The web imports contracts by module (the package index would bundle every option list);
// this brings the one side effect of the index: zod's wording for missing fields.
import '@orchid/contracts/zod-messages';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ensureDeviceId } from './app/device-id';
import { installGlobalErrorHandler } from './app/errors/global-error-handler';
import { reportError } from './app/errors/report-error';
import { AppProviders } from './app/providers';
import { router } from './router';

// The device id first: error reports carry it in its cookie.
ensureDeviceId();
installGlobalErrorHandler(reportError);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
