import { AuthCard } from '../components/auth-card.tsx';
import { SignupForm } from '../components/signup-form.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function Component() {
  usePageTitle('Sign Up');
  return (
    <AuthCard title="Sign up">
      <SignupForm />
    </AuthCard>
  );
}
