import './app/mantine-styles';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ensureDeviceId } from './app/device-id';
import { installGlobalErrorHandler } from './app/errors/global-error-handler';
import { reportErrorLazily } from './app/errors/report-error-lazily';
import { AppProviders } from './app/providers';
import { router } from './router';

// The device id first: error reports carry it in its cookie.
ensureDeviceId();
installGlobalErrorHandler(reportErrorLazily);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
