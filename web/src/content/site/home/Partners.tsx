import { usePublicQuery } from '../../../shared/api/usePublicQuery';
import { useLayoutEffect, useRef, useState, type CSSProperties, type Ref } from 'react';
import { partnersQuery, type Partner } from '../../contentQueries';
import { errorMessage } from '../../../shared/api/errorMessage';
import { t } from '../../../shared/i18n/messages';
import { ApiImage } from '../../../shared/ui/ApiImage';
import layout from '../../../shared/ui/layout.module.css';
import { PartnersLoading } from './PartnersStatus';
import styles from './Partners.module.css';

/** The spec's marquee speed, in pixels per second. */
export const MARQUEE_SPEED = 50;

/** The home page's partner logos: loading, the error in red, nothing when there are none, or the marquee. */
export function Partners() {
  const partners = usePublicQuery(partnersQuery());

  if (partners.isPending) return <PartnersLoading />;
  if (partners.isError) {
    return (
      <p className={`${styles.status} ${styles.error}`} role="alert">
        {errorMessage(partners.error) ?? t('partners.error')}
      </p>
    );
  }
  if (partners.data.length === 0) return null;

  return (
    <section className={styles.partners} aria-labelledby="partners-title">
      <h2 id="partners-title" className={`${layout.container} ${styles.title}`}>
        {t('partners.title')}
      </h2>
      <Marquee partners={partners.data} />
    </section>
  );
}

function Marquee({ partners }: { partners: Partner[] }) {
  const list = useRef<HTMLUListElement>(null);
  const [seconds, setSeconds] = useState<number>();

  // One copy of the logos scrolls past in (its width / speed) seconds, whatever the screen.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => setSeconds(element.scrollWidth / MARQUEE_SPEED || undefined);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [partners]);

  const style = seconds ? ({ '--marquee-duration': `${seconds}s` } as CSSProperties) : undefined;

  return (
    // Focusable so keyboard users can pause it, as hovering does.
    <div className={styles.marquee} role="region" aria-label={t('partners.marquee')} tabIndex={0}>
      <div className={styles.track} style={style} data-testid="partners-track">
        <Logos partners={partners} listRef={list} />
        {/* The second copy makes the loop seamless; assistive technology reads the logos once. */}
        <Logos partners={partners} hidden />
      </div>
    </div>
  );
}

function Logos({ partners, hidden, listRef }: { partners: Partner[]; hidden?: boolean; listRef?: Ref<HTMLUListElement> }) {
  return (
    <ul ref={listRef} className={hidden ? `${styles.logos} ${styles.copy}` : styles.logos} aria-hidden={hidden || undefined}>
      {partners.map(({ id, name, logo }) => (
        <li key={id}>
          <ApiImage image={logo} alt={t('partners.logo', { name })} sizes="10rem" />
        </li>
      ))}
    </ul>
  );
}
