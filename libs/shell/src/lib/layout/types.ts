import type { ReactNode } from 'react';

export interface NavItem {
  /** Stable key (the page key). */
  key: string;
  to: string;
  /** Already translated. */
  label: string;
  icon?: ReactNode;
}

/** What both layouts take: the app fills the slots, the shell imports no domain feature. */
export interface LayoutProps {
  /** Brand logo, linked home by the layout. */
  logo: ReactNode;
  /** Brand name, for the home link's accessible name and the footer. */
  brandName: string;
  navItems: NavItem[];
  /** Right side of the header (inline-end in RTL): login and sign-up, or the balance. */
  headerActions?: ReactNode;
  /** The language switcher, or anything else the app puts beside the header actions. */
  headerExtras?: ReactNode;
  footerItems: NavItem[];
  /**
   * Fixed layers over the page (cookie banner, country block), right after the skip link: the first paint of a page
   * that streams in already has them (at the end of the document they came last, and were a phone's largest paint).
   */
  overlays?: ReactNode;
  children: ReactNode;
}
