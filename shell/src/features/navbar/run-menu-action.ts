import { appStore, navigate, signOut } from '@jad/shared-ui/core';
import { openNotificationsDrawer } from '@/lib/notifications-drawer';
import { changePreference } from '@/lib/preferences/change-preference';
import type { MenuAction } from './menu-entries';

/** What the non-link items of the avatar menu and the mobile drawer do. */
export async function runMenuAction(action: MenuAction): Promise<void> {
  const state = appStore.getState();
  switch (action) {
    case 'notifications':
      openNotificationsDrawer();
      return;
    case 'currency':
      state.toggleCurrencyModal(true);
      return;
    case 'theme':
      await changePreference({ kind: 'theme', value: state.theme === 'dark' ? 'light' : 'dark' });
      return;
    case 'language':
      await changePreference({ kind: 'lang', value: state.lang === 'ar' ? 'en' : 'ar' });
      return;
    case 'signIn':
      navigate('/auth/signin');
      return;
    case 'signOut':
      // signOut announces account:signed-out (the shell goes home on it); go home here too in case it was missed.
      await signOut();
      if (window.location.pathname !== '/') navigate('/');
      return;
  }
}
