import { Link } from 'react-router-dom';
import { BRAND } from '../site';
import styles from './Logo.module.css';

export function Logo() {
  return (
    <Link to="/" className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          fill="#f6c453"
          d="M16 5l2.4 5.6 4.2-2-1.3 5.2 4.7.6-3.6 3.4 1.6 2.2-5-.9L18 24h-1.2v4h-1.6v-4H14l-1-5.9-5 .9 1.6-2.2L6 13.4l4.7-.6-1.3-5.2 4.2 2z"
        />
      </svg>
      <span>{BRAND}</span>
    </Link>
  );
}
