import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/test-app';
import { stubApi } from '../../app/test-server';
import { ProfessionalProfilePage } from './profile-page';

describe("a professional's public page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the browser to /page-not-found when the lookup answers 404', async () => {
    stubApi({
      'GET /api/users/v1/user_info': () => ({ status: 401, body: { detail: 'Not signed in' } }),
      'GET /api/users/v1/directory/professional/nobody-here': () => ({
        status: 404,
        body: {
          detail: 'We could not find this professional.',
          code: 'scheduling.professionalNotFound',
        },
      }),
    });
    renderInApp(
      <Routes>
        <Route
          path="/professional-search/:id_or_custom_url"
          element={<ProfessionalProfilePage />}
        />
        <Route path="/page-not-found" element={<p>Not found</p>} />
      </Routes>,
      { path: '/professional-search/nobody-here' },
    );
    expect(await screen.findByText('Not found')).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/page-not-found');
  });
});
