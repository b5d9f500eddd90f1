/** The desktop bar's links (spec §2): Explore, Feed, Activities, Generate plan. */
export interface NavLink {
  id: 'explore' | 'feed' | 'activities' | 'generatePlan';
  href: string;
  /** Paths on which the link shows as the current page. */
  activeOn: string[];
}

export const NAV_LINKS: NavLink[] = [
  { id: 'explore', href: '/', activeOn: ['/'] },
  { id: 'feed', href: '/feed', activeOn: ['/feed', '/post'] },
  { id: 'activities', href: '/activities', activeOn: ['/activities', '/activity-detail'] },
  { id: 'generatePlan', href: '/questionnaire', activeOn: ['/questionnaire'] },
];

export function isActiveLink(link: NavLink, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return link.activeOn.includes(path);
}
