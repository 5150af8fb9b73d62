import type { ReactNode } from 'react';
import { Header, type HeaderProps } from './Header';
import { Footer } from './Footer';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { IconSprite } from './Icon';

export interface LayoutProps {
  header: HeaderProps;
  breadcrumbs?: readonly Crumb[] | undefined;
  children: ReactNode;
}

/** Every page: header, breadcrumbs, main landmark, footer, and the star symbol ratings draw. */
export function Layout({ header, breadcrumbs, children }: LayoutProps) {
  return (
    <>
      <Header {...header} />
      <main id="main" tabIndex={-1}>
        {breadcrumbs && breadcrumbs.length > 0 ? <Breadcrumbs trail={breadcrumbs} /> : null}
        {children}
      </main>
      <Footer />
      <IconSprite />
    </>
  );
}
