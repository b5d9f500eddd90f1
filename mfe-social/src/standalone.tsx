import { createRoot } from 'react-dom/client';
import { loadSession } from '@jad/shared-ui';
import { RemoteRoot } from './remote-root';

// Runs this remote alone, with the shared-ui providers and the signed-in session, for development.
void loadSession();
createRoot(document.getElementById('root') as HTMLElement).render(<RemoteRoot />);
