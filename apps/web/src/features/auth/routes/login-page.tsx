import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function Component() {
  usePageTitle('Log In');
  return (
    <AuthCard title="Log In">
      <LoginForm />
    </AuthCard>
  );
}
