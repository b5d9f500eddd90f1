import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@jad/shared-ui';
import { DataProvider } from '@jad/shared-ui/data';
import './i18n';
import { ensureSession } from './lib/session';
import { AppRoutes } from './routes';

export interface RemoteRootProps {
  /** 'routes' renders the pages this remote owns; other values name a section the shell embeds ('home'). */
  view?: string;
}

/** Each remote renders in its own React root, so it brings its own providers (sharing the same store and caches). */
export function RemoteRoot({ view = 'routes' }: RemoteRootProps) {
  useEffect(() => ensureSession(), []);
  return (
    <AppProviders>
      <DataProvider>
        <BrowserRouter>
          <AppRoutes view={view} />
        </BrowserRouter>
      </DataProvider>
    </AppProviders>
  );
}
