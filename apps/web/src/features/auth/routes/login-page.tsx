import { useStore } from '@nanostores/react';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { i18n } from '../../../i18n/i18n.ts';

const words = i18n('auth/login-page', { title: 'Log In' });

export function Component() {
  const t = useStore(words);
  usePageTitle(t.title);
  return (
    <AuthCard title={t.title}>
      <LoginForm />
    </AuthCard>
  );
}
