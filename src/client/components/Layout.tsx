import type { ReactNode } from 'react';
import { Header, type HeaderProps } from './Header';
import { Footer } from './Footer';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { IconSprite } from './Icon';
import { Island } from './page-context';
import ConsentDialog from '../islands/ConsentDialog';

export interface LayoutProps {
  header: HeaderProps;
  breadcrumbs?: readonly Crumb[] | undefined;
  /** False on terms and imprint: the cookie dialog does not open there on its own (docs/consent.md). */
  consentAuto?: boolean;
  /** The breadcrumbs of school-type and subject pages, where the tour points at them (docs/tour.md). */
  schoolTrail?: boolean;
  children: ReactNode;
}

/** Every page: header, breadcrumbs, main landmark, footer, the star symbol ratings draw, and the cookie dialog's place. */
export function Layout({ header, breadcrumbs, consentAuto = true, schoolTrail, children }: LayoutProps) {
  return (
    <>
      <Header {...header} />
      <main id="main" tabIndex={-1}>
        {breadcrumbs && breadcrumbs.length > 0 ? <Breadcrumbs trail={breadcrumbs} tour={schoolTrail === true} /> : null}
        {children}
      </main>
      <Footer />
      <IconSprite />
      <Island of={ConsentDialog} props={consentAuto ? {} : { auto: false }} />
    </>
  );
}
