import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { notify } from '../../lib/notify';
import { useAuth } from '../../auth/useAuth';
import { Seo } from '../../seo/Seo';
import { TextField } from '../../ui/TextField';
import './admin.css';

export function AdminLoginPage() {
  const { isAdmin, signIn, signOut } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const user = await signIn(email.trim(), password);
      if (user.role !== 'admin') {
        // A client account is not a way into the back office; do not leave its session behind.
        await signOut().catch(() => undefined);
        throw new Error('Not an admin');
      }
      notify.success('Welcome back!');
      navigate('/admin/dashboard');
    } catch {
      notify.error('Invalid credentials');
    } finally {
      setBusy(false);
    }
  };

  if (isAdmin && !busy) return <Navigate to="/admin/dashboard" replace />;

  return (
    <section className="page page-narrow container">
      <Seo title="Admin Login" description="Sign in to the admin dashboard." noIndex />
      <div className="card">
        <h1>Admin Login</h1>
        <form className="stack" onSubmit={submit}>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button type="submit" className="button button-primary button-block" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign In'}
          </button>
        </form>
      </div>
    </section>
  );
}
