import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import DynamicFeedOutlined from '@mui/icons-material/DynamicFeedOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import HotelOutlined from '@mui/icons-material/HotelOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import LocalActivityOutlined from '@mui/icons-material/LocalActivityOutlined';
import Login from '@mui/icons-material/Login';
import Logout from '@mui/icons-material/Logout';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Payments from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Translate from '@mui/icons-material/Translate';
import type { MenuEntryId } from './menu-entries';

/** The icon of a menu item; icons that point (sign in/out arrows) mirror in rtl. */
export function MenuIcon({ id, theme }: { id: MenuEntryId; theme: 'light' | 'dark' }) {
  const mirror = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } };
  switch (id) {
    case 'home':
      return <HomeOutlined fontSize="small" />;
    case 'profile':
      return <AccountCircleOutlined fontSize="small" />;
    case 'plans':
      return <EventNoteOutlined fontSize="small" />;
    case 'notifications':
      return <NotificationsNone fontSize="small" />;
    case 'feed':
      return <DynamicFeedOutlined fontSize="small" />;
    case 'activities':
      return <LocalActivityOutlined fontSize="small" />;
    case 'wishlist':
      return <FavoriteBorder fontSize="small" />;
    case 'favouriteHotels':
      return <HotelOutlined fontSize="small" />;
    case 'currency':
      return <Payments fontSize="small" />;
    case 'orders':
      return <ReceiptLongOutlined fontSize="small" />;
    case 'theme':
      return theme === 'dark' ? <LightModeOutlined fontSize="small" /> : <DarkModeOutlined fontSize="small" />;
    case 'language':
      return <Translate fontSize="small" />;
    case 'signIn':
      return <Login fontSize="small" sx={mirror} />;
    case 'signOut':
      return <Logout fontSize="small" sx={mirror} />;
  }
}
