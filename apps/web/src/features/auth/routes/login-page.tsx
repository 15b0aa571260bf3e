import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';

export function Component() {
  return (
    <AuthCard title="Log In">
      <LoginForm />
    </AuthCard>
  );
}
