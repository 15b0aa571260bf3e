import { AuthCard } from '../components/auth-card.tsx';
import { SignupForm } from '../components/signup-form.tsx';

export function Component() {
  return (
    <AuthCard title="Sign up">
      <SignupForm />
    </AuthCard>
  );
}
