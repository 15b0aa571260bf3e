import type { ReactNode } from 'react';

interface HeroProps {
  title: string;
  text: string;
  /** The hero's links (Browse Now; See All and Go to Cart's). */
  actions: ReactNode;
}

/**
 * The landing page's opening band, shared by the visitor and customer variants. Plain elements
 * styled by styles/landing.css: it is the first screen's largest paint.
 */
export function Hero({ title, text, actions }: HeroProps) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      {/* Wide screens only; lazy, so phones (where it is hidden) never download it. */}
      <img
        className="hero-art"
        src="/images/categories/flour.svg"
        alt=""
        width={320}
        height={240}
        loading="lazy"
      />
      <div className="hero-body">
        <h1 id="hero-title">{title}</h1>
        <p>{text}</p>
        <div className="hero-actions">{actions}</div>
      </div>
    </section>
  );
}
