import { useStore } from '@nanostores/react';
import { AuthCard } from '../components/auth-card.tsx';
import { SignupForm } from '../components/signup-form.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { i18n } from '../../../i18n/i18n.ts';

// The tab and the heading differ in case, as they always have (the tests read both).
const words = i18n('auth/signup-page', { pageTitle: 'Sign Up', heading: 'Sign up' });

export function Component() {
  const t = useStore(words);
  usePageTitle(t.pageTitle);
  return (
    <AuthCard title={t.heading}>
      <SignupForm />
    </AuthCard>
  );
}
