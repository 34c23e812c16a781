import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { t, type TextKey } from '../../../shared/i18n/messages';
import button from '../../../shared/ui/button.module.css';
import text from '../../../shared/ui/text.module.css';
import { PortalCard } from '../../../onboarding/portal/PortalCard';

/** Spec 001 §9: the checkout pages return home after 5 s. */
export const CHECKOUT_REDIRECT_MS = 5_000;

interface CheckoutResultProps {
  title: TextKey;
  description: TextKey;
  message: TextKey;
}

/** A checkout result: what happened, Return to Home, and home by itself after 5 s. */
export function CheckoutResult({ title, description, message }: CheckoutResultProps) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/', { replace: true }), CHECKOUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <PortalCard title={t(title)} description={t(description)} lead={t(message)}>
      <p className={text.muted}>{t('checkout.redirect')}</p>
      <Link to="/" className={button.primary}>
        {t('checkout.home')}
      </Link>
    </PortalCard>
  );
}

export function CheckoutSuccessPage() {
  return (
    <CheckoutResult
      title="page.checkoutSuccess.title"
      description="page.checkoutSuccess.description"
      message="checkout.success.text"
    />
  );
}

export function CheckoutCancelPage() {
  return (
    <CheckoutResult
      title="page.checkoutCancel.title"
      description="page.checkoutCancel.description"
      message="checkout.cancel.text"
    />
  );
}
