import type { ReactNode } from 'react';
import { Header, type HeaderProps } from './Header';
import { Footer } from './Footer';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { IconSprite } from './Icon';

export interface LayoutProps {
  header: HeaderProps;
  breadcrumbs?: readonly Crumb[] | undefined;
  /** The breadcrumbs of school-type and subject pages, where the tour points at them (docs/tour.md). */
  schoolTrail?: boolean;
  children: ReactNode;
}

/** Every page: header, breadcrumbs, main landmark, footer, and the star symbol ratings draw. */
export function Layout({ header, breadcrumbs, schoolTrail, children }: LayoutProps) {
  return (
    <>
      <Header {...header} />
      <main id="main" tabIndex={-1}>
        {breadcrumbs && breadcrumbs.length > 0 ? <Breadcrumbs trail={breadcrumbs} tour={schoolTrail === true} /> : null}
        {children}
      </main>
      <Footer />
      <IconSprite />
    </>
  );
}
