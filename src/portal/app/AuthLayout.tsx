import type { ReactNode } from 'react';
import { Brand } from './Brand';

/** Public screens: the product name over one centred card. */
export function AuthLayout({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="ap-auth">
      <Brand />
      <section className="ap-card" aria-labelledby="ap-card-title">
        <h1 className="ap-card__title" id="ap-card-title">
          {title}
        </h1>
        {intro ? <p className="ap-card__intro">{intro}</p> : null}
        {children}
      </section>
    </div>
  );
}
